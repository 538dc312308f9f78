import { NodeCollapseOutlined, NodeExpandOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Form, Input, Row, Space, Table } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchButtons } from '@/components/list-page/SearchButtons';
import { menuApi, type MenuListParams } from '@/api/menu';
import { Auth } from '@/components/auth';
import { feedback } from '@/lib/feedback';
import { refreshRoutes } from '@/stores/routes';
import { MenuDialog, type MenuDialogMode } from './components/MenuDialog';
import { buildMenuTree, parentIds, type MenuRow } from './components/tree';
import { MENU_PERMS, useMenuColumns } from './components/useMenuColumns';

const clean = (v: MenuListParams): MenuListParams => ({
  title: v.title?.trim() ?? '',
  component: v.component?.trim() ?? '',
});

/** Menu management: the rule tree, searchable, with add / add child / edit / delete. */
export default function MenuPage() {
  const { t } = useTranslation(['menu', 'common']);
  const queryClient = useQueryClient();
  const [searchForm] = Form.useForm<MenuListParams>();
  const [filters, setFilters] = useState<MenuListParams>({ title: '', component: '' });
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const [dialog, setDialog] = useState<{ mode: MenuDialogMode; open: boolean } | null>(null);

  const list = useQuery({ queryKey: ['menu', 'list', filters], queryFn: () => menuApi.list(filters) });
  const rows = useMemo(() => buildMenuTree(list.data?.rules ?? []), [list.data]);

  // A search answers a flat list: open the rebuilt tree so every match shows.
  const [shown, setShown] = useState(list.data);
  if (shown !== list.data) {
    setShown(list.data);
    if (filters.title || filters.component) setExpanded(parentIds(rows));
  }

  /** The console's own menus follow the change without a reload. */
  const afterChange = () => {
    void queryClient.invalidateQueries({ queryKey: ['menu'] });
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
    <Flex vertical gap={16}>
      <Card size="small" styles={{ body: { paddingBottom: 0 } }}>
        <Form
          form={searchForm}
          name="menuSearch"
          layout="vertical"
          onFinish={(v) => setFilters(clean(v))}
          initialValues={filters}
        >
          <Row gutter={16} align="bottom">
            <Col xs={24} sm={12} md={8} lg={6}>
              <Form.Item name="title" label={t('search.title')}>
                <Input allowClear placeholder={t('search.title')} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} md={8} lg={6}>
              <Form.Item name="component" label={t('search.component')}>
                <Input allowClear placeholder={t('search.component')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8} lg={12}>
              <SearchButtons
                onReset={() => {
                  searchForm.resetFields();
                  setFilters({ title: '', component: '' });
                  setExpanded([]);
                }}
              />
            </Col>
          </Row>
        </Form>
      </Card>
      <Card size="small">
        <Space wrap style={{ marginBottom: 12 }}>
          <Auth value={MENU_PERMS.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => open({ kind: 'add', pid: 0 })}>
              {t('common:add')}
            </Button>
          </Auth>
          <Button icon={<NodeExpandOutlined />} onClick={() => setExpanded(parentIds(rows))}>
            {t('expandAll')}
          </Button>
          <Button icon={<NodeCollapseOutlined />} onClick={() => setExpanded([])}>
            {t('collapseAll')}
          </Button>
        </Space>
        <Table<MenuRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={list.isFetching}
          pagination={false}
          scroll={{ x: 1500 }}
          expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: setExpanded }}
        />
      </Card>
      {dialog && (
        <MenuDialog
          mode={dialog.mode}
          open={dialog.open}
          onClose={() => setDialog((d) => d && { ...d, open: false })}
          afterClose={() => setDialog(null)}
          onSaved={afterChange}
        />
      )}
    </Flex>
  );
}
