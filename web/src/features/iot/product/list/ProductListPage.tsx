import { AppstoreOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { DeviceType, ProductRow } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Segmented, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Auth } from '@/components/auth';
import { SearchCard } from '@/components/list-page/SearchCard';
import { TableCard } from '@/components/list-page/TableCard';
import { useListPage } from '@/components/list-page/useListPage';
import { Pagination } from '@/components/pagination/Pagination';
import { Local } from '@/lib/storage';
import { CategorySelect } from '../category/CategorySelect';
import { invalidateProducts, productPageQuery } from '../api';
import { PRODUCT } from '../texts';
import { useDetailPath, useDeviceTypeOptions, usePublishChoices } from './labels';
import { ProductCards } from './ProductCards';
import { ProductDialog } from './ProductDialog';
import { useProductColumns } from './useProductColumns';
import { useProductWrites } from './useProductWrites';

interface Filters {
  name?: string;
  categoryId?: number;
  deviceType?: DeviceType;
  status?: 0 | 1;
}

type ViewMode = 'cards' | 'table';

/** Products: filters, then cards or a table (the choice is remembered), add / edit / delete / publish. */
export function ProductListPage() {
  const { t } = useTranslation([PRODUCT, 'common']);
  const queryClient = useQueryClient();
  const view = useListPage<Filters, ProductRow>();
  const { page } = view;
  const [mode, setMode] = useState<ViewMode>(() =>
    Local.get<ViewMode>('productListView') === 'table' ? 'table' : 'cards',
  );
  const switchTo = (next: ViewMode) => {
    setMode(next);
    Local.set('productListView', next);
  };

  const list = useQuery({
    ...productPageQuery(view.request),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.product ?? [];
  const total = list.data?.Total ?? 0;
  view.settlePage(list, rows.length, total);

  const navigate = useNavigate();
  const detailPath = useDetailPath();
  const typeOptions = useDeviceTypeOptions();
  const publishChoices = usePublishChoices();
  const writes = useProductWrites();
  const handlers = { onEdit: view.openDialog, onDelete: writes.remove, onPublish: writes.setPublished };
  const columns = useProductColumns(handlers);
  const toggle = (
    <Segmented<ViewMode>
      value={mode}
      onChange={switchTo}
      options={[
        { value: 'cards', icon: <AppstoreOutlined />, label: t('view.cards') },
        { value: 'table', icon: <UnorderedListOutlined />, label: t('view.table') },
      ]}
    />
  );
  const pagination = { total, page, onPage: view.setPage };

  return (
    <Flex vertical gap={16}>
      <SearchCard<Filters>
        {...view.searchProps}
        name="productSearch"
        fields={[
          { name: 'name', label: t('field.name') },
          { name: 'categoryId', label: t('field.category'), control: <CategorySelect /> },
          { name: 'deviceType', label: t('field.deviceType'), options: typeOptions },
          { name: 'status', label: t('common:status'), options: publishChoices },
        ]}
        cols={{ field: { xs: 24, sm: 12, lg: 6 }, buttons: { xs: 24 } }}
      />
      {mode === 'table' ? (
        <TableCard<ProductRow>
          toolbar={{ add: { permission: PERMISSIONS.product.add, onClick: () => view.openDialog() }, extra: toggle }}
          rowKey="key"
          columns={columns}
          rows={rows}
          loading={list.isFetching}
          pagination={pagination}
        />
      ) : (
        // The cards in the same frame as the table: the toolbar, the cards, the pager.
        <Card size="small">
          <Space wrap style={{ marginBottom: 12 }}>
            <Auth value={PERMISSIONS.product.add}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => view.openDialog()}>
                {t('common:add')}
              </Button>
            </Auth>
            {toggle}
          </Space>
          <ProductCards rows={rows} loading={list.isFetching} {...handlers} />
          <Pagination
            total={total}
            page={page.pageNum}
            limit={page.pageSize}
            onChange={({ page: pageNum, limit }) => view.setPage({ pageNum, pageSize: limit })}
            style={{ marginTop: 16, justifyContent: 'flex-end' }}
          />
        </Card>
      )}
      {view.dialogProps && (
        <ProductDialog
          {...view.dialogProps}
          onSaved={(body) => {
            void invalidateProducts(queryClient);
            // A new product is opened: its object model, topics and publishing come next.
            if (!view.dialogProps?.row) navigate(detailPath(body.key));
          }}
        />
      )}
    </Flex>
  );
}
