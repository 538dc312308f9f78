import { PlusOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@iot/contract/permissions';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { useActionsColumn, type RowHandlers } from '@/components/list-page/RowActions';
import { seededCategoryName } from '@/i18n/seeded';
import { NARROW_WIDTH, useWidthAtLeast } from '@/lib/viewport';
import { PRODUCT } from '../texts';
import { countBelow, type CategoryRow } from './tree';

const BUTTONS = PERMISSIONS.product;

interface Options extends RowHandlers<CategoryRow> {
  onAddChild: (row: CategoryRow) => void;
}

/** The category table's columns; the action buttons show only to holders of their permission. */
export function useCategoryColumns({ onAddChild, ...handlers }: Options): ColumnsType<CategoryRow> {
  const { t } = useTranslation([PRODUCT, 'common']);
  const pin = useWidthAtLeast(NARROW_WIDTH);
  const actions = useActionsColumn<CategoryRow>({
    permissions: { edit: BUTTONS.categoryEdit, delete: BUTTONS.categoryDelete },
    name: (row) => seededCategoryName(row.key, row.name),
    ...handlers,
    // The server refuses while categories (or products) are below it; this says so first.
    deleteNote: (row) =>
      countBelow(row) > 0 ? t('category.hasChildren', { count: countBelow(row) }) : t('category.deleteNote'),
    before: (row) => (
      <Auth value={BUTTONS.categoryAdd}>
        <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => onAddChild(row)}>
          {t('category.addChild')}
        </Button>
      </Auth>
    ),
    width: 270,
  });
  return [
    {
      title: t('category.name'),
      dataIndex: 'name',
      width: 220,
      fixed: pin ? 'left' : undefined,
      ellipsis: true,
      render: (name: string, row) => seededCategoryName(row.key, name),
    },
    { title: t('category.key'), dataIndex: 'key', width: 160, ellipsis: true },
    { title: t('category.sort'), dataIndex: 'sort', width: 80, align: 'right' },
    { title: t('desc'), dataIndex: 'desc', minWidth: 160, ellipsis: true },
    { title: t('common:createdAt'), dataIndex: 'createdAt', width: 170 },
    actions,
  ];
}
