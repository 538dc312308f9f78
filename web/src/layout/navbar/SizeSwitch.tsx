import { FontSizeOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useThemeConfig, type ComponentSize } from '@/stores/themeConfig';
import { ToolButton } from '@/components/tool-button/ToolButton';

export const SIZES: ComponentSize[] = ['large', 'default', 'small'];

/** The size menu's items and handler, shared by the button and the overflow menu. */
export function useSizeMenu() {
  const { t } = useTranslation('navbar');
  const size = useThemeConfig((s) => s.themeConfig.globalComponentSize);
  const setThemeConfig = useThemeConfig((s) => s.setThemeConfig);
  return {
    label: t('size.label'),
    selected: size,
    items: SIZES.map((key) => ({ key, label: t(`size.${key}`) })),
    choose: (key: string) => {
      if ((SIZES as string[]).includes(key)) setThemeConfig({ globalComponentSize: key as ComponentSize });
    },
  };
}

/** Component size: large, default or small (themeConfig.globalComponentSize). */
export function SizeSwitch() {
  const { label, selected, items, choose } = useSizeMenu();
  const [open, setOpen] = useState(false);
  const menu: MenuProps = { selectable: true, selectedKeys: [selected], items, onClick: ({ key }) => choose(key) };
  return (
    <Dropdown onOpenChange={setOpen} menu={menu} trigger={['click']}>
      <ToolButton menuOpen={open} label={label} icon={<FontSizeOutlined />} />
    </Dropdown>
  );
}
