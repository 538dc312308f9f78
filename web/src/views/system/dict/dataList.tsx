import { ArrowLeftOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Form, Input, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListTable } from '@/components/list-page/ListTable';
import { SearchButtons } from '@/components/list-page/SearchButtons';
import { useListPage } from '@/components/list-page/useListPage';
import { useNavigate, useParams } from 'react-router';
import { dictDataApi, type DictDataListParams, type SysDictData } from '@/api/dict';
import { feedback } from '@/lib/feedback';
import { useRoutesStore } from '@/stores/routes';
import { DataDialog } from './components/DataDialog';
import { useStatusOptions } from './components/status';
import { DATA_PERMS, useDataColumns } from './components/useDataColumns';

interface Filters {
  dictLabel?: string;
  status?: string;
}

/** The dictionary types page as the user's menus place it (GFast's seed path otherwise). */
function useTypesPagePath() {
  const flat = useRoutesStore((s) => s.flat);
  return flat.find((r) => r.component === 'system/dict/index')?.path ?? '/system/dict/type/list';
}

/** /system/dict/data/list/:dictType: the items of one dictionary type. */
export default function DictDataPage() {
  const { dictType = '' } = useParams();
  // Another type starts afresh (filters, page, selection), also when the page is kept alive.
  return <DictDataList key={dictType} dictType={dictType} />;
}

function DictDataList({ dictType }: { dictType: string }) {
  const { t } = useTranslation(['dict', 'common']);
  const navigate = useNavigate();
  const typesPage = useTypesPagePath();
  const queryClient = useQueryClient();
  const statusOptions = useStatusOptions();
  const view = useListPage<Filters, SysDictData>();
  const { filters, page, selected } = view;

  const params: DictDataListParams = {
    dictType,
    dictLabel: filters.dictLabel?.trim() ?? '',
    status: filters.status === undefined || filters.status === '' ? '' : Number(filters.status),
    ...page,
  };
  const list = useQuery({
    queryKey: ['dictData', params],
    queryFn: () => dictDataApi.list(params),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
  view.settlePage(list, rows.length, total);

  /** The list and every screen's options of this type (useDict) are fetched again. */
  const afterChange = () => {
    void queryClient.invalidateQueries({ queryKey: ['dictData'] });
    void queryClient.invalidateQueries({ queryKey: ['dict', dictType] });
  };
  const remove = useMutation({
    mutationFn: (ids: number[]) => dictDataApi.delete(ids),
    onSuccess: (_, ids) => {
      feedback.message.success(t('common:deleted'));
      view.unselect(ids);
      afterChange();
    },
  });
  const columns = useDataColumns({
    onEdit: view.openDialog,
    onDelete: (row) => remove.mutateAsync([row.dictCode]).catch(() => undefined),
  });
  const selectedIds = rows.filter((r) => selected.includes(r.dictCode)).map((r) => r.dictCode);

  return (
    <Flex vertical gap={16}>
      <Card size="small" styles={{ body: { paddingBottom: 0 } }}>
        <Flex align="center" gap={12} wrap style={{ marginBottom: 12 }}>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(typesPage)}>
            {t('data.back')}
          </Button>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('data.title', { type: dictType })}
          </Typography.Title>
        </Flex>
        <Form form={view.searchForm} name="dictDataSearch" layout="vertical" onFinish={view.search}>
          <Row gutter={16} align="bottom">
            <Col xs={24} sm={12} lg={8}>
              <Form.Item name="dictLabel" label={t('data.dictLabel')}>
                <Input allowClear placeholder={t('data.dictLabel')} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} lg={8}>
              <Form.Item name="status" label={t('common:status')}>
                <Select
                  allowClear
                  placeholder={t('common:pleaseSelect', { field: t('common:status') })}
                  options={statusOptions.map((o) => ({ value: o.value, label: o.label }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} lg={8}>
              <SearchButtons onReset={view.reset} />
            </Col>
          </Row>
        </Form>
      </Card>
      <ListTable<SysDictData>
        rowKey="dictCode"
        columns={columns}
        rows={rows}
        loading={list.isFetching}
        scrollX={1250}
        selected={selected}
        onSelect={view.setSelected}
        total={total}
        page={page}
        onPage={view.setPage}
        permissions={DATA_PERMS}
        onAdd={() => view.openDialog()}
        onDelete={() => remove.mutateAsync(selectedIds)}
        deleteLabel={t('batchDelete')}
        deleteConfirm={t('batchDeleteConfirm', { count: selectedIds.length })}
      />
      {view.dialogProps && <DataDialog dictType={dictType} {...view.dialogProps} onSaved={afterChange} />}
    </Flex>
  );
}
