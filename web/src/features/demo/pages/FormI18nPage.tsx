import { Card, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@/i18n';
import { useThemeConfig } from '@/stores/themeConfig';
import { fieldControl, type FieldName } from './fields';
import { DEMO_PAGES } from './texts';

// Each language named in itself, so a reader of any language finds their own.
const NAMES: Record<Language, string> = { 'zh-cn': '简体中文', en: 'English', 'zh-tw': '繁體中文' };
const FIELDS: FieldName[] = ['name', 'dept', 'account', 'job'];

/** A language switch on the page itself (the same setting as the navbar's) over a form whose labels follow it. */
export function FormI18nPage() {
  const { t } = useTranslation(DEMO_PAGES);
  const language = useThemeConfig((s) => s.themeConfig.globalI18n);
  const setThemeConfig = useThemeConfig((s) => s.setThemeConfig);
  return (
    <Card title={t('formI18n.title')}>
      <Form layout="vertical" style={{ maxWidth: 480 }}>
        <Form.Item label={t('formI18n.language')}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            value={language}
            onChange={(e) => setThemeConfig({ globalI18n: e.target.value as Language })}
            options={LANGUAGES.map((value) => ({ value, label: NAMES[value] }))}
          />
        </Form.Item>
        {FIELDS.map((field) => (
          <Form.Item key={field} name={field} label={t(`common.${field}`)}>
            {fieldControl(field, t)}
          </Form.Item>
        ))}
      </Form>
    </Card>
  );
}
