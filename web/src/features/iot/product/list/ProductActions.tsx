import { CloudDownloadOutlined, CloudUploadOutlined, EyeOutlined } from '@ant-design/icons';
import type { ProductRow } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Auth } from '@/components/auth';
import { RowActions } from '@/components/list-page/RowActions';
import { PRODUCT } from '../texts';
import { productName, useDetailPath } from './labels';

const BUTTONS = PERMISSIONS.product;

export interface ProductHandlers {
  onEdit: (row: ProductRow) => void;
  onDelete: (row: ProductRow) => Promise<unknown>;
  onPublish: (row: ProductRow, on: boolean) => Promise<unknown>;
}

/** The publish or unpublish button of a product, confirmed first. */
export function PublishButton({ row, onPublish }: { row: ProductRow; onPublish: ProductHandlers['onPublish'] }) {
  const { t } = useTranslation([PRODUCT, 'common']);
  const on = row.status !== 1;
  return (
    <Auth value={BUTTONS.deploy}>
      <Popconfirm
        title={t(on ? 'publish.confirm' : 'publish.undoConfirm', { name: productName(row) })}
        okText={t('common:ok')}
        cancelText={t('common:cancel')}
        onConfirm={() => onPublish(row, on)}
      >
        <Button type="link" size="small" icon={on ? <CloudUploadOutlined /> : <CloudDownloadOutlined />}>
          {t(on ? 'publish.do' : 'publish.undo')}
        </Button>
      </Popconfirm>
    </Auth>
  );
}

/**
 * A product's buttons (the table's actions column and each card): detail, edit, delete (the server
 * refuses a published product; the confirmation says so), publish or unpublish.
 */
export function ProductActions({ row, onEdit, onDelete, onPublish }: ProductHandlers & { row: ProductRow }) {
  const { t } = useTranslation(PRODUCT);
  const navigate = useNavigate();
  const detailPath = useDetailPath();
  return (
    <RowActions
      permissions={{ edit: BUTTONS.edit, delete: BUTTONS.delete }}
      name={productName(row)}
      onEdit={() => onEdit(row)}
      onDelete={() => onDelete(row)}
      deleteNote={row.status === 1 ? t('deletePublished') : t('deleteNote')}
      before={
        <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => navigate(detailPath(row.key))}>
          {t('detail')}
        </Button>
      }
      after={<PublishButton row={row} onPublish={onPublish} />}
    />
  );
}
