import type { FlowRow } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListPage } from '@/components/list-page/ListPage';
import { useListPage } from '@/components/list-page/useListPage';
import { feedback } from '@/lib/feedback';
import { flowApi, flowPageQuery, invalidateFlows } from '../api';
import { useDesignPath } from '../designPath';
import { AUTOMATION } from '../texts';
import { useFlowColumns } from './useFlowColumns';

interface Filters {
  name?: string;
  status?: 0 | 1;
}

/** The flows: search, paged list, status switch, design / copy / delete; add opens the designer. */
export function FlowListPage() {
  const { t } = useTranslation([AUTOMATION, 'common']);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const designPath = useDesignPath();
  const view = useListPage<Filters, FlowRow>();

  const list = useQuery({ ...flowPageQuery(view.request), placeholderData: keepPreviousData });
  const rows = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
  view.settlePage(list, rows.length, total);

  const afterChange = () => void invalidateFlows(queryClient);
  const remove = useMutation({
    mutationFn: (row: FlowRow) => flowApi.delete([row.id]),
    onSuccess: () => {
      feedback.message.success(t('common:deleted'));
      afterChange();
    },
  });
  // A copy is a new draft (disabled) with the same graph.
  const copy = useMutation({
    mutationFn: async (row: FlowRow) => {
      const flow = await flowApi.get(row.id);
      const name = t('list.copySuffix', { name: flow.name }).slice(0, 100);
      await flowApi.add({ name, remark: flow.remark, graph: flow.graph });
      return name;
    },
    onSuccess: (name) => {
      feedback.message.success(t('list.copied', { name }));
      afterChange();
    },
  });
  const columns = useFlowColumns({
    onDesign: (row) => navigate(designPath(row.id)),
    onCopy: (row) => copy.mutate(row),
    onDelete: (row) => remove.mutateAsync(row).catch(() => undefined),
    onChanged: afterChange,
  });

  return (
    <ListPage<Filters, FlowRow>
      search={{
        ...view.searchProps,
        name: 'flowSearch',
        fields: [
          { name: 'name', label: t('field.name') },
          {
            name: 'status',
            label: t('field.status'),
            options: [
              { value: 1, label: t('status.enabled') },
              { value: 0, label: t('status.disabled') },
            ],
          },
        ],
        cols: { field: { xs: 24, sm: 12, lg: 8 }, buttons: { xs: 24, sm: 12, lg: 8 } },
      }}
      toolbar={{ add: { permission: PERMISSIONS.automation.add, onClick: () => navigate(designPath()) } }}
      rowKey="id"
      columns={columns}
      rows={rows}
      loading={list.isFetching || copy.isPending}
      pagination={{ total, page: view.page, onPage: view.setPage }}
    />
  );
}
