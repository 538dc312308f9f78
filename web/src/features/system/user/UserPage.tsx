import type { UserRow } from '@iot/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Col, DatePicker, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '@/components/list-page/ExportButton';
import { ListPage } from '@/components/list-page/ListPage';
import { useListPage } from '@/components/list-page/useListPage';
import { DeptTree } from '@/features/system/dept';
import { feedback } from '@/lib/feedback';
import { invalidateUsers, userApi, userPageQuery } from './api';
import { ResetPasswordDialog } from './components/ResetPasswordDialog';
import { UserDialog } from './components/UserDialog';
import { USER_BUTTONS, useUserColumns } from './components/useUserColumns';
import { USER } from './texts';

interface Filters {
  keyWords?: string;
  mobile?: string;
  status?: number;
  dateRange?: [Dayjs | null, Dayjs | null] | null;
}

/** User management: the department tree beside a searchable, paged, exportable list of users. */
export function UserPage() {
  const { t } = useTranslation([USER, 'common']);
  const queryClient = useQueryClient();
  const view = useListPage<Filters, UserRow>();
  const [deptId, setDeptId] = useState<number>();
  const [resetting, setResetting] = useState<UserRow>();
  const { page, selected } = view;

  // The search, and the department chosen in the tree beside the list.
  const applied = { ...view.params, ...(deptId === undefined ? {} : { deptId }) };
  const list = useQuery(userPageQuery({ ...applied, pageNum: page.pageNum, pageSize: page.pageSize }));
  const rows = list.data?.userList ?? [];
  const total = list.data?.total ?? 0;
  view.settlePage(list, rows.length, total);

  const afterChange = () => void invalidateUsers(queryClient);
  const remove = useMutation({
    mutationFn: (items: UserRow[]) => userApi.delete(items.map((r) => r.id)),
    onSuccess: (_, items) => {
      feedback.message.success(t('common:deleted'));
      view.unselect(items.map((r) => r.id));
      afterChange();
    },
  });
  const selectedRows = rows.filter((r) => selected.includes(r.id));
  const columns = useUserColumns({
    onEdit: view.openDialog,
    onDelete: (row) => remove.mutateAsync([row]).catch(() => undefined),
    onResetPassword: setResetting,
    onChanged: afterChange,
  });
  const statusOptions = [
    { value: 1, label: t('status.enabled') },
    { value: 0, label: t('status.disabled') },
    { value: 2, label: t('status.unverified') },
  ];

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={6} xl={5} xxl={4}>
        <Card size="small" title={t('field.dept')} styles={{ body: { padding: 12 } }}>
          <DeptTree
            showOwner
            selected={deptId}
            onSelect={(id) => {
              setDeptId(id);
              view.setPage((p) => ({ ...p, pageNum: 1 }));
            }}
          />
        </Card>
      </Col>
      <Col xs={24} lg={18} xl={19} xxl={20}>
        <ListPage<Filters, UserRow>
          search={{
            ...view.searchProps,
            // Reset lists everyone again, the department chosen in the tree included.
            onReset: () => {
              setDeptId(undefined);
              view.reset();
            },
            name: 'userSearch',
            fields: [
              { name: 'keyWords', label: t('field.keyWords'), col: { xs: 24, sm: 12, xl: 5 } },
              { name: 'mobile', label: t('field.mobile') },
              { name: 'status', label: t('common:status'), options: statusOptions },
              {
                name: 'dateRange',
                label: t('field.createdRange'),
                col: { xs: 24, sm: 12, xl: 6 },
                control: <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />,
              },
            ],
            cols: { field: { xs: 24, sm: 12, xl: 4 }, buttons: { xs: 24, sm: 24, xl: 5 } },
          }}
          toolbar={{
            add: { permission: USER_BUTTONS.add, onClick: () => view.openDialog() },
            batchDelete: {
              permission: USER_BUTTONS.delete,
              label: t('batchDelete'),
              confirm: t('batchDeleteConfirm', { count: selectedRows.length }),
              onConfirm: () => remove.mutateAsync(selectedRows),
            },
            extra: (
              <ExportButton ns={USER} fileName="users" download={(format) => userApi.export({ ...applied, format })} />
            ),
          }}
          rowKey="id"
          columns={columns}
          rows={rows}
          loading={list.isFetching}
          {...view.tableProps(total)}
        >
          {view.dialogProps && <UserDialog {...view.dialogProps} deptId={deptId} onSaved={afterChange} />}
          {resetting && <ResetPasswordDialog row={resetting} onClose={() => setResetting(undefined)} />}
        </ListPage>
      </Col>
    </Row>
  );
}
