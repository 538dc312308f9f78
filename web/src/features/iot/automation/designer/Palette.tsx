import type { FlowNodeType } from '@iot/contract';
import { Collapse, Flex, theme, Typography } from 'antd';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { AUTOMATION } from '../texts';
import { PALETTE } from './graph';
import { NODE_ICONS } from './nodeIcons';

/** The drag payload's type: a node type in the designer's own MIME type. */
export const DRAG_TYPE = 'application/x-iot-flow-node';

interface Props {
  /** Click or Enter: the node lands in the canvas's middle. */
  onAdd: (type: FlowNodeType) => void;
  disabled?: boolean;
}

/** The node palette: triggers, logic and actions, dragged onto the canvas or added from the keyboard. */
export function Palette({ onAdd, disabled }: Props) {
  const { t } = useTranslation(AUTOMATION);
  const { token } = theme.useToken();
  const start = (e: DragEvent, type: FlowNodeType) => {
    e.dataTransfer.setData(DRAG_TYPE, type);
    e.dataTransfer.effectAllowed = 'move';
  };
  const item = (type: FlowNodeType) => {
    const name = t(`node.${type}`);
    return (
      <div
        key={type}
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-label={t('palette.add', { name })}
        aria-disabled={disabled}
        draggable={!disabled}
        onDragStart={(e) => start(e, type)}
        // Dropped anywhere but the canvas: say where it goes, as the spec's designer does.
        onDragEnd={(e) => e.dataTransfer.dropEffect === 'none' && feedback.message.warning(t('palette.dropOutside'))}
        onClick={() => !disabled && onAdd(type)}
        onKeyDown={(e) => {
          if (!disabled && (e.key === 'Enter' || e.key === ' ')) {
            e.preventDefault();
            onAdd(type);
          }
        }}
        style={{
          display: 'flex',
          gap: 8,
          alignItems: 'center',
          padding: '6px 10px',
          border: `1px solid ${token.colorBorder}`,
          borderRadius: token.borderRadius,
          background: token.colorBgContainer,
          cursor: disabled ? 'not-allowed' : 'grab',
          userSelect: 'none',
        }}
      >
        {NODE_ICONS[type]}
        <span>{name}</span>
      </div>
    );
  };
  return (
    <nav aria-label={t('palette.title')} style={{ width: 200, flex: 'none', overflowY: 'auto' }}>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginBottom: 8 }}>
        {t('palette.hint')}
      </Typography.Text>
      <Collapse
        size="small"
        defaultActiveKey={PALETTE.map((p) => p.group)}
        items={PALETTE.map(({ group, types }) => ({
          key: group,
          label: t(`group.${group}`),
          children: (
            <Flex vertical gap={6}>
              {types.map(item)}
            </Flex>
          ),
        }))}
      />
    </nav>
  );
}
