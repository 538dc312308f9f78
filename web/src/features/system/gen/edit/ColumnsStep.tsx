import { CloseOutlined, LinkOutlined } from '@ant-design/icons';
import type { CodegenColumn } from '@iot/contract';
import { CODEGEN_HTML_TYPES, CODEGEN_QUERY_TYPES, CODEGEN_TS_TYPES } from '@iot/contract/codegen';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Flex, Input, InputNumber, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictTypeOptionsQuery } from '@/features/system/dict';
import { NARROW_WIDTH, useWidthAtLeast } from '@/lib/viewport';
import { GEN } from '../texts';
import { COLUMN_FLAGS, editLocked, HIDDEN_COLUMNS, setFlag, type ColumnFlag } from './editForm';
import { ColumnDetails } from './ColumnDetails';
import { RelationDialog } from './RelationDialog';

interface Props {
  columns: CodegenColumn[];
  onChange: (columns: CodegenColumn[]) => void;
  /** The tree template's parent column: GFast does not let it be searched. */
  treeParentCode?: string;
}

const QUERY_LABELS: Record<(typeof CODEGEN_QUERY_TYPES)[number], string> = {
  EQ: '=',
  NE: '!=',
  GT: '>',
  GTE: '>=',
  LT: '<',
  LTE: '<=',
  LIKE: 'LIKE',
  BETWEEN: 'BETWEEN',
};

/**
 * Step 3, columns: one row per column with its comment, types, flags (each with a header checkbox
 * for every column at once), search operator, control, dictionary or relation and order.
 */
