import { AppstoreOutlined, CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Popover, Space, Tooltip, theme } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from './MenuIcon';
import { iconNames } from './registry';
import { ICON_PICKER } from './texts';

export interface IconPickerProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * An icon name input (controlled, fits antd Form) with a searchable grid of the registry's icons.
 * Typing a name works too; an unknown name shows the neutral fallback icon.
 */
export function IconPicker({ value = '', onChange, id, placeholder, disabled }: IconPickerProps) {
  const { t } = useTranslation(ICON_PICKER);
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const matches = useMemo(() => {
    const k = keyword.trim().toLowerCase();
    return k ? iconNames.filter((n) => n.toLowerCase().includes(k)) : iconNames;
  }, [keyword]);

  const choose = (name: string) => {
    onChange?.(name);
    setOpen(false);
  };

  const grid = (
    <div style={{ width: 'min(360px, 80vw)' }}>
      <Input
        allowClear
        autoFocus
        prefix={<SearchOutlined />}
        placeholder={t('search')}
        aria-label={t('search')}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
      />
      {matches.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
      ) : (
        <div
          role="listbox"
          aria-label={t('choose')}
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(40px, 1fr))',
            gap: token.paddingXXS,
            marginTop: token.paddingXS,
            maxHeight: 240,
            overflowY: 'auto',
          }}
        >
          {matches.map((name) => {
            return (
              <Button
                key={name}
                role="option"
                aria-selected={name === value}
                aria-label={name}
                title={name}
                type={name === value ? 'primary' : 'text'}
                icon={<MenuIcon name={name} />}
                onClick={() => choose(name)}
              />
            );
          })}
        </div>
      )}
    </div>
  );

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={id}
        value={value}
        disabled={disabled}
        placeholder={placeholder ?? t('placeholder')}
        prefix={<span style={{ display: 'inline-flex', width: 16 }}>{value ? <MenuIcon name={value} /> : null}</span>}
        allowClear={{ clearIcon: <CloseCircleFilled aria-label={t('clear')} /> }}
        onChange={(e) => onChange?.(e.target.value.trim())}
        maxLength={255}
      />
      <Popover
        content={grid}
        trigger="click"
        open={open && !disabled}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setKeyword('');
        }}
        placement="bottomRight"
      >
        <Tooltip title={t('choose')}>
          <Button icon={<AppstoreOutlined />} aria-label={t('choose')} disabled={disabled} />
        </Tooltip>
      </Popover>
    </Space.Compact>
  );
}
