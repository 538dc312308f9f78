import type { AlarmRuleRow } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListPage } from '@/components/list-page/ListPage';
import { useListPage } from '@/components/list-page/useListPage';
import { productOptionsQuery } from '@/features/iot/product';
import { seededProductName } from '@/i18n/seeded';
import { feedback } from '@/lib/feedback';
import { keyedOptions } from '@/lib/keyedOptions';
import { alarmApi, invalidateAlarms, rulePageQuery } from '../api';
import { useLevels } from '../levels';
import { ALARM } from '../texts';
import { LevelsCard } from './LevelsCard';
import { RuleDialog } from './RuleDialog';
import { CRON } from './ruleForm';
import { useRuleColumns } from './useRuleColumns';

interface Filters {
  name?: string;
  level?: number;
  productKey?: string;
  triggerType?: number;
  status?: 0 | 1;
}

/**
 * Alarm settings: the levels above the rule list (search, publish, add / edit / delete). With
 * `productKey` (a product's alarm tab) only that product's rules, without the levels.
 */
export function AlarmSettingPage({ productKey }: { productKey?: string }) {
  const { t } = useTranslation([ALARM, 'common']);
  const queryClient = useQueryClient();
  const levels = useLevels();
  const view = useListPage<Filters, AlarmRuleRow>();

  const products = useQuery(productOptionsQuery());
  const productNames = new Map((products.data ?? []).map((p) => [p.key, p.name]));
  const list = useQuery({
    ...rulePageQuery({ ...view.request, ...(productKey ? { productKey } : {}) }),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.list ?? [];
  const total = list.data?.Total ?? 0;
  view.settlePage(list, rows.length, total);

  const afterChange = () => void invalidateAlarms(queryClient);
  const remove = useMutation({
    mutationFn: (row: AlarmRuleRow) => alarmApi.deleteRule(row.id),
    onSuccess: () => {
      feedback.message.success(t('common:deleted'));
      afterChange();
    },
  });
  const columns = useRuleColumns({
    productName: (key) => seededProductName(key, productNames.get(key) ?? key),
    onChanged: afterChange,
    // The server's detail leaves out a published rule's conditions (SagooIoT's habit), so saving
    // it would drop them: unpublish first.
    onEdit: (row) => (row.status === 1 ? feedback.message.warning(t('rule.editPublished')) : view.openDialog(row)),
    onDelete: (row) => remove.mutateAsync(row).catch(() => undefined),
  });
  const triggerOptions = [1, 2, 3, 4].map((type) => ({ value: type, label: t(`trigger.${type}`) }));

  return (
    <Flex vertical gap={16}>
      {!productKey && <LevelsCard />}
      <ListPage<Filters, AlarmRuleRow>
        search={{
          ...view.searchProps,
          name: 'alarmRuleSearch',
          fields: [
            { name: 'name', label: t('field.name') },
            { name: 'level', label: t('field.level'), options: levels.options },
            ...(productKey
              ? []
              : [
                  {
                    name: 'productKey' as const,
                    label: t('field.product'),
                    options: keyedOptions(products.data),
                  },
                ]),
            {
              name: 'triggerType',
              label: t('field.triggerType'),
              // Cron rules are stored with trigger type 0, which the list filters like any other.
              options: [...triggerOptions, { value: CRON, label: t('rule.cron') }],
            },
            {
              name: 'status',
              label: t('field.status'),
              options: [
                { value: 1, label: t('status.enabled') },
                { value: 0, label: t('status.disabled') },
              ],
            },
          ],
          cols: { field: { xs: 24, sm: 12, lg: 8, xl: 4 }, buttons: { xs: 24, sm: 12, lg: 8, xl: 4 } },
        }}
        toolbar={{ add: { permission: PERMISSIONS.alarm.ruleAdd, onClick: () => view.openDialog() } }}
        rowKey="id"
        columns={columns}
        rows={rows}
        loading={list.isFetching}
        pagination={{ total, page: view.page, onPage: view.setPage }}
      >
        {view.dialogProps && <RuleDialog {...view.dialogProps} onSaved={afterChange} />}
      </ListPage>
    </Flex>
  );
}
