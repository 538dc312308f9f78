import { Alert, Button, Card, Form, Input, Result, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEMO_PARAMS } from './texts';

export interface ParamsValues {
  tagsViewName: string;
  id: string;
}

interface ParamsFormProps {
  kind: 'common' | 'dynamic';
  onOpen: (values: ParamsValues) => void;
}

/** The form both route demos share: a tab name (plain or per language) and an id, then "open". */
export function ParamsForm({ kind, onOpen }: ParamsFormProps) {
  const { t, i18n } = useTranslation(DEMO_PARAMS);
  const [form] = Form.useForm<ParamsValues>();
  const [mode, setMode] = useState<'plain' | 'i18n'>('plain');
  const dynamic = kind === 'dynamic';

  // The per-language name is JSON the tab bar reads in the current language.
  const fillName = (next: 'plain' | 'i18n') => {
    setMode(next);
    const name =
      next === 'i18n'
        ? JSON.stringify({
            'zh-cn': i18n.getFixedT('zh-cn', DEMO_PARAMS)('sampleName'),
            en: i18n.getFixedT('en', DEMO_PARAMS)('sampleName'),
            'zh-tw': i18n.getFixedT('zh-tw', DEMO_PARAMS)('sampleName'),
          })
        : t('sampleName');
    form.setFieldValue('tagsViewName', name);
  };

  return (
    <Card>
      <Result
        status={dynamic ? 'warning' : 'success'}
        title={t(kind)}
        subTitle={t(dynamic ? 'dynamicSub' : 'commonSub')}
        style={{ paddingBottom: 0 }}
      />
      <Alert type="info" showIcon title={t('hint')} style={{ marginBottom: 16 }} />
      <Form<ParamsValues>
        form={form}
        layout="vertical"
        style={{ maxWidth: 560, margin: '0 auto' }}
        initialValues={{ tagsViewName: '', id: '' }}
        onFinish={(values) => onOpen({ tagsViewName: values.tagsViewName.trim(), id: values.id.trim() })}
      >
        <Form.Item>
          <Segmented
            value={mode}
            onChange={(v) => fillName(v as 'plain' | 'i18n')}
            options={[
              { value: 'plain', label: t('plainDemo') },
              { value: 'i18n', label: t('i18nDemo') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="tagsViewName"
          label={t('tagsViewName')}
          rules={dynamic ? [{ required: true, whitespace: true, message: t('tagsViewNameRequired') }] : undefined}
        >
          <Input allowClear />
        </Form.Item>
        <Form.Item
          name="id"
          label={t('id')}
          rules={dynamic ? [{ required: true, whitespace: true, message: t('idRequired') }] : undefined}
        >
          <Input allowClear />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('open')}
        </Button>
      </Form>
    </Card>
  );
}
