import type { ProductTopic, TopicAccess } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { TOPIC_DEVICE_KEY } from '@iot/contract/product-topic';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyText } from '@/components/copy-text/CopyText';
import { useActionsColumn } from '@/components/list-page/RowActions';
import { TableCard } from '@/components/list-page/TableCard';
import { feedback } from '@/lib/feedback';
import { productTopicsQuery, topicApi } from '../api';
import { PRODUCT } from '../texts';
import { TopicDialog } from './TopicDialog';

const EDIT = PERMISSIONS.product.topic;
const ACCESS_COLOR: Record<TopicAccess, string> = { pub: 'blue', sub: 'green', both: 'purple' };

/** The product's custom topics: a table with add, edit and delete. */
export function CustomTopics({ productKey }: { productKey: string }) {
  const { t } = useTranslation([PRODUCT, 'common']);
  const queryClient = useQueryClient();
  const query = productTopicsQuery(productKey);
  const topics = useQuery(query);
  const [dialog, setDialog] = useState<{ row?: ProductTopic; open: boolean } | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: query.queryKey });
  const remove = useMutation({
    mutationFn: (row: ProductTopic) => topicApi.delete(productKey, row.id),
    onSuccess: () => {
      feedback.message.success(t('common:deleted'));
      refresh();
    },
  });
  const actions = useActionsColumn<ProductTopic>({
    permissions: { edit: EDIT, delete: EDIT },
    name: (row) => row.name,
    onEdit: (row) => setDialog({ row, open: true }),
    onDelete: (row) => remove.mutateAsync(row).catch(() => undefined),
  });
  const columns: ColumnsType<ProductTopic> = [
    { title: t('topic.name'), dataIndex: 'name', width: 160 },
    {
      title: t('topic.topic'),
      dataIndex: 'topic',
      minWidth: 280,
      render: (topic: string) => <CopyText value={topic} copyLabel={t('copy', { what: topic })} />,
    },
    {
      title: t('topic.access'),
      dataIndex: 'access',
      width: 160,
      render: (a: TopicAccess) => <Tag color={ACCESS_COLOR[a]}>{t(`topic.accessName.${a}`)}</Tag>,
    },
    { title: t('common:remark'), dataIndex: 'remark', width: 200, ellipsis: true },
    actions,
  ];
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{t('topic.customHint', { placeholder: TOPIC_DEVICE_KEY })}</Typography.Text>
      <TableCard<ProductTopic>
        toolbar={{ add: { permission: EDIT, onClick: () => setDialog({ open: true }) } }}
        rowKey="id"
        columns={columns}
        rows={topics.data ?? []}
        loading={topics.isFetching}
        empty={t('topic.empty')}
      />
      {dialog && (
        <TopicDialog
          productKey={productKey}
          row={dialog.row}
          open={dialog.open}
          onClose={() => setDialog((d) => d && { ...d, open: false })}
          afterClose={() => setDialog(null)}
          onSaved={refresh}
        />
      )}
    </Flex>
  );
}
