import type { ProductRow } from '@iot/contract';
import { Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { NARROW_WIDTH, useWidthAtLeast } from '@/lib/viewport';
import { PRODUCT } from '../texts';
import { categoryName, productName, ProductIcon, PublishTag, useDeviceTypeLabel } from './labels';
import { ProductActions, type ProductHandlers } from './ProductActions';

/** The product table's columns: the icon beside name and key, then category, type, status, devices. */
export function useProductColumns(handlers: ProductHandlers): ColumnsType<ProductRow> {
  const { t } = useTranslation([PRODUCT, 'common']);
  const pin = useWidthAtLeast(NARROW_WIDTH);
  const typeLabel = useDeviceTypeLabel();
  return [
    {
      title: t('field.name'),
      key: 'name',
      width: 240,
      fixed: pin ? 'left' : undefined,
      render: (_, row) => (
        <Flex gap={8} align="center">
          <ProductIcon src={row.icon} size={32} />
          <Flex vertical style={{ minWidth: 0 }}>
            <Typography.Text ellipsis>{productName(row)}</Typography.Text>
            <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
              {row.key}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    {
      title: t('field.category'),
      key: 'category',
      width: 140,
      ellipsis: true,
      render: (_, row) => categoryName(row),
    },
    { title: t('field.deviceType'), dataIndex: 'deviceType', width: 100, render: typeLabel },
    { title: t('common:status'), dataIndex: 'status', width: 100, render: (s: number) => <PublishTag status={s} /> },
    { title: t('field.deviceTotal'), dataIndex: 'deviceTotal', width: 90, align: 'right' },
    { title: t('common:createdAt'), dataIndex: 'createdAt', width: 170 },
    {
      title: t('common:actions'),
      key: 'actions',
      width: 330,
      fixed: pin ? 'right' : undefined,
      render: (_, row) => <ProductActions row={row} {...handlers} />,
    },
  ];
}
