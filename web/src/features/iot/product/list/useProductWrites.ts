import type { ProductRow } from '@iot/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { invalidateProducts, productApi } from '../api';
import { PRODUCT } from '../texts';

/**
 * Deleting, publishing and unpublishing a product, as the list, its cards and the detail page do
 * them. Each settles when done; a refusal (published, devices left) is shown by the request layer.
 */
export function useProductWrites() {
  const { t } = useTranslation([PRODUCT, 'common']);
  const queryClient = useQueryClient();
  const afterChange = () => void invalidateProducts(queryClient);
  const remove = useMutation({
    mutationFn: (key: string) => productApi.delete([key]),
    onSuccess: () => {
      feedback.message.success(t('common:deleted'));
      afterChange();
    },
  });
  const publish = useMutation({
    mutationFn: ({ key, on }: { key: string; on: boolean }) => (on ? productApi.deploy(key) : productApi.undeploy(key)),
    onSuccess: (_, { on }) => {
      feedback.message.success(t(on ? 'publish.done' : 'publish.undone'));
      afterChange();
    },
  });
  return {
    remove: (row: Pick<ProductRow, 'key'>) => remove.mutateAsync(row.key).catch(() => undefined),
    setPublished: (row: Pick<ProductRow, 'key'>, on: boolean) =>
      publish.mutateAsync({ key: row.key, on }).catch(() => undefined),
    publishing: publish.isPending,
  };
}
