import type { ProductDetail } from '@iot/contract';
import { Alert, Flex, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyText } from '@/components/copy-text/CopyText';
import { SectionTitle } from '@/components/section-title/SectionTitle';
import { PRODUCT } from '../texts';
import { CustomTopics } from './CustomTopics';
import { DEVICE_KEY_PLACEHOLDER, systemTopics, type SystemTopic } from './topics';

/**
 * The MQTT topics a device of this product uses: the system topics with their direction and what
 * they carry, then the product's custom topics (add, edit, delete).
 */
export function TopicsTab({ product }: { product: ProductDetail }) {
  const { t } = useTranslation([PRODUCT, 'common']);
  const topics = systemTopics(product.key, product.deviceType, product.tsl);
  return (
    <Flex vertical gap={12}>
      <SectionTitle style={{ margin: 0 }}>{t('topic.system')}</SectionTitle>
      <Alert type="info" showIcon title={t('topic.hint', { placeholder: DEVICE_KEY_PLACEHOLDER })} />
      <Table<SystemTopic>
        rowKey="topic"
        size="middle"
        pagination={false}
        dataSource={topics}
        scroll={{ x: 760 }}
        columns={[
          {
            title: t('topic.topic'),
            dataIndex: 'topic',
            render: (topic: string) => <CopyText value={topic} copyLabel={t('copy', { what: topic })} />,
          },
          {
            title: t('topic.direction'),
            dataIndex: 'direction',
            width: 150,
            render: (d: SystemTopic['direction']) => (
              <Tag color={d === 'up' ? 'blue' : 'green'}>{t(d === 'up' ? 'topic.up' : 'topic.down')}</Tag>
            ),
          },
          {
            title: t('topic.description'),
            key: 'description',
            width: 260,
            render: (_, row) => t(`topic.kind.${row.kind}`, { about: row.about ?? '' }),
          },
        ]}
      />
      <SectionTitle style={{ margin: '12px 0 0' }}>{t('topic.custom')}</SectionTitle>
      <CustomTopics productKey={product.key} />
    </Flex>
  );
}
