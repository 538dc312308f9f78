import { DragOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Modal, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEMO_PAGES } from './texts';
import { useDrag } from './useDrag';
import './pages.css';

const BOX = { width: 180, height: 96 };

/** A dialog dragged by its title bar (kept on screen) and a block dragged inside its area. */
export function DragPage() {
  const { t } = useTranslation(DEMO_PAGES);
  const [open, setOpen] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);

  // The dialog may go anywhere its title bar stays inside the window.
  const dialogDrag = useDrag((current) => {
    const box = dialog.current?.getBoundingClientRect();
    if (!box || box.width === 0) return null;
    const { x, y } = current;
    const left = box.left - x;
    const top = box.top - y;
    return { minX: -left, maxX: window.innerWidth - left - box.width, minY: -top, maxY: window.innerHeight - top - 48 };
  });
  // The block stays inside its area (jsdom measures nothing: no bounds there).
  const blockDrag = useDrag(() => {
    const box = area.current?.getBoundingClientRect();
    if (!box || box.width === 0) return null;
    return { minX: 0, maxX: Math.max(0, box.width - BOX.width), minY: 0, maxY: Math.max(0, box.height - BOX.height) };
  });
  const { x, y } = blockDrag.offset;

  return (
    <Flex vertical gap={16}>
      <Card title={t('drag.dialog')}>
        <Button type="primary" onClick={() => setOpen(true)}>
          {t('drag.open')}
        </Button>
        <Modal
          open={open}
          onCancel={() => setOpen(false)}
          onOk={() => setOpen(false)}
          afterClose={() => dialogDrag.setOffset({ x: 0, y: 0 })}
          title={
            <div
              {...dialogDrag.handlers}
              tabIndex={0}
              style={{ cursor: 'move', touchAction: 'none', userSelect: 'none' }}
            >
              <DragOutlined /> {t('drag.dialog')}
            </div>
          }
          modalRender={(node) => (
            <div ref={dialog} style={{ transform: `translate(${dialogDrag.offset.x}px, ${dialogDrag.offset.y}px)` }}>
              {node}
            </div>
          )}
        >
          <Typography.Paragraph>{t('drag.dialogHint')}</Typography.Paragraph>
        </Modal>
      </Card>
      <Card title={t('drag.box')} extra={<Typography.Text type="secondary">{t('drag.keys')}</Typography.Text>}>
        <div ref={area} className="demo-drag-area">
          <Button
            type="primary"
            {...blockDrag.handlers}
            icon={<DragOutlined />}
            aria-describedby="demo-drag-position"
            style={{
              ...BOX,
              position: 'absolute',
              left: 0,
              top: 0,
              transform: `translate(${x}px, ${y}px)`,
              cursor: 'move',
              touchAction: 'none',
              whiteSpace: 'normal',
            }}
          >
            {t('drag.handle')}
          </Button>
        </div>
        <Typography.Text type="secondary" id="demo-drag-position" data-testid="drag-position">
          {t('drag.position', { x: Math.round(x), y: Math.round(y) })}
        </Typography.Text>
      </Card>
    </Flex>
  );
}
