import { PlusOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@iot/contract/permissions';
import type { TslKind } from '@iot/contract/tsl';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { useActionsColumn } from '@/components/list-page/RowActions';
import { feedback } from '@/lib/feedback';
import { invalidateProducts, tslApi, type TslEntry } from '../api';
import { PRODUCT } from '../texts';
import { TslEntryDialog } from './TslEntryDialog';
import { useTslColumns } from './useTslColumns';

const EDIT = PERMISSIONS.product.tsl;

interface Props {
  kind: TslKind;
  productKey: string;
  rows: TslEntry[];
  /** Every key of the object model (keys are unique across the four kinds). */
  allKeys: string[];
  /** The server refuses changes (a published product's properties): buttons disabled. */
  locked: boolean;
}

/** One kind of object-model entries as a table, with add / edit / delete. */
export function TslTable({ kind, productKey, rows, allKeys, locked }: Props) {
  const { t } = useTranslation([PRODUCT, 'common']);
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<{ row?: TslEntry; open: boolean } | null>(null);
  const afterChange = () => void invalidateProducts(queryClient);
  const remove = useMutation({
    mutationFn: (row: TslEntry) => tslApi.delete(kind, productKey, row.key),
    onSuccess: () => {
      feedback.message.success(t('common:deleted'));
      afterChange();
    },
  });
  const actions = useActionsColumn<TslEntry>({
    permissions: { edit: EDIT, delete: EDIT },
    name: (row) => row.name,
    onEdit: (row) => setDialog({ row, open: true }),
    onDelete: (row) => remove.mutateAsync(row).catch(() => undefined),
    locked: () => (locked ? t('tsl.publishedLock') : undefined),
  });
  const columns = [...useTslColumns(kind), actions];
  return (
    <>
      <Auth value={EDIT}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={locked}
          onClick={() => setDialog({ open: true })}
          style={{ marginBottom: 12 }}
        >
          {t(`tsl.add.${kind}`)}
        </Button>
      </Auth>
      <Table<TslEntry>
        rowKey="key"
        size="middle"
        columns={columns}
        dataSource={rows}
        scroll={{ x: 900 }}
        pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      />
      {dialog && (
        <TslEntryDialog
          kind={kind}
          productKey={productKey}
          row={dialog.row}
          taken={allKeys.filter((k) => k !== dialog.row?.key)}
          open={dialog.open}
          onClose={() => setDialog((d) => d && { ...d, open: false })}
          afterClose={() => setDialog(null)}
          onSaved={afterChange}
        />
      )}
    </>
  );
}
