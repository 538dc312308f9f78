import type { CodegenColumn, CodegenRelationTable } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Input, Modal, Row, Select, Table } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { genRelationQuery } from '../api';
import { GEN } from '../texts';
import { columnOptions } from './BasicInfoStep';

/** What a relation sets on a column. */
export type RelationLink = Pick<
  CodegenColumn,
  'linkTableName' | 'linkTableClass' | 'linkTablePackage' | 'linkLabelId' | 'linkLabelName'
>;

interface Props {
  /** The column being related; the dialog is open while there is one. */
  column: CodegenColumn | undefined;
  onClose: () => void;
  onPick: (link: RelationLink) => void;
}

type Picks = Record<string, { key?: string; value?: string }>;

/** The picks a column starts with: its relation, or the foreign key the catalog proposes. */
function initialPicks(column: CodegenColumn | undefined): Picks {
  if (column?.linkTableName)
    return { [column.linkTableName]: { key: column.linkLabelId, value: column.linkLabelName } };
  const [table, key] = column?.foreignKey.split('.') ?? [];
  return table && key ? { [table]: { key } } : {};
}

/** GFast's relation dialog: an imported table, its key column (the stored value) and its label column. */
export function RelationDialog({ column, onClose, onPick }: Props) {
  const { t } = useTranslation([GEN, 'common']);
  const tables = useQuery({ ...genRelationQuery(), enabled: !!column });
  const [name, setName] = useState('');
  const [comment, setComment] = useState('');
  const [picks, setPicks] = useState<Picks>({});
  const [pickedFor, setPickedFor] = useState<number>();
  // A new column opens with its own relation picked (state adjusted while rendering, not in an effect).
  if (column && pickedFor !== column.columnId) {
    setPickedFor(column.columnId);
    setPicks(initialPicks(column));
  }
  const rows = (tables.data?.data ?? []).filter(
    (r) =>
      r.tableName.toLowerCase().includes(name.trim().toLowerCase()) &&
      r.tableComment.toLowerCase().includes(comment.trim().toLowerCase()),
  );
  const pick = (table: string, change: { key?: string; value?: string }) =>
    setPicks((p) => ({ ...p, [table]: { ...p[table], ...change } }));
  const use = (row: CodegenRelationTable) => {
    const chosen = picks[row.tableName] ?? {};
    if (!chosen.key) return feedback.message.error(t('relation.keyNeeded'));
    if (!chosen.value) return feedback.message.error(t('relation.valueNeeded'));
    onPick({
      linkTableName: row.tableName,
      linkTableClass: row.className,
      linkTablePackage: row.packageName,
      linkLabelId: chosen.key,
      linkLabelName: chosen.value,
    });
  };
  const columnChoices = (row: CodegenRelationTable) => columnOptions(row.columns);

  /** The related table's column chosen as its key, or as the label shown. */
  const columnPick = (part: 'key' | 'value'): ColumnType<CodegenRelationTable> => ({
    title: t(`relation.${part}`),
    key: part,
    width: 180,
    render: (_, row) => (
      <Select
        style={{ width: '100%' }}
        showSearch
        optionFilterProp="label"
        aria-label={`${t(`relation.${part}`)} ${row.tableName}`}
        value={picks[row.tableName]?.[part]}
        options={columnChoices(row)}
        onChange={(column: string) => pick(row.tableName, { [part]: column })}
      />
    ),
  });

  return (
    <Modal
      open={!!column}
      onCancel={onClose}
      afterClose={() => setPickedFor(undefined)}
      footer={null}
      width={900}
      title={t('relation.title', { column: column?.columnName ?? '' })}
    >
      <Row gutter={12} style={{ marginBottom: 12 }}>
        <Col xs={24} sm={12}>
          <Input
            allowClear
            value={name}
            placeholder={t('field.tableName')}
            aria-label={t('field.tableName')}
            onChange={(e) => setName(e.target.value)}
          />
        </Col>
        <Col xs={24} sm={12}>
          <Input
            allowClear
            value={comment}
            placeholder={t('field.tableComment')}
            aria-label={t('field.tableComment')}
            onChange={(e) => setComment(e.target.value)}
          />
        </Col>
      </Row>
      <Table<CodegenRelationTable>
        rowKey="tableId"
        size="small"
        loading={tables.isFetching}
        scroll={{ x: 'max-content' }}
        dataSource={rows}
        pagination={{ pageSize: 8, showSizeChanger: false, hideOnSinglePage: true }}
        columns={[
          { title: t('field.tableName'), dataIndex: 'tableName', minWidth: 140 },
          { title: t('field.tableComment'), dataIndex: 'tableComment', minWidth: 120 },
          columnPick('key'),
          columnPick('value'),
          {
            title: t('common:actions'),
            key: 'use',
            width: 110,
            render: (_, row) => (
              <Button type="link" size="small" onClick={() => use(row)}>
                {t('relation.use')}
              </Button>
            ),
          },
        ]}
      />
    </Modal>
  );
}
