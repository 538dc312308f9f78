import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { ProductDetail } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import type { Tsl, TslKind } from '@iot/contract/tsl';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Tabs, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { feedback } from '@/lib/feedback';
import { saveFile } from '@/lib/saveFile';
import { invalidateProducts, tslApi, type TslEntry } from '../api';
import { PRODUCT } from '../texts';
import { TslTable } from './TslTable';

const LISTS: { kind: TslKind; field: keyof Pick<Tsl, 'properties' | 'functions' | 'events' | 'tags'> }[] = [
  { kind: 'property', field: 'properties' },
  { kind: 'function', field: 'functions' },
  { kind: 'event', field: 'events' },
  { kind: 'tag', field: 'tags' },
];

/** Every key of the object model, whatever its kind. */
export const allTslKeys = (tsl: Tsl | null) => LISTS.flatMap(({ field }) => (tsl?.[field] ?? []).map((e) => e.key));

/** The object model of a product: its four kinds of entries, import and export as JSON. */
export function TslTab({ product }: { product: ProductDetail }) {
  const { t } = useTranslation([PRODUCT, 'common']);
  const queryClient = useQueryClient();
  const published = product.status === 1;
  const allKeys = allTslKeys(product.tsl);
  const exportFile = useMutation({
    mutationFn: () => tslApi.export(product.key),
    onSuccess: ({ blob, name }) => saveFile(blob, name ?? `TSL-${product.key}.json`),
  });
  const importFile = useMutation({
    mutationFn: (file: Blob) => tslApi.import(product.key, file),
    onSuccess: () => {
      feedback.message.success(t('tsl.imported'));
      void invalidateProducts(queryClient);
    },
  });
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <Auth value={PERMISSIONS.product.tsl}>
          <Upload
            accept=".json,application/json"
            showUploadList={false}
            customRequest={({ file, onSuccess, onError }) =>
              importFile.mutateAsync(file as Blob).then(onSuccess, (e: Error) => onError?.(e))
            }
          >
            <Button icon={<UploadOutlined />} loading={importFile.isPending}>
              {t('tsl.import')}
            </Button>
          </Upload>
        </Auth>
        <Button icon={<DownloadOutlined />} loading={exportFile.isPending} onClick={() => exportFile.mutate()}>
          {t('tsl.export')}
        </Button>
      </Flex>
      <Tabs
        items={LISTS.map(({ kind, field }) => {
          const rows = (product.tsl?.[field] ?? []) as TslEntry[];
          const locked = published && kind === 'property';
          return {
            key: kind,
            label: `${t(`tsl.kind.${kind}`)} (${rows.length})`,
            children: (
              <>
                {locked && <Alert type="info" showIcon title={t('tsl.publishedLock')} style={{ marginBottom: 12 }} />}
                <TslTable kind={kind} productKey={product.key} rows={rows} allKeys={allKeys} locked={locked} />
              </>
            ),
          };
        })}
      />
    </Flex>
  );
}
