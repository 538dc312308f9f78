import { Checkbox, Empty, Flex, Tree } from 'antd';
import { useMemo, useState, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE } from '../texts';
import { checkAll, coverage, display, indexTree, toggle, type KeyNode } from './checkTree';

/** A node of the tree: its key, its label, whether the user may change it. */
export interface CheckNode extends KeyNode {
  title: ReactNode;
  children?: CheckNode[];
}

export interface CheckTreeProps {
  nodes: CheckNode[];
  /** The chosen keys (a form control's value). */
  value?: number[];
  onChange?: (value: number[]) => void;
  /** The value holds the ancestors of checked keys too (menus); otherwise only checked keys (departments). */
  withParents: boolean;
  /** Open every level at first. */
  expandAll?: boolean;
  /** The tree scrolls within this height. */
  maxHeight?: number;
  /** Names the tree for assistive technology. */
  label: string;
  id?: string;
}

/**
 * A checkbox tree with GFast's three switches: expand all, check all / none and parent-child
 * linkage (on at first; off, each node is checked on its own). Clicking a label checks it too.
 */
export function CheckTree({
  nodes,
  value = [],
  onChange,
  withParents,
  expandAll,
  maxHeight,
  label,
  id,
}: CheckTreeProps) {
  const { t } = useTranslation(ROLE);
  const index = useMemo(() => indexTree(nodes), [nodes]);
  const [linked, setLinked] = useState(true);
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  // Until the user folds or unfolds a node: every level or none, as asked.
  const shownExpanded = expanded ?? (expandAll ? index.branches : []);
  const mode = { linked, withParents };
  const state = coverage(index, value);
  const allOpen = index.branches.length > 0 && index.branches.every((k) => shownExpanded.includes(k));

  if (nodes.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tree.empty')} />;
  return (
    <Flex vertical gap={8} id={id}>
      <Flex wrap gap={8}>
        <Checkbox checked={allOpen} onChange={(e) => setExpanded(e.target.checked ? index.branches : [])}>
          {t('tree.expand')}
        </Checkbox>
        <Checkbox
          checked={state === 'all'}
          indeterminate={state === 'some'}
          onChange={(e) => onChange?.(checkAll(index, value, e.target.checked))}
        >
          {t('tree.checkAll')}
        </Checkbox>
        <Checkbox checked={linked} onChange={(e) => setLinked(e.target.checked)}>
          {t('tree.linkage')}
        </Checkbox>
      </Flex>
      <div
        role="group"
        aria-label={label}
        style={{
          maxHeight,
          overflow: 'auto',
          border: '1px solid var(--ant-color-border)',
          borderRadius: 6,
          padding: 4,
        }}
      >
        <Tree<CheckNode>
          checkable
          checkStrictly
          selectable={false}
          blockNode
          treeData={nodes}
          fieldNames={{ key: 'key', title: 'title', children: 'children' }}
          checkedKeys={display(index, value, mode)}
          onCheck={(_, info) => onChange?.(toggle(index, value, Number(info.node.key), info.checked, mode))}
          expandedKeys={shownExpanded}
          onExpand={(keys) => setExpanded(keys)}
        />
      </div>
    </Flex>
  );
}
