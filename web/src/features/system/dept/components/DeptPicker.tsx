import { Tag, TreeSelect } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEPT } from '../texts';
import { withoutSubtree, type DeptNode } from './tree';

/** The props of a department form control (DeptTreeSelect's, kept as the user and role pages use them). */
export interface DeptSelectProps {
  value?: number;
  onChange?: (v: number | undefined) => void;
  id?: string;
  disabled?: boolean;
  placeholder?: string;
  allowClear?: boolean;
  /** Hides this department and everything below it. */
  exclude?: number;
  /** When set, a top-level choice (value 0) holding the tree. */
  rootLabel?: string;
}

interface Option {
  value: number;
  title: ReactNode;
  /** What the search matches and the box shows once chosen. */
  name: string;
  children?: Option[];
}

/** A department's choice; a disabled department says so, and can still be chosen. */
const toOption = (n: DeptNode, offText: string): Option => ({
  value: n.id,
  name: n.name,
  title: n.off ? (
    <>
      {n.name}{' '}
      <Tag bordered={false} style={{ marginInlineStart: 4 }}>
        {offText}
      </Tag>
    </>
  ) : (
    n.name
  ),
  children: n.children.length ? n.children.map((c) => toOption(c, offText)) : undefined,
});

/** Values of the options that have children (every level open). */
const branchValues = (options: Option[]): number[] =>
  options.flatMap((o) => (o.children ? [o.value, ...branchValues(o.children)] : []));

const matches = (input: string, option: Record<string, unknown>) =>
  String(option.name ?? '')
    .toLowerCase()
    .includes(input.trim().toLowerCase());

/** antd's TreeSelect over the given departments, searchable by name, all levels open. */
export function DeptPicker({
  nodes,
  loading,
  exclude,
  rootLabel,
  value,
  onChange,
  placeholder,
  allowClear = true,
  ...props
}: DeptSelectProps & { nodes: DeptNode[]; loading: boolean }) {
  const { t } = useTranslation([DEPT, 'common']);
  const offText = t('common:disabled');
  const treeData = useMemo(() => {
    const options = withoutSubtree(nodes, exclude).map((n) => toOption(n, offText));
    return rootLabel === undefined ? options : [{ value: 0, name: rootLabel, title: rootLabel, children: options }];
  }, [nodes, exclude, rootLabel, offText]);
  // Every level open, also when the departments arrive after the list was opened.
  const [expanded, setExpanded] = useState<(string | number)[]>(() => branchValues(treeData));
  const [openedFor, setOpenedFor] = useState(treeData);
  if (openedFor !== treeData) {
    setOpenedFor(treeData);
    setExpanded(branchValues(treeData));
  }
  return (
    <TreeSelect<number | undefined, Option>
      {...props}
      // Until the tree is there a chosen id would show as a bare number.
      value={loading ? undefined : value}
      onChange={(v) => onChange?.(v ?? undefined)}
      treeData={treeData}
      loading={loading}
      allowClear={allowClear}
      placeholder={placeholder ?? t('picker.placeholder')}
      showSearch={{ filterTreeNode: matches }}
      treeNodeLabelProp="name"
      treeExpandedKeys={expanded}
      onTreeExpand={setExpanded}
      notFoundContent={t(nodes.length ? 'picker.noMatch' : 'picker.empty')}
      style={{ width: '100%' }}
    />
  );
}
