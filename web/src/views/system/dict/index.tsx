import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Col, Flex, Form, Input, Row, Select } from 'antd';
import { useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '@/components/list-page/ListTable';
import { SearchButtons } from '@/components/list-page/SearchButtons';
import { PAGINATION_DEFAULTS } from '@/components/pagination/Pagination';
import { dictTypeApi, type DictTypeListItem, type DictTypeListParams } from '@/api/dict';
import { feedback } from '@/lib/feedback';
import { useStatusOptions } from './components/status';
import { TypeDialog } from './components/TypeDialog';
import { TYPE_PERMS, useTypeColumns } from './components/useTypeColumns';

interface Filters {
  dictName?: string;
  dictType?: string;
  status?: string;
}

const toParams = (f: Filters, pageNum: number, pageSize: number): DictTypeListParams => ({
  dictName: f.dictName?.trim() ?? '',
  dictType: f.dictType?.trim() ?? '',
  status: f.status === undefined || f.status === '' ? '' : Number(f.status),
  pageNum,
  pageSize,
});

/** Dictionary types: search, paged list, add / edit / delete (also in batches); a type opens its items. */
export default function DictTypePage() {
  const { t } = useTranslation(['dict', 'common']);
  const queryClient = useQueryClient();
  const statusOptions = useStatusOptions();
  const [searchForm] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState<{ pageNum: number; pageSize: number }>({
    pageNum: PAGINATION_DEFAULTS.page,
    pageSize: PAGINATION_DEFAULTS.limit,
  });
  const [selected, setSelected] = useState<Key[]>([]);
  const [dialog, setDialog] = useState<{ row?: DictTypeListItem; open: boolean } | null>(null);

  const params = toParams(filters, page.pageNum, page.pageSize);
  const list = useQuery({
    queryKey: ['dictTypes', params],
    queryFn: () => dictTypeApi.list(params),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.dictTypeList ?? [];
  const total = list.data?.total ?? 0;
  // After deleting the last rows of the last page, show the page before it.
  if (list.isSuccess && !list.isPlaceholderData && rows.length === 0 && page.pageNum > 1 && total > 0) {
    setPage({ ...page, pageNum: Math.ceil(total / page.pageSize) });
  }

  /** The list, and every screen's cached options of the touched types, are fetched again. */
  const afterChange = (types: string[]) => {
    void queryClient.invalidateQueries({ queryKey: ['dictTypes'] });
    for (const type of new Set(types)) void queryClient.invalidateQueries({ queryKey: ['dict', type] });
  };
  const remove = useMutation({
    mutationFn: (items: DictTypeListItem[]) => dictTypeApi.delete(items.map((r) => r.dictId)),
    onSuccess: (_, items) => {
      feedback.message.success(t('common:deleted'));
      setSelected((keys) => keys.filter((k) => !items.some((r) => r.dictId === k)));
      afterChange(items.map((r) => r.dictType));
    },
  });
  const columns = useTypeColumns({
    onEdit: (row) => setDialog({ row, open: true }),
    onDelete: (row) => remove.mutateAsync([row]).catch(() => undefined),
  });
  const selectedRows = rows.filter((r) => selected.includes(r.dictId));

  const search = (values: Filters) => {
    setFilters(values);
    setPage((p) => ({ ...p, pageNum: 1 }));
  };

  return (
    <Flex vertical gap={16}>
      <Card size="small" styles={{ body: { paddingBottom: 0 } }}>
        <Form form={searchForm} name="dictTypeSearch" layout="vertical" onFinish={search}>
          <Row gutter={16} align="bottom">
            <Col xs={24} sm={12} lg={6}>
              <Form.Item name="dictName" label={t('type.dictName')}>
                <Input allowClear placeholder={t('type.dictName')} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <Form.Item name="dictType" label={t('type.dictType')}>
                <Input allowClear placeholder={t('type.dictType')} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <Form.Item name="status" label={t('common:status')}>
                <Select
                  allowClear
                  placeholder={t('common:pleaseSelect', { field: t('common:status') })}
                  options={statusOptions.map((o) => ({ value: o.value, label: o.label }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <SearchButtons
                onReset={() => {
                  searchForm.resetFields();
                  search({});
                }}
              />
            </Col>
          </Row>
        </Form>
      </Card>
      <ListTable<DictTypeListItem>
        rowKey="dictId"
        columns={columns}
        rows={rows}
        loading={list.isFetching}
        scrollX={1200}
        selected={selected}
        onSelect={setSelected}
        total={total}
        page={page}
        onPage={setPage}
        permissions={TYPE_PERMS}
        onAdd={() => setDialog({ open: true })}
        onDelete={() => remove.mutateAsync(selectedRows)}
        deleteLabel={t('batchDelete')}
        deleteConfirm={t('batchDeleteConfirm', { count: selectedRows.length })}
      />
      {dialog && (
        <TypeDialog
          row={dialog.row}
          open={dialog.open}
          onClose={() => setDialog((d) => d && { ...d, open: false })}
          afterClose={() => setDialog(null)}
          onSaved={afterChange}
        />
      )}
    </Flex>
  );
}
