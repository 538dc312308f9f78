import { PERMISSIONS } from '@iot/contract/permissions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '@/components/list-page/ListPage';
import { useListPage } from '@/components/list-page/useListPage';
import { feedback } from '@/lib/feedback';
import { deptApi, deptListQuery, invalidateDepts, leaderNamesQuery } from './api';
import { DeptDialog, type DeptTarget, type LeaderSelect } from './components/DeptDialog';
import { useStatusChoices } from '@/components/status';
import { buildDeptRows, type DeptRow } from './components/tree';
import { useDeptColumns } from './components/useDeptColumns';
import { DEPT } from './texts';

interface Filters {
  deptName?: string;
  status?: 0 | 1;
}

/** Every leader id of the list, once, in order (one getUserByIds call for the page). */
const leaderIds = (rows: { leader: number[] | null }[] = []) =>
  [...new Set(rows.flatMap((r) => r.leader ?? []))].sort((a, b) => a - b);

export interface DeptPageProps {
  /**
   * The leaders' picker. The view hands in the user feature's UserSelect: the user feature imports
   * this one's pickers, so importing it here would close an import cycle.
   */
  leaderSelect: LeaderSelect;
}

/** Department management: the tree of departments, searchable, with add / add below / edit / delete. */
export function DeptPage({ leaderSelect }: DeptPageProps) {
  const { t } = useTranslation([DEPT, 'common']);
  const queryClient = useQueryClient();
  const statusChoices = useStatusChoices();
  const view = useListPage<Filters, DeptTarget>();
  const { params } = view;
  const filtered = Object.keys(params).length > 0;

  const list = useQuery({ ...deptListQuery(params), placeholderData: keepPreviousData });
  const rows = useMemo(() => buildDeptRows(list.data?.deptList ?? []), [list.data]);
  const leaders = useQuery(leaderNamesQuery(leaderIds(list.data?.deptList)));

  const afterChange = () => void invalidateDepts(queryClient);
  const remove = useMutation({
    mutationFn: (row: DeptRow) => deptApi.delete(row.deptId),
    onSuccess: () => {
      feedback.message.success(t('common:deleted'));
      afterChange();
    },
  });
  const columns = useDeptColumns({
    leaders: leaders.data,
    filtered,
    onAddChild: (row) => view.openDialog({ parentId: row.deptId }),
    onEdit: (row) => view.openDialog({ dept: row }),
    // The server's refusal (users still in it) is shown by the request layer.
    onDelete: (row) => remove.mutateAsync(row).catch(() => undefined),
  });

  return (
    <ListPage<Filters, DeptRow>
      search={{
        ...view.searchProps,
        name: 'deptSearch',
        fields: [
          { name: 'deptName', label: t('field.deptName') },
          { name: 'status', label: t('common:status'), options: statusChoices },
        ],
        cols: { field: { xs: 24, sm: 12, md: 8, lg: 6 }, buttons: { xs: 24, md: 8, lg: 12 } },
      }}
      toolbar={{
        add: { permission: PERMISSIONS.dept.add, onClick: () => view.openDialog({}) },
      }}
      rowKey="deptId"
      columns={columns}
      rows={rows}
      loading={list.isFetching}
      tree
    >
      {view.dialogProps && <DeptDialog {...view.dialogProps} leaderSelect={leaderSelect} onSaved={afterChange} />}
    </ListPage>
  );
}
