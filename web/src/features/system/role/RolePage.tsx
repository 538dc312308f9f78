import type { SysRole } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '@/components/list-page/ListPage';
import { useListPage } from '@/components/list-page/useListPage';
import { feedback } from '@/lib/feedback';
import { refreshRoutes } from '@/routing/routes';
import { invalidateRoles, roleApi, roleListQuery } from './api';
import { DataScopeDialog } from './components/DataScopeDialog';
import { RoleDialog, type RoleDialogMode } from './components/RoleDialog';
import { RoleUsersDialog, useRoleUsersPicker } from './components/RoleUsers';
import { useStatusChoices } from '@/components/status';
import { buildRoleTree, type RoleRow } from './components/tree';
import { useRoleColumns } from './components/useRoleColumns';
import { ROLE } from './texts';

interface Filters {
  roleName?: string;
  roleStatus?: number;
}

/** A dialog kept mounted while it animates closed. */
type Shown<T> = { of: T; open: boolean } | null;

/**
 * Role management: the role tree (all of it, nested by parent), searchable by name and status,
 * with add / edit (menus and buttons, effective time), data scope, users, and delete.
 */
export function RolePage() {
  const { t } = useTranslation([ROLE, 'common']);
  const queryClient = useQueryClient();
  const view = useListPage<Filters, RoleRow>();
  const [edit, setEdit] = useState<Shown<RoleDialogMode>>(null);
  const [scope, setScope] = useState<Shown<SysRole>>(null);
  const [members, setMembers] = useState<SysRole | null>(null);
  const statusOptions = useStatusChoices();

  const list = useQuery(roleListQuery(view.params));
  const rows = useMemo(() => buildRoleTree(list.data?.list ?? []), [list.data]);

  /** Roles changed: the list, and the caller's own menus and permissions (as after a menu change). */
  const afterChange = () => {
    void invalidateRoles(queryClient);
    refreshRoutes().catch(() => undefined);
  };
  const users = useRoleUsersPicker(afterChange);
  const remove = useMutation({
    mutationFn: (id: number) => roleApi.delete([id]),
    onSuccess: () => {
      feedback.message.success(t('common:deleted'));
      afterChange();
    },
  });

  const open = <T,>(set: (v: Shown<T>) => void, of: T) => set({ of, open: true });
  const columns = useRoleColumns({
    onEdit: (row) => open(setEdit, { kind: 'edit', id: row.id }),
    onMenus: (row) => open(setEdit, { kind: 'edit', id: row.id }),
    onScope: (row) => open(setScope, row),
    onUsers: users.start,
    onShowUsers: setMembers,
    onDelete: (row) => remove.mutateAsync(row.id).catch(() => undefined),
  });

  return (
    <ListPage<Filters, RoleRow>
      search={{
        ...view.searchProps,
        name: 'roleSearch',
        fields: [
          { name: 'roleName', label: t('name') },
          { name: 'roleStatus', label: t('common:status'), options: statusOptions },
        ],
        cols: { field: { xs: 24, sm: 12, md: 8, lg: 6 }, buttons: { xs: 24, md: 8, lg: 12 } },
      }}
      toolbar={{
        add: { permission: PERMISSIONS.role.add, onClick: () => open(setEdit, { kind: 'add' }) },
      }}
      rowKey="id"
      columns={columns}
      rows={rows}
      loading={list.isFetching}
      tree
    >
      {edit && (
        <RoleDialog
          mode={edit.of}
          open={edit.open}
          onClose={() => setEdit((d) => d && { ...d, open: false })}
          afterClose={() => setEdit(null)}
          onSaved={afterChange}
        />
      )}
      {scope && (
        <DataScopeDialog
          role={scope.of}
          open={scope.open}
          onClose={() => setScope((d) => d && { ...d, open: false })}
          afterClose={() => setScope(null)}
          onSaved={() => void invalidateRoles(queryClient)}
        />
      )}
      {members && <RoleUsersDialog role={members} onClose={() => setMembers(null)} onChange={users.start} />}
      {users.element}
    </ListPage>
  );
}
