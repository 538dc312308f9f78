import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Col, Flex, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListTable } from '@/components/list-page/ListTable';
import { SearchButtons } from '@/components/list-page/SearchButtons';
import { useListPage } from '@/components/list-page/useListPage';
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
  const view = useListPage<Filters, DictTypeListItem>();
  const { filters, page, selected } = view;

  const params = toParams(filters, page.pageNum, page.pageSize);
  const list = useQuery({
    queryKey: ['dictTypes', params],
    queryFn: () => dictTypeApi.list(params),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.dictTypeList ?? [];
  const total = list.data?.total ?? 0;
  view.settlePage(list, rows.length, total);

  /** The list, and every screen's cached options of the touched types, are fetched again. */
  const afterChange = (types: string[]) => {
    void queryClient.invalidateQueries({ queryKey: ['dictTypes'] });
    for (const type of new Set(types)) void queryClient.invalidateQueries({ queryKey: ['dict', type] });
  };
  const remove = useMutation({
    mutationFn: (items: DictTypeListItem[]) => dictTypeApi.delete(items.map((r) => r.dictId)),
    onSuccess: (_, items) => {
      feedback.message.success(t('common:deleted'));
      view.unselect(items.map((r) => r.dictId));
      afterChange(items.map((r) => r.dictType));
    },
  });
  const columns = useTypeColumns({
    onEdit: view.openDialog,
    onDelete: (row) => remove.mutateAsync([row]).catch(() => undefined),
  });
  const selectedRows = rows.filter((r) => selected.includes(r.dictId));

  return (
    <Flex vertical gap={16}>
      <Card size="small" styles={{ body: { paddingBottom: 0 } }}>
        <Form form={view.searchForm} name="dictTypeSearch" layout="vertical" onFinish={view.search}>
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
              <SearchButtons onReset={view.reset} />
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
        onSelect={view.setSelected}
        total={total}
        page={page}
        onPage={view.setPage}
        permissions={TYPE_PERMS}
        onAdd={() => view.openDialog()}
        onDelete={() => remove.mutateAsync(selectedRows)}
        deleteLabel={t('batchDelete')}
        deleteConfirm={t('batchDeleteConfirm', { count: selectedRows.length })}
      />
      {view.dialogProps && <TypeDialog {...view.dialogProps} onSaved={afterChange} />}
    </Flex>
  );
}
