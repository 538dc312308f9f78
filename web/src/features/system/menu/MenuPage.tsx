import { PERMISSIONS } from '@iot/contract/permissions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '@/components/list-page/ListPage';
import { feedback } from '@/lib/feedback';
import { refreshRoutes } from '@/routing/routes';
import { invalidateMenus, menuApi, menuListQuery, type MenuListParams } from './api';
import { MenuDialog, type MenuDialogMode } from './components/MenuDialog';
import { buildMenuTree, type MenuRow } from './components/tree';
import { useMenuColumns } from './components/useMenuColumns';
import { MENU } from './texts';

const noFilters: MenuListParams = { title: '', component: '' };
const clean = (v: MenuListParams): MenuListParams => ({
  title: v.title?.trim() ?? '',
  component: v.component?.trim() ?? '',
});

/** Menu management: the rule tree, searchable, with add / add child / edit / delete. */
export function MenuPage() {
  const { t } = useTranslation([MENU, 'common']);
  const queryClient = useQueryClient();
  const [searchForm] = Form.useForm<MenuListParams>();
  const [filters, setFilters] = useState<MenuListParams>(noFilters);
  const [dialog, setDialog] = useState<{ mode: MenuDialogMode; open: boolean } | null>(null);

  const list = useQuery(menuListQuery(filters));
  const rows = useMemo(() => buildMenuTree(list.data?.rules ?? []), [list.data]);

  /** The console's own menus follow the change without a reload. */
  const afterChange = () => {
    void invalidateMenus(queryClient);
    refreshRoutes().catch(() => undefined);
  };
  const remove = useMutation({
    mutationFn: (id: number) => menuApi.delete([id]),
    onSuccess: () => {
      feedback.message.success(t('common:deleted'));
      afterChange();
    },
  });

  const open = (mode: MenuDialogMode) => setDialog({ mode, open: true });
  const columns = useMenuColumns({
    onAddChild: (row) => open({ kind: 'add', pid: row.id, menuType: row.menuType === 0 ? 1 : 2 }),
    onEdit: (row) => open({ kind: 'edit', id: row.id }),
    onDelete: (row) => remove.mutateAsync(row.id).catch(() => undefined),
  });

  return (
    <ListPage<MenuListParams, MenuRow>
      search={{
        form: searchForm,
        name: 'menuSearch',
        initialValues: filters,
        fields: [
          { name: 'title', label: t('search.title') },
          { name: 'component', label: t('search.component') },
        ],
        cols: { field: { xs: 24, sm: 12, md: 8, lg: 6 }, buttons: { xs: 24, md: 8, lg: 12 } },
        onSearch: (v) => setFilters(clean(v)),
        onReset: () => {
          searchForm.resetFields();
          setFilters(noFilters);
        },
      }}
      toolbar={{
        add: { permission: PERMISSIONS.menu.add, onClick: () => open({ kind: 'add', pid: 0 }) },
      }}
      rowKey="id"
      columns={columns}
      rows={rows}
      loading={list.isFetching}
      // The whole tree starts folded; a search answers a flat list: its rebuilt tree opens so every match shows.
      tree={{ open: Boolean(filters.title || filters.component) }}
    >
      {dialog && (
        <MenuDialog
          mode={dialog.mode}
          open={dialog.open}
          onClose={() => setDialog((d) => d && { ...d, open: false })}
          afterClose={() => setDialog(null)}
          onSaved={afterChange}
        />
      )}
    </ListPage>
  );
}
