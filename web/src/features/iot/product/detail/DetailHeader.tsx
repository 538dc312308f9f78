import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ProductDetail } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { Button, Card, Flex, Popconfirm, Statistic, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/copy-text/CopyText';
import { Auth } from '@/components/auth';
import { productName, ProductIcon, PublishTag } from '../list/labels';
import { useProductWrites } from '../list/useProductWrites';
import { PRODUCT } from '../texts';
import { SectionTitle } from '@/components/section-title/SectionTitle';

interface Props {
  product: ProductDetail;
  onBack: () => void;
}

/** The product's icon, name, key (to copy), status with the publish switch, and its device count. */
export function DetailHeader({ product: p, onBack }: Props) {
  const { t } = useTranslation([PRODUCT, 'common']);
  const writes = useProductWrites();
  const published = p.status === 1;
  return (
    <Card size="small">
      <Flex gap={16} align="center" wrap justify="space-between">
        <Flex gap={12} align="center" wrap style={{ minWidth: 0 }}>
          <Button icon={<ArrowLeftOutlined />} aria-label={t('back')} title={t('back')} onClick={onBack} />
          <ProductIcon src={p.icon} size={56} />
          <Flex vertical style={{ minWidth: 0 }}>
            <SectionTitle look={4} style={{ margin: 0 }} ellipsis>
              {productName(p)}
            </SectionTitle>
            <Flex align="center" gap={4}>
              <Typography.Text type="secondary">{p.key}</Typography.Text>
              <CopyButton text={p.key} label={t('copy', { what: t('field.key') })} />
            </Flex>
          </Flex>
          <PublishTag status={p.status} />
        </Flex>
        <Flex gap={24} align="center" wrap>
          <Auth value={PERMISSIONS.product.deploy}>
            <Flex gap={8} align="center">
              <Typography.Text>{t('publish.switch')}</Typography.Text>
              <Popconfirm
                title={t(published ? 'publish.undoConfirm' : 'publish.confirm', { name: productName(p) })}
                okText={t('common:ok')}
                cancelText={t('common:cancel')}
                onConfirm={() => writes.setPublished(p, !published)}
              >
                <Switch checked={published} loading={writes.publishing} aria-label={t('publish.switch')} />
              </Popconfirm>
            </Flex>
          </Auth>
          <Statistic title={t('field.deviceTotal')} value={p.deviceTotal} />
        </Flex>
      </Flex>
    </Card>
  );
}
