import {
  AlertOutlined,
  ApiOutlined,
  BranchesOutlined,
  ClockCircleOutlined,
  CodeOutlined,
  ControlOutlined,
  DashboardOutlined,
  FieldTimeOutlined,
  MailOutlined,
  PlayCircleOutlined,
  PoweroffOutlined,
  SendOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { FlowNodeType } from '@iot/contract';
import type { ReactNode } from 'react';

/** Each node type's icon, in the palette and on the canvas. */
export const NODE_ICONS: Record<FlowNodeType, ReactNode> = {
  'trigger.property': <DashboardOutlined />,
  'trigger.event': <ThunderboltOutlined />,
  'trigger.status': <PoweroffOutlined />,
  'trigger.cron': <ClockCircleOutlined />,
  'trigger.manual': <PlayCircleOutlined />,
  'logic.condition': <BranchesOutlined />,
  'logic.delay': <FieldTimeOutlined />,
  'logic.script': <CodeOutlined />,
  'action.propertySet': <ControlOutlined />,
  'action.serviceInvoke': <ApiOutlined />,
  'action.alarm': <AlertOutlined />,
  'action.notice': <MailOutlined />,
  'action.webhook': <SendOutlined />,
};
