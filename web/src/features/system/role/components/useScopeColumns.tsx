import { DATA_SCOPE } from '@iot/contract/role';
import { Button, Select, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '@/components/icon/MenuIcon';
import { useSeeded } from '@/i18n/seeded';
import { ROLE } from '../texts';
import { choiceOf, type RuleRow, type ScopeState } from './scopeRows';

const typeTag = {
  0: { key: 'scope.type.dir', color: 'processing' },
  1: { key: 'scope.type.menu', color: 'success' },
  2: { key: 'scope.type.button', color: 'warning' },
} as const;

// GFast's order: all, own department, own department and below, only self, custom.
const ORDER = [DATA_SCOPE.all, DATA_SCOPE.ownDept, DATA_SCOPE.ownDeptAndBelow, DATA_SCOPE.self, DATA_SCOPE.custom];

interface Props {
  state: ScopeState;
  /** A row's scope chosen (it goes down to the rules below). */
  onScope: (row: RuleRow, scope: number) => void;
  /** The header control: one scope on every ticked row. */
  onTicked: (scope: number) => void;
  /** Open the department picker of a custom row. */
  onDepts: (row: RuleRow) => void;
}

/** The data-scope table's columns: the rule, its permission and type, and its scope. */
export function useScopeColumns({ state, onScope, onTicked, onDepts }: Props): ColumnsType<RuleRow> {
  const { t } = useTranslation(ROLE);
  const { ruleTitle } = useSeeded();
  const options = ORDER.map((value) => ({ value, label: t(`scope.option.${value}`) }));
  const ticked = new Set(state.ticked);
  const count = ticked.size;
  return [
    {
      title: t('scope.col.title'),
      key: 'title',
      width: 240,
      ellipsis: { showTitle: false },
      render: (_, row) => (
        <span title={ruleTitle(row.name, row.title)}>
          {row.icon && (
            <span style={{ marginInlineEnd: 6 }}>
              <MenuIcon name={row.icon} />
            </span>
          )}
          {ruleTitle(row.name, row.title)}
        </span>
      ),
    },
    {
      title: t('scope.col.name'),
      dataIndex: 'name',
      minWidth: 160,
      render: (name: string) => (
        <Typography.Text code ellipsis={{ tooltip: name }} style={{ maxWidth: '100%' }}>
          {name}
        </Typography.Text>
      ),
    },
    {
      title: t('scope.col.type'),
      dataIndex: 'menuType',
      width: 90,
      render: (type: 0 | 1 | 2) => {
        const tag = typeTag[type] ?? typeTag[1];
        return <Tag color={tag.color}>{t(tag.key)}</Tag>;
      },
    },
    {
      title: (
        // Custom is left out: each rule needs departments of its own.
        <Select<number>
          size="small"
          value={null}
          disabled={count === 0}
          placeholder={count ? t('scope.setTicked', { count }) : t('scope.tickFirst')}
          aria-label={t('scope.setTicked', { count })}
          options={options.filter((o) => o.value !== DATA_SCOPE.custom)}
          onChange={onTicked}
          style={{ width: '100%' }}
          popupMatchSelectWidth={false}
        />
      ),
      key: 'scope',
      width: 380,
      render: (_, row) => {
        const choice = choiceOf(state, row.id);
        const title = ruleTitle(row.name, row.title);
        return (
          <Space wrap size={4}>
            <Select<number>
              size="small"
              value={choice.scope}
              placeholder={t('scope.choose')}
              aria-label={`${t('scope.col.scope')}: ${title}`}
              options={options}
              onChange={(scope) => onScope(row, scope)}
              status={ticked.has(row.id) && !choice.scope ? 'warning' : undefined}
              style={{ width: 190 }}
              popupMatchSelectWidth={false}
            />
            {choice.scope === DATA_SCOPE.custom && (
              <>
                <Tag color={choice.deptIds.length ? 'success' : 'error'}>
                  {t('scope.depts', { count: choice.deptIds.length })}
                </Tag>
                <Button
                  type="link"
                  size="small"
                  onClick={() => onDepts(row)}
                  aria-label={`${t('scope.chooseDepts')}: ${title}`}
                >
                  {t('scope.chooseDepts')}
                </Button>
              </>
            )}
          </Space>
        );
      },
    },
  ];
}
