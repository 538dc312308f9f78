import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Empty, Image, Row, Slider, Space, Typography, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { saveFile } from '@/lib/saveFile';
import { cropToBlob } from './crop';
import { CROPPER } from './texts';
import { SectionTitle } from '@/components/section-title/SectionTitle';

/** Pick a local picture, crop a square out of it, preview it at two sizes and download it. */
export function CropperDemo() {
  const { t } = useTranslation(CROPPER);
  const { token } = theme.useToken();
  const picker = useRef<HTMLInputElement>(null);
  const [src, setSrc] = useState<string>();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [result, setResult] = useState<{ blob: Blob; url: string }>();
  const area = useRef<Area>(undefined);

  // Object URLs hold the file in memory until revoked.
  useEffect(() => () => void (src && URL.revokeObjectURL(src)), [src]);
  useEffect(() => () => void (result && URL.revokeObjectURL(result.url)), [result]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return feedback.message.warning(t('notImage'));
    setSrc(URL.createObjectURL(file));
    setZoom(1);
    setResult(undefined);
  };

  const render = async () => {
    if (!src || !area.current) return;
    try {
      const blob = await cropToBlob(src, area.current);
      setResult({ blob, url: URL.createObjectURL(blob) });
    } catch {
      feedback.message.error(t('failed'));
    }
  };

  return (
    <Card title={t('title')} data-testid="demo-cropper">
      <Alert type="info" showIcon title={t('intro')} style={{ marginBottom: 16 }} />
      <input
        ref={picker}
        type="file"
        accept="image/*"
        hidden
        data-testid="cropper-file"
        onChange={(e) => choose(e.target.files?.[0])}
      />
      <Button icon={<UploadOutlined />} onClick={() => picker.current?.click()} style={{ marginBottom: 16 }}>
        {t('choose')}
      </Button>
      {src ? (
        <Row gutter={[24, 16]}>
          <Col xs={24} md={14}>
            <div style={{ position: 'relative', height: 360, background: token.colorBgLayout }}>
              <Cropper
                image={src}
                crop={crop}
                zoom={zoom}
                aspect={1}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_, pixels) => {
                  area.current = pixels;
                }}
                onInteractionEnd={() => void render()}
                onMediaLoaded={() => setTimeout(() => void render())}
              />
            </div>
            <Space style={{ width: '100%', marginTop: 8 }}>
              <Typography.Text>{t('zoom')}</Typography.Text>
              <Slider
                aria-label={t('zoom')}
                min={1}
                max={3}
                step={0.1}
                value={zoom}
                onChange={setZoom}
                onChangeComplete={() => void render()}
                style={{ width: 200 }}
              />
            </Space>
          </Col>
          <Col xs={24} md={10}>
            <SectionTitle>{t('preview')}</SectionTitle>
            {result && (
              <Space align="end" wrap>
                <Image src={result.url} width={100} height={100} alt={t('preview')} />
                <Image src={result.url} width={50} height={50} alt={t('preview')} style={{ borderRadius: '50%' }} />
                <Button icon={<DownloadOutlined />} onClick={() => saveFile(result.blob, 'cropped.png')}>
                  {t('download')}
                </Button>
              </Space>
            )}
          </Col>
        </Row>
      ) : (
        <Empty description={t('empty')} />
      )}
    </Card>
  );
}