export function ColumnsStep({ columns, onChange, treeParentCode }: Props) {
  const { t } = useTranslation([GEN, 'common']);
  const wide = useWidthAtLeast(NARROW_WIDTH);
  const dicts = useQuery(dictTypeOptionsQuery());
  const [relationOf, setRelationOf] = useState<CodegenColumn>();
  const shown = columns.filter((c) => !HIDDEN_COLUMNS.includes(c.columnName));

  const patch = (columnId: number, change: Partial<CodegenColumn>) =>
    onChange(columns.map((c) => (c.columnId === columnId ? { ...c, ...change } : c)));
  const locked = (flag: ColumnFlag) => (c: CodegenColumn) =>
    ((flag === 'isEdit' || flag === 'isRequired') && editLocked(c)) ||
    (flag === 'isQuery' && !!treeParentCode && c.columnName === treeParentCode);

  const flagColumn = (flag: ColumnFlag): ColumnsType<CodegenColumn>[number] => {
    const open = shown.filter((c) => !locked(flag)(c));
    const on = open.filter((c) => c[flag]).length;
    const name = t(`col.${flag}`);
    return {
      key: flag,
      width: 70,
      align: 'center',
      title: (
        <Checkbox
          checked={open.length > 0 && on === open.length}
          indeterminate={on > 0 && on < open.length}
          disabled={!open.length}
          aria-label={t('col.allFlag', { flag: name })}
          onChange={(e) =>
            onChange(setFlag(columns, flag, e.target.checked, (c) => locked(flag)(c) || !shown.includes(c)))
          }
        >
          {name}
        </Checkbox>
      ),
      render: (_, c) => (
        <Checkbox
          checked={c[flag]}
          disabled={locked(flag)(c)}
          aria-label={t('col.flagOf', { flag: name, column: c.columnName })}
          onChange={(e) => patch(c.columnId, { [flag]: e.target.checked })}
        />
      ),
    };
  };

  /** A text cell bound to `field`. */
  const textColumn = (field: 'columnComment' | 'tsField', width: number): ColumnsType<CodegenColumn>[number] => ({
    title: t(`col.${field}`),
    key: field,
    width,
    render: (_, c) => (
      <Input
        value={c[field]}
        aria-label={`${t(`col.${field}`)} ${c.columnName}`}
        onChange={(e) => patch(c.columnId, { [field]: e.target.value })}
      />
    ),
  });
  /** A select cell bound to `field`, with its choices (and when it is off). */
  const selectColumn = <F extends 'tsType' | 'queryType' | 'htmlType'>(
    field: F,
    width: number,
    options: { value: CodegenColumn[F]; label: string }[],
    disabled?: (c: CodegenColumn) => boolean,
  ): ColumnsType<CodegenColumn>[number] => ({
    title: t(`col.${field}`),
    key: field,
    width,
    render: (_, c) => (
      <Select
        value={c[field]}
        disabled={disabled?.(c)}
        style={{ width: '100%' }}
        aria-label={`${t(`col.${field}`)} ${c.columnName}`}
        options={options}
        onChange={(value: CodegenColumn[F]) => patch(c.columnId, { [field]: value })}
      />
    ),
  });

  const table: ColumnsType<CodegenColumn> = [
    { title: '#', key: 'index', width: 48, render: (_, __, i) => i + 1 },
    {
      title: t('col.columnName'),
      dataIndex: 'columnName',
      width: 150,
      fixed: wide ? 'left' : undefined,
      render: (name: string, c) => (
        <span style={{ wordBreak: 'break-all' }}>
          {name}
          {c.isPk && <Tag style={{ marginInlineStart: 4 }}>PK</Tag>}
        </span>
      ),
    },
    textColumn('columnComment', 160),
    { title: t('col.columnType'), dataIndex: 'sqlType', width: 140, ellipsis: true },
    selectColumn(
      'tsType',
      120,
      CODEGEN_TS_TYPES.map((v) => ({ value: v, label: v })),
    ),
    textColumn('tsField', 140),
    ...COLUMN_FLAGS.map(flagColumn),
    selectColumn(
      'queryType',
      120,
      CODEGEN_QUERY_TYPES.map((v) => ({ value: v, label: QUERY_LABELS[v] })),
      (c) => !c.isQuery,
    ),
    selectColumn(
      'htmlType',
      170,
      CODEGEN_HTML_TYPES.map((v) => ({ value: v, label: t(`html.${v}`) })),
    ),
    {
      title: t('col.dictType'),
      key: 'dictType',
      width: 180,
      render: (_, c) => (
        <Select
          value={c.dictType || undefined}
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ width: '100%' }}
          loading={dicts.isLoading}
          aria-label={`${t('col.dictType')} ${c.columnName}`}
          options={(dicts.data?.dictType ?? []).map((d) => ({
            value: d.dictType,
            label: `${d.dictName} (${d.dictType})`,
          }))}
          onChange={(dictType?: string) => patch(c.columnId, { dictType: dictType ?? '' })}
        />
      ),
    },
    {
      title: t('col.relation'),
      key: 'relation',
      width: 210,
      render: (_, c) =>
        c.linkTableName ? (
          <Flex align="center" gap={2} wrap>
            <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setRelationOf(c)}>
              {`${c.linkTableName}.${c.linkLabelId} → ${c.linkLabelName}`}
            </Button>
            <Button
              type="text"
              size="small"
              icon={<CloseOutlined />}
              aria-label={`${t('col.clearRelation')} ${c.columnName}`}
              onClick={() =>
                patch(c.columnId, {
                  linkTableName: '',
                  linkTableClass: '',
                  linkTablePackage: '',
                  linkLabelId: '',
                  linkLabelName: '',
                })
              }
            />
          </Flex>
        ) : (
          <Button
            size="small"
            icon={<LinkOutlined />}
            aria-label={`${t('col.pick')} ${c.columnName}`}
            onClick={() => setRelationOf(c)}
          >
            {t('col.pick')}
          </Button>
        ),
    },
    {
      title: t('col.minWidth'),
      key: 'minWidth',
      width: 100,
      render: (_, c) => (
        <InputNumber
          value={c.minWidth}
          min={40}
          max={1000}
          precision={0}
          style={{ width: '100%' }}
          aria-label={`${t('col.minWidth')} ${c.columnName}`}
          onChange={(minWidth) => patch(c.columnId, { minWidth: minWidth ?? 150 })}
        />
      ),
    },
    {
      title: t('col.sort'),
      key: 'sort',
      width: 90,
      render: (_, c) => (
        <InputNumber
          value={c.sort}
          min={0}
          precision={0}
          style={{ width: '100%' }}
          aria-label={`${t('col.sort')} ${c.columnName}`}
          onChange={(sort) => patch(c.columnId, { sort: sort ?? 0 })}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Alert type="info" showIcon title={t('edit.hiddenColumns')} />
      <Table<CodegenColumn>
        rowKey="columnId"
        size="small"
        bordered
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={shown}
        columns={table}
        expandable={{
          expandedRowRender: (c) => <ColumnDetails column={c} onChange={(change) => patch(c.columnId, change)} />,
        }}
      />
      <RelationDialog
        column={relationOf}
        onClose={() => setRelationOf(undefined)}
        onPick={(link) => {
          if (relationOf) patch(relationOf.columnId, link);
          setRelationOf(undefined);
        }}
      />
    </Flex>
  );
}
