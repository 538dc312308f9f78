// The settings the two sample tables are imported with, over GFast's defaults (as GFast's demo
// tables come with their generator rows): between them they switch on the generation options, so a
// fresh install, the proof (server/scripts/codegen-check.ts) and the e2e walk exercise every one.
import type { NewColumn } from './columns.ts';
import type { GenTableRow } from './schema.ts';

type TableOptions = Partial<Pick<GenTableRow, 'showDetail' | 'excelPort' | 'excelImp' | 'useSnowId' | 'useVirtual'>>;

interface SampleSettings {
  table: TableOptions;
  columns: Record<string, Partial<NewColumn>>;
}

export const SAMPLE_SETTINGS: Record<string, SampleSettings> = {
  demo_gen_sample: {
    table: { showDetail: true, excelPort: true, excelImp: true },
    columns: {
      // The detail view opens on the status, then the name; the name takes a whole row of the form.
      status: { sortOrderDetail: 0 },
      name: { colSpan: 24 },
      remark: { htmlType: 'richtext' },
      // The creator is shown by nickname (the department by name: GFast's default picker).
      created_by: { htmlType: 'userSelectorSingle', isList: true },
    },
  },
  demo_gen_tree: { table: { useVirtual: true }, columns: {} },
};

/** A sample table's settings over the defaults of its table row and columns; other tables as they are. */
export function withSampleSettings<T extends object, C extends { columnName: string }>(
  tableName: string,
  table: T,
  columns: C[],
): { table: T & TableOptions; columns: C[] } {
  const sample = SAMPLE_SETTINGS[tableName] as SampleSettings | undefined;
  if (!sample) return { table, columns };
  return {
    table: { ...table, ...sample.table },
    columns: columns.map((c) => ({ ...c, ...sample.columns[c.columnName] })),
  };
}
