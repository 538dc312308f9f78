import { TranslationOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@/i18n';
import { useThemeConfig } from '@/stores/themeConfig';
import { ToolButton } from '@/components/tool-button/ToolButton';

// Each language is named in itself, so a reader of any language can find their own.
export const LANGUAGE_NAMES: Record<Language, string> = { 'zh-cn': '简体中文', en: 'English', 'zh-tw': '繁體中文' };

/** Language: zh-cn, en or zh-tw (themeConfig.globalI18n; the app switches i18next, antd and dayjs). */
export function LanguageSwitch() {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  const language = useThemeConfig((s) => s.themeConfig.globalI18n);
  const setThemeConfig = useThemeConfig((s) => s.setThemeConfig);
  return (
    <Dropdown
      onOpenChange={setOpen}
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LANGUAGES.map((key) => ({ key, label: LANGUAGE_NAMES[key] })),
        onClick: ({ key }) => setThemeConfig({ globalI18n: key as Language }),
      }}
    >
      <ToolButton menuOpen={open} label={t('layout.language')} icon={<TranslationOutlined />} />
    </Dropdown>
  );
}
