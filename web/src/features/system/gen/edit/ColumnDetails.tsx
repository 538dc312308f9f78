import type { CodegenColumn } from '@iot/contract';
import { Flex, Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { GEN } from '../texts';

/** The numbers of a column that GFast puts in six more grid columns (orders and widths). */
const NUMBERS = [
  { key: 'sortOrderList', min: 0, max: 9999 },
  { key: 'sortOrderEdit', min: 0, max: 9999 },
  { key: 'sortOrderDetail', min: 0, max: 9999 },
  { key: 'sortOrderQuery', min: 0, max: 9999 },
  { key: 'colSpan', min: 1, max: 24 },
] as const;

/**
 * A column's less used numbers, under its row when unfolded rather than as more grid columns
 * (GFast's grid was too wide to use), each in a number input.
 */
export function ColumnDetails({
  column,
  onChange,
}: {
  column: CodegenColumn;
  onChange: (change: Partial<CodegenColumn>) => void;
}) {
  const { t } = useTranslation(GEN);
  return (
    <Flex gap={16} wrap role="group" aria-label={t('col.more', { column: column.columnName })}>
      {NUMBERS.map(({ key, min, max }) => (
        <Form.Item key={key} label={t(`col.${key}`)} style={{ marginBottom: 0 }}>
          <InputNumber
            value={column[key]}
            min={min}
            max={max}
            precision={0}
            aria-label={`${t(`col.${key}`)} ${column.columnName}`}
            onChange={(value) => onChange({ [key]: value ?? min })}
          />
        </Form.Item>
      ))}
    </Flex>
  );
}
