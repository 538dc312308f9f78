import { ArrowLeftOutlined } from '@ant-design/icons';
import type { SysDictData } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ListPage } from '@/components/list-page/ListPage';
import { useListPage } from '@/components/list-page/useListPage';
import { feedback } from '@/lib/feedback';
import { useRoutesStore } from '@/routing/routes';
import { dictDataApi, dictDataListQuery, invalidateDictData } from './api';
import { DataDialog } from './components/DataDialog';
import { statusFilter, useStatusChoices } from './components/status';
import { useDataColumns } from './components/useDataColumns';
import { DICT } from './texts';
import { SectionTitle } from '@/components/section-title/SectionTitle';

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
export function DictDataPage() {
  const { dictType = '' } = useParams();
  // Another type starts afresh (filters, page, selection), also when the page is kept alive.
  return <DictDataList key={dictType} dictType={dictType} />;
}

function DictDataList({ dictType }: { dictType: string }) {
  const { t } = useTranslation([DICT, 'common']);
  const navigate = useNavigate();
  const typesPage = useTypesPagePath();
  const queryClient = useQueryClient();
  const statusChoices = useStatusChoices();
  const view = useListPage<Filters, SysDictData>();
  const { selected } = view;

  const list = useQuery({
    // GFast's list takes every filter, '' for any.
    ...dictDataListQuery({ dictType, dictLabel: '', ...view.request, status: statusFilter(view.params.status) }),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
  view.settlePage(list, rows.length, total);

  const afterChange = () => invalidateDictData(queryClient, dictType);
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

  const header = (
    <Flex align="center" gap={12} wrap style={{ marginBottom: 12 }}>
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(typesPage)}>
        {t('data.back')}
      </Button>
      <SectionTitle style={{ margin: 0 }}>{t('data.title', { type: dictType })}</SectionTitle>
    </Flex>
  );
  return (
    <ListPage<Filters, SysDictData>
      search={{
        ...view.searchProps,
        name: 'dictDataSearch',
        header,
        fields: [
          { name: 'dictLabel', label: t('data.dictLabel') },
          { name: 'status', label: t('common:status'), options: statusChoices },
        ],
        cols: { field: { xs: 24, sm: 12, lg: 8 }, buttons: { xs: 24, lg: 8 } },
      }}
      toolbar={{
        add: { permission: PERMISSIONS.dictData.add, onClick: () => view.openDialog() },
        batchDelete: {
          permission: PERMISSIONS.dictData.delete,
          label: t('batchDelete'),
          confirm: t('batchDeleteConfirm', { count: selectedIds.length }),
          onConfirm: () => remove.mutateAsync(selectedIds),
        },
      }}
      rowKey="dictCode"
      columns={columns}
      rows={rows}
      loading={list.isFetching}
      {...view.tableProps(total)}
    >
      {view.dialogProps && <DataDialog dictType={dictType} {...view.dialogProps} onSaved={afterChange} />}
    </ListPage>
  );
}
