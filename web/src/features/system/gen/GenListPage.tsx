import { CodeOutlined, EyeOutlined, ImportOutlined, SyncOutlined } from '@ant-design/icons';
import type { CodegenTable, CodegenWriteResult } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Auth } from '@/components/auth';
import { ListPage } from '@/components/list-page/ListPage';
import { useActionsColumn } from '@/components/list-page/RowActions';
import { useListPage } from '@/components/list-page/useListPage';
import { feedback } from '@/lib/feedback';
import { saveFile } from '@/lib/saveFile';
import { refreshRoutes } from '@/routing/routes';
import { genApi, genTableListQuery, invalidateGen } from './api';
import { GenReportDialog } from './components/GenReportDialog';
import { ImportDialog } from './components/ImportDialog';
import { PreviewDialog } from './components/PreviewDialog';
import { editorPath } from './paths';
import { GEN } from './texts';

interface Filters {
  tableName?: string;
  tableComment?: string;
}

const { codegen: rules } = PERMISSIONS;

/** The code generator's list: the imported tables, and import, edit, preview, sync, generate, delete. */
export function GenListPage() {
  const { t } = useTranslation([GEN, 'common']);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const view = useListPage<Filters, CodegenTable>();
  const { selected } = view;
  const [importing, setImporting] = useState(false);
  const [previewOf, setPreviewOf] = useState<CodegenTable>();
  const [report, setReport] = useState<CodegenWriteResult>();

  const list = useQuery({ ...genTableListQuery(view.request), placeholderData: keepPreviousData });
  const rows = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
  view.settlePage(list, rows.length, total);
  const selectedRows = rows.filter((r) => selected.includes(r.tableId));
  const names = (items: CodegenTable[]) => items.map((r) => r.tableName).join(', ');

  const afterChange = () => void invalidateGen(queryClient);
  const remove = useMutation({
    mutationFn: (items: CodegenTable[]) => genApi.delete(items.map((r) => r.tableId)),
    onSuccess: (_, items) => {
      feedback.message.success(t('common:deleted'));
      view.unselect(items.map((r) => r.tableId));
      afterChange();
    },
  });
  const sync = useMutation({
    mutationFn: (row: CodegenTable) => genApi.sync(row.tableId),
    onSuccess: () => {
      feedback.message.success(t('synced'));
      afterChange();
    },
  });
  const generate = useMutation({
    mutationFn: (items: CodegenTable[]) => genApi.generate(items.map((r) => r.tableId)),
    onSuccess: (outcome, items) => {
      if (outcome.kind === 'zip') {
        // The server's own name for it: the business names joined.
        saveFile(outcome.blob, `${items.map((r) => r.businessName || r.tableName).join('-')}.zip`);
        feedback.message.success(t('downloaded'));
        return;
      }
      setReport(outcome.report);
      // New menu rows show in the aside only once the menus are read again.
      if (outcome.report.menus.length) void refreshRoutes().catch(() => undefined);
    },
  });
  const generateSelected = () => {
    if (!selectedRows.length) {
      feedback.message.warning(t('generateNone'));
      return;
    }
    feedback.modal.confirm({
      title: t('generateConfirm', { name: names(selectedRows) }),
      onOk: () => generate.mutateAsync(selectedRows).catch(() => undefined),
    });
  };

  const actions = useActionsColumn<CodegenTable>({
    permissions: rules,
    name: (row) => row.tableName,
    // Five buttons on one line at 1366 px (the imported-at column gave way: updated says more).
    width: 440,
    deleteNote: () => t('deleteNote'),
    onEdit: (row) => navigate(editorPath(row.tableId)),
    onDelete: (row) => remove.mutateAsync([row]).catch(() => undefined),
    before: (row) => (
      <Auth value={rules.preview}>
        <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setPreviewOf(row)}>
          {t('preview')}
        </Button>
      </Auth>
    ),
    after: (row) => (
      <>
        <Auth value={rules.sync}>
          <Popconfirm
            title={t('syncConfirm', { name: row.tableName })}
            okText={t('common:ok')}
            cancelText={t('common:cancel')}
            onConfirm={() => sync.mutateAsync(row).catch(() => undefined)}
          >
            <Button type="link" size="small" icon={<SyncOutlined />}>
              {t('sync')}
            </Button>
          </Popconfirm>
        </Auth>
        <Auth value={rules.generate}>
          <Popconfirm
            title={t('generateConfirm', { name: row.tableName })}
            okText={t('common:ok')}
            cancelText={t('common:cancel')}
            onConfirm={() => generate.mutateAsync([row]).catch(() => undefined)}
          >
            <Button type="link" size="small" icon={<CodeOutlined />}>
              {t('generate')}
            </Button>
          </Popconfirm>
        </Auth>
      </>
    ),
  });
  const columns: ColumnsType<CodegenTable> = [
    { title: t('field.tableName'), dataIndex: 'tableName', minWidth: 160, ellipsis: true },
    { title: t('field.tableComment'), dataIndex: 'tableComment', minWidth: 140, ellipsis: true },
    { title: t('field.className'), dataIndex: 'className', minWidth: 120, ellipsis: true },
    { title: t('field.updateTime'), dataIndex: 'updateTime', width: 170, render: (v: string | null) => v ?? '-' },
    actions,
  ];

  return (
    <ListPage<Filters, CodegenTable>
      search={{
        ...view.searchProps,
        name: 'genSearch',
        fields: [
          { name: 'tableName', label: t('field.tableName') },
          { name: 'tableComment', label: t('field.tableComment') },
        ],
        cols: { field: { xs: 24, sm: 12, lg: 8 }, buttons: { xs: 24, sm: 24, lg: 8 } },
      }}
      toolbar={{
        batchDelete: {
          permission: rules.delete,
          label: t('batchDelete'),
          confirm: t('batchDeleteConfirm', { count: selectedRows.length }),
          onConfirm: () => remove.mutateAsync(selectedRows),
        },
        extra: (
          <>
            <Auth value={rules.import}>
              <Button type="primary" icon={<ImportOutlined />} onClick={() => setImporting(true)}>
                {t('import')}
              </Button>
            </Auth>
            <Auth value={rules.generate}>
              <Button icon={<CodeOutlined />} loading={generate.isPending} onClick={generateSelected}>
                {t('generateSelected')}
              </Button>
            </Auth>
          </>
        ),
      }}
      rowKey="tableId"
      columns={columns}
      rows={rows}
      loading={list.isFetching}
      {...view.tableProps(total)}
    >
      <ImportDialog open={importing} onClose={() => setImporting(false)} onImported={afterChange} />
      <PreviewDialog table={previewOf} onClose={() => setPreviewOf(undefined)} />
      <GenReportDialog report={report} onClose={() => setReport(undefined)} />
    </ListPage>
  );
}
