import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, ColorPicker, Empty, Flex, Form, Input, InputNumber } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '@/lib/saveFile';
import { QRCODE } from './texts';

/** A QR code of the typed text, its size and colours chosen, downloadable as an SVG file. */
export function QrCodeDemo() {
  const { t } = useTranslation(QRCODE);
  const [text, setText] = useState(() => `${window.location.origin}/login`);
  const [size, setSize] = useState(160);
  const [fg, setFg] = useState('#000000');
  const [bg, setBg] = useState('#ffffff');
  const svg = useRef<SVGSVGElement>(null);

  const download = () => {
    if (!svg.current) return;
    const markup = new XMLSerializer().serializeToString(svg.current);
    saveFile(new Blob([markup], { type: 'image/svg+xml' }), 'qrcode.svg');
  };

  return (
    <Card title={t('title')} data-testid="demo-qrcode">
      <Flex gap={24} wrap>
        <Form layout="vertical" style={{ flex: '1 1 280px', maxWidth: 480 }}>
          <Form.Item label={t('text')}>
            <Input.TextArea
              aria-label={t('text')}
              placeholder={t('textHint')}
              value={text}
              maxLength={1000}
              autoSize={{ minRows: 2, maxRows: 6 }}
              onChange={(e) => setText(e.target.value)}
            />
          </Form.Item>
          <Form.Item label={t('size')}>
            <InputNumber
              aria-label={t('size')}
              min={64}
              max={512}
              step={16}
              value={size}
              onChange={(v) => setSize(v ?? 160)}
            />
          </Form.Item>
          <Flex gap={16}>
            <Form.Item label={t('color')}>
              <ColorPicker value={fg} onChangeComplete={(c) => setFg(c.toHexString())} />
            </Form.Item>
            <Form.Item label={t('background')}>
              <ColorPicker value={bg} onChangeComplete={(c) => setBg(c.toHexString())} />
            </Form.Item>
          </Flex>
          <Button icon={<DownloadOutlined />} disabled={!text} onClick={download}>
            {t('download')}
          </Button>
        </Form>
        <div style={{ padding: 8, background: bg, alignSelf: 'flex-start', maxWidth: '100%', overflow: 'auto' }}>
          {text ? (
            <QRCodeSVG
              ref={svg}
              value={text}
              size={size}
              fgColor={fg}
              bgColor={bg}
              marginSize={1}
              role="img"
              aria-label={`${t('code')}: ${text}`}
              data-value={text}
            />
          ) : (
            <Empty description={t('empty')} />
          )}
        </div>
      </Flex>
    </Card>
  );
}
