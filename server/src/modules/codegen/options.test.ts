// Each stored generation option changes the generated code (a setting that changes nothing is a
// defect): the option is switched off and on and the preview compared.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInApp, type Method } from '../../../test/helpers.ts';

type Files = Record<string, string>;
type Settings = Record<string, unknown>;

describe('code generator options', () => {
  const s = signedInApp();
  const api = (method: Method, path: string, data: Record<string, unknown> = {}) =>
    s.t.api(method, `/api/v1/system/tools/gen/${path}`, data, s.admin);
  let sampleId = 0;
  let treeId = 0;

  const preview = async (tableId: number): Promise<Files> =>
    (await api('GET', 'preview', { tableId })).body.data.data as Files;
  /** Saves the table's settings with `table` over them and `columns` over the named columns. */
  const save = async (tableId: number, table: Settings, columns: Record<string, Settings> = {}) => {
    const { info, list } = (await api('GET', 'columnList', { tableId })).body.data;
    const body = {
      ...info,
      ...table,
      columns: list.map((c: { columnName: string }) => ({ ...c, ...columns[c.columnName] })),
    };
    const res = await api('POST', 'editSave', body);
    expect(res.body).toMatchObject({ code: 0 });
  };
  const sample = 'web/src/features/gen/demoGenSample';
  const page = (files: Files) => files[`${sample}/DemoGenSamplePage.tsx`];
  const dialog = (files: Files) => files[`${sample}/components/DemoGenSampleDialog.tsx`];
  const detail = (files: Files) => files[`${sample}/components/DemoGenSampleDetail.tsx`];
  const server = (files: Files, file: string) => files[`server/src/modules/demoGenSample/${file}`];

  it('imports the samples with the options switched on that they exercise', async () => {
    expect((await api('POST', 'importTableSave', { tables: ['demo_gen_sample', 'demo_gen_tree'] })).body.code).toBe(0);
    const list = (await api('GET', 'tableList', { tableName: 'demo_gen' })).body.data.list as {
      tableId: number;
      tableName: string;
    }[];
    sampleId = list.find((t) => t.tableName === 'demo_gen_sample')!.tableId;
    treeId = list.find((t) => t.tableName === 'demo_gen_tree')!.tableId;
    const { info, list: columns } = (await api('GET', 'columnList', { tableId: sampleId })).body.data;
    expect(info).toMatchObject({ showDetail: true, excelPort: true, excelImp: true });
    const col = (name: string) => columns.find((c: { columnName: string }) => c.columnName === name);
    expect(col('remark')).toMatchObject({ htmlType: 'richtext' });
    expect(col('name')).toMatchObject({ colSpan: 24 });
    expect(col('created_by')).toMatchObject({ htmlType: 'userSelectorSingle', isList: true });
    expect((await api('GET', 'columnList', { tableId: treeId })).body.data.info).toMatchObject({ useVirtual: true });
  });

  it('showDetail: a Detail row action opening the row read through get, in Descriptions', async () => {
    await save(sampleId, { showDetail: false });
    const off = await preview(sampleId);
    expect(detail(off)).toBeUndefined();
    expect(page(off)).not.toContain('Detail');
    await save(sampleId, { showDetail: true });
    const on = await preview(sampleId);
    expect(detail(on)).toContain('<Descriptions');
    expect(detail(on)).toContain('demoGenSampleDetailQuery(');
    expect(on[`${sample}/api.ts`]).toMatch(/demoGenSampleDetailQuery = [\s\S]*demoGenSampleApi\.get\(/);
    expect(page(on)).toContain("t('detail')");
    expect(page(on)).toContain('<DemoGenSampleDetail');
    expect(page(on)).toContain('PERMISSIONS.demoGenSample.get');
    expect(JSON.parse(on[`${sample}/texts.json`])).toMatchObject({ detail: ['详情', 'Detail', '詳情'] });
  });

  it('isDetail and sortOrderDetail: the detail shows the detail columns in their detail order', async () => {
    const order = (files: Files) =>
      [...detail(files).matchAll(/key: '(\w+)'/g)].map((m) => m[1]).filter((k) => ['name', 'status'].includes(k));
    await save(sampleId, {}, { name: { sortOrderDetail: 1, isDetail: true }, status: { sortOrderDetail: 2 } });
    expect(order(await preview(sampleId))).toEqual(['name', 'status']);
    await save(sampleId, {}, { name: { sortOrderDetail: 3 } });
    expect(order(await preview(sampleId))).toEqual(['status', 'name']);
    await save(sampleId, {}, { name: { isDetail: false } });
    expect(order(await preview(sampleId))).toEqual(['status']);
    await save(sampleId, {}, { name: { isDetail: true } });
  });

  it('colSpan: each field of the dialog takes its columns of 24; wide controls a whole row', async () => {
    const colOf = (files: Files, field: string) =>
      new RegExp(`<Col ([^>]*)>\\s*<Form.Item\\s+name="${field}"`).exec(dialog(files))?.[1];
    await save(sampleId, {}, { name: { colSpan: 8 }, status: { colSpan: 16 }, cover: { colSpan: 6 } });
    const files = await preview(sampleId);
    expect(colOf(files, 'name')).toBe('xs={24} sm={8}');
    expect(colOf(files, 'status')).toBe('xs={24} sm={16}');
    expect(colOf(files, 'cover')).toBe('span={24}');
    expect(detail(files)).toMatch(/key: 'name',[^}]*span: 8/);
    await save(sampleId, {}, { name: { colSpan: 24 } });
    expect(colOf(await preview(sampleId), 'name')).toBe('xs={24} sm={24}');
  });

  it('richtext: the shared rich-text editor, not a textarea', async () => {
    await save(sampleId, {}, { remark: { htmlType: 'textarea' } });
    expect(dialog(await preview(sampleId))).not.toContain('RichText');
    await save(sampleId, {}, { remark: { htmlType: 'richtext', isDetail: true } });
    const files = await preview(sampleId);
    expect(dialog(files)).toContain("import { RichText } from '@/components/rich-text';");
    expect(dialog(files)).toMatch(/name="remark"[\s\S]*?<RichText ns=\{DEMO_GEN_SAMPLE\}/);
    expect(dialog(files)).not.toContain('Input.TextArea');
    expect(JSON.parse(files[`${sample}/texts.json`]).editor.bold).toEqual(['粗体', 'Bold', '粗體']);
    // Read-only, the HTML is shown in a sandbox, never run.
    expect(detail(files)).toContain('sandbox=""');
  });

  it('user and department columns: the list shows the nickname and the department name', async () => {
    await save(sampleId, {}, { created_by: { htmlType: 'inputNumber' }, dept_id: { htmlType: 'inputNumber' } });
    const plain = await preview(sampleId);
    expect(server(plain, 'service.ts')).not.toContain('userView');
    expect(page(plain)).not.toContain('createdByName');
    await save(
      sampleId,
      {},
      { created_by: { htmlType: 'userSelectorSingle' }, dept_id: { htmlType: 'deptSelectorSingle' } },
    );
    const files = await preview(sampleId);
    expect(server(files, 'service.ts')).toContain("import { userView } from '../user/index.ts';");
    expect(server(files, 'service.ts')).toContain("import { deptView } from '../dept/index.ts';");
    expect(server(files, 'service.ts')).toContain('createdByName: names.user.get(r.createdBy)');
    expect(files['contract/src/demoGenSample.ts']).toContain('createdByName: string;');
    expect(files['contract/src/demoGenSample.ts']).toContain('deptIdName: string;');
    expect(page(files)).toContain('row.createdByName');
    expect(page(files)).toContain('row.deptIdName');
  });

  it('useVirtual: the list kit draws a virtual table', async () => {
    const tree = (files: Files) => files['web/src/features/gen/demoGenTree/DemoGenTreePage.tsx'];
    await save(treeId, { useVirtual: false });
    expect(tree(await preview(treeId))).not.toMatch(/^\s+virtual$/m);
    await save(treeId, { useVirtual: true });
    expect(tree(await preview(treeId))).toMatch(/^\s+virtual$/m);
  });

  it('excelPort: an export route with its permission and button row, and the Export button', async () => {
    await save(sampleId, { excelPort: false });
    const off = await preview(sampleId);
    expect(server(off, 'export.ts')).toBeUndefined();
    expect(server(off, 'routes.ts')).not.toContain('/export');
    expect(off['contract/src/permissions.ts']).not.toContain('api/v1/gen/demoGenSample/export');
    await save(sampleId, { excelPort: true });
    const on = await preview(sampleId);
    expect(server(on, 'routes.ts')).toContain('needs(permission.export)');
    expect(server(on, 'routes.ts')).toContain('sendExport(');
    expect(server(on, 'export.ts')).toContain('demoGenSampleToExport');
    expect(server(on, 'seed.ts')).toContain("'导出Code generator sample']: permission.export");
    expect(on['contract/src/permissions.ts']).toContain("export: 'api/v1/gen/demoGenSample/export'");
    expect(on['contract/src/demoGenSample.ts']).toContain('demoGenSampleExportQuery');
    expect(page(on)).toContain('<ExportButton');
    expect(on[`${sample}/api.ts`]).toContain('http.download(`${base}/export`');
  });

  it('excelImp: an import route with its permission and button row, and the Import dialog', async () => {
    await save(sampleId, { excelImp: false });
    const off = await preview(sampleId);
    expect(server(off, 'import.ts')).toBeUndefined();
    expect(server(off, 'routes.ts')).not.toContain('/import');
    expect(page(off)).not.toContain('ImportDialog');
    await save(sampleId, { excelImp: true });
    const on = await preview(sampleId);
    expect(server(on, 'routes.ts')).toContain('needs(permission.import)');
    // Rows are checked by the generated add schema, refused rows reported in the caller's language.
    expect(server(on, 'import.ts')).toContain('parseValues(demoGenSampleAddBody, valuesOf(cells))');
    expect(server(on, 'import.ts')).toContain('translate(lang, e.key, e.params)');
    expect(server(on, 'seed.ts')).toContain("'导入Code generator sample']: permission.import");
    expect(on['contract/src/permissions.ts']).toContain("import: 'api/v1/gen/demoGenSample/import'");
    expect(on['contract/src/demoGenSample.ts']).toContain('export interface DemoGenSampleImportResult');
    expect(on[`${sample}/components/DemoGenSampleImportDialog.tsx`]).toContain("from '@/components/import-dialog'");
    expect(page(on)).toContain('<DemoGenSampleImportDialog');
    expect(server(on, 'demoGenSample.test.ts')).toContain('imports the rows of a CSV file');
  });

  it('useSnowId: the server assigns a snowflake key; only a bigint key without a default takes it', async () => {
    expect((await api('POST', 'importTableSave', { tables: ['demo_gen_snow'] })).body.code).toBe(51);
    await s.t.database.db.execute(
      sql.raw('CREATE TABLE demo_gen_snow (id bigint PRIMARY KEY, title varchar(40) NOT NULL)'),
    );
    expect((await api('POST', 'importTableSave', { tables: ['demo_gen_snow'] })).body.code).toBe(0);
    const snowId = (await api('GET', 'tableList', { tableName: 'demo_gen_snow' })).body.data.list[0].tableId as number;
    const off = await preview(snowId);
    expect(off['server/src/modules/demoGenSnow/service.ts']).not.toContain('nextSnowId');
    await save(snowId, { useSnowId: true, tableComment: 'Snowflake keys' });
    const on = await preview(snowId);
    expect(on['server/src/modules/demoGenSnow/service.ts']).toContain('id: nextSnowId(),');
    expect(on['server/src/modules/demoGenSnow/schema.ts']).toContain(
      "id: bigint('id', { mode: 'number' }).primaryKey(),",
    );
    expect(on['contract/src/demoGenSnow.ts']).toContain('id: keyId()');
    // A serial key keeps its own default: refused with a clear 51.
    const { info, list } = (await api('GET', 'columnList', { tableId: sampleId })).body.data;
    expect((await api('POST', 'editSave', { ...info, columns: list, useSnowId: true })).body).toMatchObject({
      code: 51,
      message: 'Snowflake ids need the key column id to be a bigint without a default (no serial or identity)',
    });
  });
});
