import { DeleteOutlined } from '@ant-design/icons';
import type { FlowNodeType } from '@iot/contract';
import { Alert, Button, ConfigProvider, Descriptions, Drawer, Empty, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { NARROW_WIDTH, useWidthBelow } from '@/lib/viewport';
import { AUTOMATION } from '../texts';
import { DeviceActionForm } from './forms/DeviceActionForm';
import { DeviceTriggerForm } from './forms/DeviceTriggerForm';
import { ScriptForm } from './forms/ScriptForm';
import { AlarmForm, ConditionForm, CronForm, DelayForm, NoticeForm, WebhookForm } from './forms/SimpleForms';
import type { DesignEdge, DesignNode, NodeSettings } from './graph';

interface Props {
  node?: DesignNode;
  /** Changes when undo or redo may have changed the node's settings under the form. */
  revision: number;
  edge?: DesignEdge;
  /** The node's problems from the last validation. */
  problems?: string[];
  readOnly: boolean;
  onNodeData: (id: string, data: NodeSettings) => void;
  onEdgeLabel: (id: string, label: string) => void;
  onDelete: () => void;
  onClose: () => void;
}

function NodeSettingsForm({
  type,
  data,
  onChange,
}: {
  type: FlowNodeType;
  data: NodeSettings;
  onChange: (d: NodeSettings) => void;
}) {
  const { t } = useTranslation(AUTOMATION);
  switch (type) {
    case 'trigger.property':
    case 'trigger.event':
    case 'trigger.status':
      return <DeviceTriggerForm type={type} data={data} onChange={onChange} />;
    case 'trigger.cron':
      return <CronForm data={data} onChange={onChange} />;
    case 'logic.condition':
      return <ConditionForm data={data} onChange={onChange} />;
    case 'logic.delay':
      return <DelayForm data={data} onChange={onChange} />;
    case 'logic.script':
      return <ScriptForm data={data} onChange={onChange} />;
    case 'action.propertySet':
    case 'action.serviceInvoke':
      return <DeviceActionForm type={type} data={data} onChange={onChange} />;
    case 'action.alarm':
      return <AlarmForm data={data} onChange={onChange} />;
    case 'action.notice':
      return <NoticeForm data={data} onChange={onChange} />;
    case 'action.webhook':
      return <WebhookForm data={data} onChange={onChange} />;
    default:
      return <Empty description={t('drawer.noSettings')} />;
  }
}

/**
 * The selected node's settings (written into the node as they are typed) or the selected line's
 * label, in a drawer beside the canvas; read-only on a phone.
 */
export function NodeDrawer({
  node,
  revision,
  edge,
  problems,
  readOnly,
  onNodeData,
  onEdgeLabel,
  onDelete,
  onClose,
}: Props) {
  const { t } = useTranslation([AUTOMATION, 'common']);
  const narrow = useWidthBelow(NARROW_WIDTH);
  const title = node ? t('drawer.title', { name: t(`node.${node.type}`) }) : t('drawer.edge');
  return (
    <Drawer
      open={!!(node || edge)}
      title={title}
      size={narrow ? '100%' : 420}
      mask={false}
      onClose={onClose}
      destroyOnHidden
      extra={
        !readOnly && (
          <Button danger icon={<DeleteOutlined />} onClick={onDelete}>
            {t('drawer.delete')}
          </Button>
        )
      }
    >
      {node && (
        <Flex vertical gap={12} key={`${node.id}:${revision}`}>
          <Descriptions size="small" column={1} items={[{ label: t('drawer.nodeId'), children: node.id }]} />
          {problems?.length ? <Alert type="error" showIcon title={problems.join('\n')} /> : null}
          {/* On a phone every control only shows its value. */}
          <ConfigProvider componentDisabled={readOnly}>
            <NodeSettingsForm type={node.type} data={node.data} onChange={(d) => onNodeData(node.id, d)} />
          </ConfigProvider>
        </Flex>
      )}
      {edge && (
        <Form layout="vertical" key={`${edge.id}:${revision}`} disabled={readOnly}>
          <Descriptions
            size="small"
            column={1}
            items={[
              { label: t('drawer.edge'), children: t('drawer.edgeFromTo', { from: edge.source, to: edge.target }) },
            ]}
          />
          <Form.Item label={t('drawer.label')}>
            <Input
              aria-label={t('drawer.label')}
              maxLength={100}
              defaultValue={typeof edge.label === 'string' ? edge.label : ''}
              onChange={(e) => onEdgeLabel(edge.id, e.target.value)}
            />
          </Form.Item>
        </Form>
      )}
    </Drawer>
  );
}
