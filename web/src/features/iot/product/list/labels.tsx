// How products show everywhere in the feature: device type and status in the user's language, the
// seeded product's and categories' names too, the icon, and where a product's detail page is.
import { AppstoreOutlined } from '@ant-design/icons';
import type { DeviceType, ProductRow } from '@iot/contract';
import { DEVICE_TYPES } from '@iot/contract/iot';
import { Avatar, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { seededCategoryName, seededProductName } from '@/i18n/seeded';
import { useRoutesStore } from '@/routing/routes';
import { PRODUCT } from '../texts';

/** The text key of each device type (the wire's values are Chinese). */
const TYPE_KEYS: Record<DeviceType, string> = { 设备: 'device', 网关: 'gateway', 子设备: 'subDevice' };

/** A device type in the user's language (an unknown one as sent). */
export function useDeviceTypeLabel() {
  const { t } = useTranslation(PRODUCT);
  return (type: string) => (type in TYPE_KEYS ? t(`deviceType.${TYPE_KEYS[type as DeviceType]}`) : type);
}

/** The device types as select options, labels translated. */
export function useDeviceTypeOptions() {
  const label = useDeviceTypeLabel();
  return DEVICE_TYPES.map((value) => ({ value, label: label(value) }));
}

/** A product's name (a seeded product's in the user's language). */
export const productName = (row: Pick<ProductRow, 'key' | 'name'>) => seededProductName(row.key, row.name);

/** A product's category's name (a seeded category's in the user's language). */
export function categoryName(row: Pick<ProductRow, 'categoryName' | 'category'>): string {
  const name = row.categoryName || row.category?.name || '';
  return name && seededCategoryName(undefined, name);
}

/** Published / not published as select options. */
export function usePublishChoices() {
  const { t } = useTranslation(PRODUCT);
  return [
    { value: 1 as const, label: t('status.published') },
    { value: 0 as const, label: t('status.unpublished') },
  ];
}

export function PublishTag({ status }: { status: number }) {
  const { t } = useTranslation(PRODUCT);
  return (
    <Tag color={status === 1 ? 'success' : 'default'}>
      {t(status === 1 ? 'status.published' : 'status.unpublished')}
    </Tag>
  );
}

/** The product's icon, or a generic one. */
export function ProductIcon({ src, size = 40 }: { src?: string; size?: number }) {
  return <Avatar shape="square" size={size} src={src || undefined} icon={<AppstoreOutlined />} alt="" />;
}

/** The detail page of a product, as the user's menus place it (the seeded path otherwise). */
export function useDetailPath() {
  const flat = useRoutesStore((s) => s.flat);
  const pattern = flat.find((r) => r.component === 'iot/product/list/detail')?.path ?? '/iot/product/detail/:id';
  return (key: string) => pattern.replace(':id', encodeURIComponent(key));
}
