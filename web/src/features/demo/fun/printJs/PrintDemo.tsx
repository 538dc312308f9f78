import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useReactToPrint } from 'react-to-print';
import { formatDate } from '@/lib/date';
import { PRINT } from './texts';
import { SectionTitle } from '@/components/section-title/SectionTitle';

/** Prints one region of the page (react-to-print copies the app's styles into the print frame). */
export function PrintDemo() {
  const { t } = useTranslation(PRINT);
  const area = useRef<HTMLDivElement>(null);
  const print = useReactToPrint({ contentRef: area, documentTitle: t('sheet') });
  return (
    <Card title={t('title')} data-testid="demo-print">
      <Alert type="info" showIcon title={t('intro')} style={{ marginBottom: 16 }} />
      <div ref={area} style={{ padding: 16 }}>
        <SectionTitle look={4}>{t('sheet')}</SectionTitle>
        <Descriptions bordered column={1} size="small">
          <Descriptions.Item label={t('device')}>GW-001</Descriptions.Item>
          <Descriptions.Item label={t('state')}>{t('ok')}</Descriptions.Item>
          <Descriptions.Item label={t('checked')}>{formatDate(new Date(), 'YYYY-mm-dd HH:MM')}</Descriptions.Item>
        </Descriptions>
        <Typography.Paragraph style={{ marginTop: 24 }}>{t('inspector')}</Typography.Paragraph>
      </div>
      <Button type="primary" icon={<PrinterOutlined />} onClick={() => print()}>
        {t('print')}
      </Button>
    </Card>
  );
}
