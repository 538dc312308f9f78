import { Alert, Card, Form, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconPicker } from '@/components/icon/IconPicker';
import { MenuIcon } from '@/components/icon/MenuIcon';
import { ICON_SELECTOR } from './texts';
import { SectionTitle } from '@/components/section-title/SectionTitle';

/** The menu form's icon picker on its own, with the chosen icon and its properties. */
export function IconSelectorDemo() {
  const { t } = useTranslation(ICON_SELECTOR);
  const [icon, setIcon] = useState('HomeOutlined');
  const rows = [
    { name: 'value', type: 'string', desc: t('valueDesc') },
    { name: 'onChange', type: '(value: string) => void', desc: t('onChangeDesc') },
    { name: 'placeholder', type: 'string', desc: t('placeholderDesc') },
    { name: 'disabled', type: 'boolean', desc: t('disabledDesc') },
  ];
  return (
    <Card title={t('title')} data-testid="demo-icon-selector">
      <Alert type="info" showIcon title={t('intro')} style={{ marginBottom: 16 }} />
      <Form layout="vertical" style={{ maxWidth: 420 }}>
        <Form.Item label={t('picker')} htmlFor="demo-icon">
          <IconPicker id="demo-icon" value={icon} onChange={setIcon} placeholder={t('placeholder')} />
        </Form.Item>
      </Form>
      <Space style={{ marginBottom: 24 }}>
        <Typography.Text>{t('chosen')}</Typography.Text>
        {icon ? (
          <Typography.Text data-testid="chosen-icon" style={{ fontSize: 24 }}>
            <MenuIcon name={icon} /> <Typography.Text code>{icon}</Typography.Text>
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('none')}</Typography.Text>
        )}
      </Space>
      <SectionTitle>{t('props')}</SectionTitle>
      <Table
        rowKey="name"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={rows}
        columns={[
          { title: t('name'), dataIndex: 'name' },
          { title: t('desc'), dataIndex: 'desc' },
          { title: t('type'), dataIndex: 'type', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
        ]}
      />
    </Card>
  );
}
