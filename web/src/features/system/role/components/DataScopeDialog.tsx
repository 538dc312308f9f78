import { NodeCollapseOutlined, NodeExpandOutlined } from '@ant-design/icons';
import type { SysRole } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, Table, Typography, type TableProps } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, type DialogProps } from '@/components/form-dialog/FormDialog';
import { minTableWidth, SELECTION_COLUMN_WIDTH } from '@/components/list-page/tableWidth';
import { useSeeded } from '@/i18n/seeded';
import { feedback } from '@/lib/feedback';
import { roleApi, roleScopeQuery, type RoleScopeBody } from '../api';
import { ROLE } from '../texts';
import { DeptScopeDialog } from './DeptScopeDialog';
import {
  applyDepts,
  applyScope,
  applyToTicked,
  choiceOf,
  filterRows,
  firstProblem,
  initialState,
  ruleIndex,
  toAuthData,
  toRuleRows,
  type RuleRow,
  type ScopeState,
} from './scopeRows';
import { branchIds } from './tree';
import { useScopeColumns } from './useScopeColumns';

interface Props extends DialogProps {
  role: SysRole;
}

/**
 * A role's data scope per rule: tick the rules that get one, choose each one's scope (it goes down
 * to the rules below), or one scope for every ticked rule. Only ticked rules are saved.
 */
export function DataScopeDialog({ role, ...dialog }: Props) {
  const { t } = useTranslation([ROLE, 'common']);
  const { ruleTitle } = useSeeded();
  const loaded = useQuery(roleScopeQuery(role.id));
  const rows = useMemo(() => toRuleRows(loaded.data?.rules ?? []), [loaded.data]);
  const index = useMemo(() => ruleIndex(rows), [rows]);
  // The stored rows until the user changes something.
  const [edited, setEdited] = useState<ScopeState | null>(null);
  const state = edited ?? initialState(loaded.data?.dataScope ?? []);
  const [text, setText] = useState('');
  const [expanded, setExpanded] = useState<readonly Key[] | null>(null);
  const [deptsFor, setDeptsFor] = useState<RuleRow | null>(null);

  const titleOf = (r: RuleRow) => ruleTitle(r.name, r.title);
  const shown = filterRows(rows, text, titleOf);
  // Everything open at first and while searching.
  const openKeys = text.trim() ? branchIds(shown) : (expanded ?? index.branches);

  /** What keeps the scope from being saved, said of the rule it concerns. */
  const check = () => {
    const problem = firstProblem(state, index);
    if (!problem) return undefined;
    const rule = rows.length ? findRow(rows, problem.id) : undefined;
    return t(`scope.${problem.reason}`, { name: rule ? titleOf(rule) : problem.id });
  };

  const columns = useScopeColumns({
    state,
    onScope: (row, scope) => setEdited(applyScope(state, index, row.id, scope)),
    onTicked: (scope) => {
      setEdited(applyToTicked(state, scope));
      feedback.message.info(t('scope.applied', { scope: t(`scope.option.${scope}`), count: state.ticked.length }));
    },
    onDepts: setDeptsFor,
  });
  const selection: TableProps<RuleRow>['rowSelection'] = {
    selectedRowKeys: state.ticked,
    onChange: (keys) => setEdited({ ...state, ticked: keys.map(Number) }),
    // Each row on its own (picking a scope ticks the rows below); hidden rows keep their ticks.
    checkStrictly: true,
    preserveSelectedRowKeys: true,
  };

  return (
    <FormDialog<object, RoleScopeBody>
      {...dialog}
      title={t('scope.title', { name: role.name })}
      width={1100}
      name="roleDataScope"
      ready={loaded.isSuccess}
      loading={loaded.isLoading}
      check={check}
      toBody={() => ({ roleId: role.id, roleName: role.name, authData: toAuthData(state, index) })}
      send={roleApi.dataScope}
    >
      <Flex vertical gap={12}>
        <Alert type="info" showIcon title={t('scope.note')} />
        <Form.Item label={t('name')} style={{ marginBottom: 0 }}>
          <Input value={role.name} readOnly variant="filled" />
        </Form.Item>
        <Flex wrap gap={8} align="center">
          <Input.Search
            allowClear
            placeholder={t('scope.search')}
            aria-label={t('scope.search')}
            onChange={(e) => setText(e.target.value)}
            // Enter searches: it must not submit the dialog's form.
            onPressEnter={(e) => e.preventDefault()}
            style={{ maxWidth: 320 }}
          />
          <Button icon={<NodeExpandOutlined />} onClick={() => setExpanded(index.branches)}>
            {t('common:expandAll')}
          </Button>
          <Button icon={<NodeCollapseOutlined />} onClick={() => setExpanded([])}>
            {t('common:collapseAll')}
          </Button>
          <Typography.Text type="secondary">{t('scope.ticked', { count: state.ticked.length })}</Typography.Text>
        </Flex>
        <Table<RuleRow>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={shown}
          rowSelection={selection}
          expandable={{ expandedRowKeys: openKeys, onExpandedRowsChange: setExpanded }}
          pagination={false}
          scroll={{ x: minTableWidth(columns, SELECTION_COLUMN_WIDTH), y: 440 }}
          locale={{ emptyText: t('scope.noMatch') }}
        />
      </Flex>
      {deptsFor && (
        <DeptScopeDialog
          ruleTitle={titleOf(deptsFor)}
          value={choiceOf(state, deptsFor.id).deptIds}
          hasSubRules={!!deptsFor.children?.length}
          onCancel={() => setDeptsFor(null)}
          onOk={(deptIds, toSubRules) => {
            setEdited(applyDepts(state, index, deptsFor.id, deptIds, toSubRules));
            setDeptsFor(null);
          }}
        />
      )}
    </FormDialog>
  );
}

function findRow(rows: readonly RuleRow[], id: number): RuleRow | undefined {
  for (const r of rows) {
    if (r.id === id) return r;
    const found = findRow(r.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}
