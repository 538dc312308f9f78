import { ExclamationCircleFilled } from '@ant-design/icons';
import type { FlowNodeType } from '@iot/contract';
import { isActionType, isTriggerType } from '@iot/contract/automation';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { Badge, Flex, Tag, theme, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AUTOMATION } from '../texts';
import { hasInput, isCondition, type DesignNode } from './graph';
import { NODE_ICONS } from './nodeIcons';
import { STATUS_COLOR, useOverlay } from './overlay';
import { summary } from './summary';

const groupOf = (type: FlowNodeType) => (isTriggerType(type) ? 'trigger' : isActionType(type) ? 'action' : 'logic');

/**
 * A node on the canvas: its type, id and settings in a line; red with its problems after a failed
 * validation; a shown run's status and time on it. A condition has two outputs, `true` and `false`.
 */
export function FlowNodeView({ id, type, data, selected }: NodeProps<DesignNode>) {
  const { t } = useTranslation(AUTOMATION);
  const { token } = theme.useToken();
  const { problems, steps, readOnly } = useOverlay();
  const mine = problems.get(id);
  const step = steps.get(id);
  const group = groupOf(type);
  const accent = { trigger: token.colorPrimary, logic: token.colorWarning, action: token.colorSuccess }[group];
  const border = mine ? token.colorError : selected ? token.colorPrimary : token.colorBorder;
  const name = t(`node.${type}`);
  const line = summary(type, data);

  const body = (
    <div
      data-testid={`node-${id}`}
      data-problem={mine ? 'true' : undefined}
      aria-label={mine ? `${name} ${id}: ${mine.join('; ')}` : `${name} ${id}`}
      style={{
        minWidth: 170,
        maxWidth: 240,
        padding: '6px 10px 6px 14px',
        background: token.colorBgContainer,
        color: token.colorText,
        border: `${mine || selected ? 2 : 1}px solid ${border}`,
        borderRadius: token.borderRadius,
        // The group's colour as a stripe on the left (a shadow, so the border stays one shorthand).
        boxShadow: [`inset 4px 0 0 ${mine ? token.colorError : accent}`, selected ? token.boxShadowSecondary : '']
          .filter(Boolean)
          .join(', '),
        opacity: steps.size > 0 && !step ? 0.45 : 1,
      }}
    >
      <Flex gap={6} align="center">
        <span style={{ color: accent }}>{NODE_ICONS[type]}</span>
        <Typography.Text strong ellipsis style={{ flex: 1 }}>
          {name}
        </Typography.Text>
        {mine && (
          <Badge count={mine.length} size="small">
            <ExclamationCircleFilled style={{ color: token.colorError }} />
          </Badge>
        )}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 11 }}>
        {id}
      </Typography.Text>
      {line && (
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, fontSize: 12 }}>
          {line}
        </Typography.Paragraph>
      )}
      {step && (
        <Flex gap={4} style={{ marginTop: 4 }}>
          <Tag color={STATUS_COLOR[step.status]}>{t(`runStatus.${step.status}`)}</Tag>
          <Tag>{t('debug.ms', { ms: step.ms })}</Tag>
        </Flex>
      )}
    </div>
  );

  return (
    <>
      {hasInput(type) && <Handle type="target" position={Position.Left} isConnectable={!readOnly} />}
      {mine ? <Tooltip title={mine.join('\n')}>{body}</Tooltip> : body}
      {isCondition(type) ? (
        (['true', 'false'] as const).map((branch) => (
          <Handle
            key={branch}
            type="source"
            id={branch}
            position={Position.Right}
            style={
              branch === 'true'
                ? { top: '35%', background: token.colorSuccess }
                : { top: '70%', background: token.colorError }
            }
            isConnectable={!readOnly}
            title={t(`form.${branch}`)}
          />
        ))
      ) : (
        <Handle type="source" position={Position.Right} isConnectable={!readOnly} />
      )}
    </>
  );
}
