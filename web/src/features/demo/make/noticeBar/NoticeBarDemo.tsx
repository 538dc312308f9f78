import { BellOutlined, SoundOutlined } from '@ant-design/icons';
import { Button, Card, Carousel, Space, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { NoticeBar } from './NoticeBar';
import { NOTICE_BAR } from './texts';
import { SectionTitle } from '@/components/section-title/SectionTitle';

const LINES = ['one', 'two', 'three', 'four'] as const;

/** The notice bar's modes: scrolling, styled and closeable, link, and a vertical ticker. */
export function NoticeBarDemo() {
  const { t } = useTranslation(NOTICE_BAR);
  const { token } = theme.useToken();
  const [closed, setClosed] = useState(0);
  const section = (title: string) => <SectionTitle style={{ marginTop: 16 }}>{title}</SectionTitle>;
  return (
    <Card title={t('title')} data-testid="demo-notice-bar">
      {section(t('basic'))}
      <NoticeBar label={t('basic')} text={t('text')} leftIcon={<SoundOutlined />} />
      {section(t('styled'))}
      <Space orientation="vertical" style={{ width: '100%' }}>
        <NoticeBar
          key={closed}
          label={t('styled')}
          closeLabel={t('closed')}
          mode="closeable"
          text={t('text')}
          color={token.colorText}
          background={token.colorPrimaryBg}
          leftIcon={<BellOutlined />}
          speed={40}
          onClose={() => feedback.message.info(t('closed'))}
        />
        <Button size="small" onClick={() => setClosed((n) => n + 1)}>
          {t('reopen')}
        </Button>
      </Space>
      {section(t('link'))}
      <NoticeBar
        label={t('link')}
        mode="link"
        text={t('text')}
        speed={0}
        onLink={() => window.open('https://github.com/tiger1103/gfast', '_blank', 'noopener')}
      />
      {section(t('vertical'))}
      <NoticeBar label={t('vertical')} leftIcon={<BellOutlined />}>
        <Carousel dotPlacement="start" dots={false} autoplay autoplaySpeed={3000} style={{ width: '100%', height: 40 }}>
          {LINES.map((line) => (
            <div key={line}>
              <div style={{ lineHeight: '40px', height: 40 }}>{t(`lines.${line}`)}</div>
            </div>
          ))}
        </Carousel>
      </NoticeBar>
    </Card>
  );
}
