import type { ProductRow } from '@iot/contract';
import { Card, Col, Descriptions, Empty, Flex, Row, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRODUCT } from '../texts';
import { categoryName, productName, ProductIcon, PublishTag, useDeviceTypeLabel } from './labels';
import { ProductActions, type ProductHandlers } from './ProductActions';

interface Props extends ProductHandlers {
  rows: ProductRow[];
  loading: boolean;
}

/** The products as cards: one a row on a phone, up to four on a wide screen. */
export function ProductCards({ rows, loading, ...handlers }: Props) {
  const { t } = useTranslation([PRODUCT, 'common']);
  const typeLabel = useDeviceTypeLabel();
  if (!loading && rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Spin spinning={loading}>
      <Row gutter={[16, 16]} data-testid="product-cards">
        {rows.map((row) => (
          <Col key={row.key} xs={24} sm={12} xl={8} xxl={6}>
            <Card size="small" aria-label={productName(row)} styles={{ body: { paddingBottom: 4 } }}>
              <Flex gap={12} align="center" style={{ marginBottom: 8 }}>
                <ProductIcon src={row.icon} size={48} />
                <Flex vertical style={{ minWidth: 0, flex: 1 }}>
                  <Typography.Text strong ellipsis>
                    {productName(row)}
                  </Typography.Text>
                  <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
                    {row.key}
                  </Typography.Text>
                </Flex>
                <PublishTag status={row.status} />
              </Flex>
              <Descriptions
                size="small"
                column={1}
                items={[
                  {
                    key: 'category',
                    label: t('field.category'),
                    children: categoryName(row) || '-',
                  },
                  { key: 'type', label: t('field.deviceType'), children: typeLabel(row.deviceType) },
                  { key: 'devices', label: t('field.deviceTotal'), children: row.deviceTotal },
                ]}
              />
              <ProductActions row={row} {...handlers} />
            </Card>
          </Col>
        ))}
      </Row>
    </Spin>
  );
}
