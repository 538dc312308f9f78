import type { DeptTree } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Space, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seededDeptName } from '@/i18n/seeded';
import { feedback } from '@/lib/feedback';
import { roleDeptTreeQuery } from '../api';
import { ROLE } from '../texts';
import { CheckTree, type CheckNode } from './CheckTree';

const toNodes = (depts: readonly DeptTree[]): CheckNode[] =>
  depts.map((d) => ({
    key: d.deptId,
    title: seededDeptName(d.deptName),
    children: d.children?.length ? toNodes(d.children) : undefined,
  }));

interface Props {
  /** The rule the departments are for. */
  ruleTitle: string;
  /** The departments chosen when it opens. */
  value: number[];
  /** The rule has rules below it: offer to give them the same departments. */
  hasSubRules: boolean;
  onOk: (deptIds: number[], toSubRules: boolean) => void;
  onCancel: () => void;
}

/** Choose a custom scope's departments: a checkbox tree of the enabled departments. */
export function DeptScopeDialog({ ruleTitle, value, hasSubRules, onOk, onCancel }: Props) {
  const { t } = useTranslation([ROLE, 'common']);
  const depts = useQuery(roleDeptTreeQuery());
  const nodes = useMemo(() => toNodes(depts.data?.depts ?? []), [depts.data]);
  const [chosen, setChosen] = useState(value);
  const finish = (toSubRules: boolean) => {
    if (chosen.length === 0) feedback.message.warning(t('depts.pickOne'));
    else onOk(chosen, toSubRules);
  };
  return (
    <Modal
      open
      title={t('depts.title', { name: ruleTitle })}
      width={640}
      onCancel={onCancel}
      mask={{ closable: false }}
      footer={
        <Space wrap>
          <Button onClick={onCancel}>{t('common:cancel')}</Button>
          {hasSubRules && (
            <Button disabled={!depts.isSuccess} onClick={() => finish(true)}>
              {t('depts.okApply')}
            </Button>
          )}
          <Button type="primary" disabled={!depts.isSuccess} onClick={() => finish(false)}>
            {t('common:ok')}
          </Button>
        </Space>
      }
    >
      {depts.isSuccess ? (
        <>
          <Typography.Paragraph type="secondary">{t('depts.count', { count: chosen.length })}</Typography.Paragraph>
          <CheckTree
            nodes={nodes}
            value={chosen}
            onChange={setChosen}
            withParents={false}
            expandAll
            maxHeight={400}
            label={t('scope.chooseDepts')}
          />
        </>
      ) : (
        <Spin spinning={depts.isLoading} style={{ display: 'block', padding: 48 }} />
      )}
    </Modal>
  );
}
