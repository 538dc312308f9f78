import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Flex, Input, Spin, Tree } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { deptTreeQuery } from '../api';
import { DEPT } from '../texts';
import { branchIds, filterByName, toNodes, type DeptNode } from './tree';

export interface DeptTreeProps {
  /** The selected department, highlighted. */
  selected?: number;
  /** A department clicked; `undefined` when the selected one is clicked again. */
  onSelect: (deptId: number | undefined) => void;
  /** dept/treeSelect's `showOwner` (the user page sends it). */
  showOwner?: boolean;
  /** The tree's height in pixels: it scrolls (virtually) within it. */
  height?: number;
}

interface TreeItem {
  key: number;
  title: string;
  children?: TreeItem[];
}

const toItems = (nodes: DeptNode[]): TreeItem[] =>
  nodes.map((n) => ({ key: n.id, title: n.name, children: n.children.length ? toItems(n.children) : undefined }));

/** The departments as a filterable tree, fully expanded; clicking one selects it, clicking it again clears. */
export function DeptTree({ selected, onSelect, showOwner = false, height }: DeptTreeProps) {
  const { t, i18n } = useTranslation([DEPT, 'common']);
  const [text, setText] = useState('');
  const tree = useQuery(deptTreeQuery(showOwner));
  const nodes = useMemo(
    () => toNodes(tree.data?.deps ?? []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the language is what changes them
    [tree.data, i18n.language],
  );
  const shown = useMemo(() => filterByName(nodes, text), [nodes, text]);

  // Every level open whenever the data or the filter changes; the user may fold some meanwhile.
  const [expanded, setExpanded] = useState<Key[]>(() => branchIds(shown));
  const [openedFor, setOpenedFor] = useState(shown);
  if (openedFor !== shown) {
    setOpenedFor(shown);
    setExpanded(branchIds(shown));
  }

  let body;
  if (tree.isLoading) body = <Spin style={{ display: 'block', padding: 24 }} />;
  else if (tree.isError)
    body = (
      // The request layer has told what went wrong.
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={false}>
        <Button size="small" onClick={() => void tree.refetch()}>
          {t('common:retry')}
        </Button>
      </Empty>
    );
  else if (shown.length === 0)
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(nodes.length ? 'picker.noMatch' : 'picker.empty')} />
    );
  else
    body = (
      <Tree<TreeItem>
        blockNode
        treeData={toItems(shown)}
        expandedKeys={expanded}
        onExpand={setExpanded}
        selectedKeys={selected === undefined ? [] : [selected]}
        // antd deselects a selected node clicked again: the list is no longer filtered then.
        onSelect={(keys) => onSelect(keys.length ? Number(keys[0]) : undefined)}
        height={height}
      />
    );

  return (
    <Flex vertical gap={8}>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('picker.filter')}
        aria-label={t('picker.filter')}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {body}
    </Flex>
  );
}
