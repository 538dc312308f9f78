import { sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { signedInApp, type Method } from '../../../test/helpers.ts';

describe('code generator', () => {
  const s = signedInApp();
  const api = (method: Method, path: string, data: Record<string, unknown> = {}, token = s.admin) =>
    s.t.api(method, `/api/v1/system/tools/gen/${path}`, data, token);
  const exec = (text: string) => s.t.database.db.execute(sql.raw(text));
  const tableIdOf = async (name: string) =>
    (await api('GET', 'tableList', { tableName: name, pageSize: 100 })).body.data.list.find(
      (t: { tableName: string }) => t.tableName === name,
    )?.tableId as number;

  it('lists the tables of the database not yet imported, with their comments, without migration bookkeeping', async () => {
    const res = await api('GET', 'dataList', { pageSize: 1000 });
    expect(res.body.code).toBe(0);
    const names = res.body.data.list.map((t: { tableName: string }) => t.tableName);
    expect(names).toContain('demo_gen_sample');
    expect(names).toContain('sys_post');
    expect(names.some((n: string) => n.includes('drizzle'))).toBe(false);
    const sample = res.body.data.list.find((t: { tableName: string }) => t.tableName === 'demo_gen_sample');
    expect(sample).toEqual({
      tableName: 'demo_gen_sample',
      tableComment: 'Code generator sample',
      createTime: null,
      updateTime: null,
    });
    const filtered = await api('GET', 'dataList', { tableComment: 'SAMPLE: a TREE' });
    expect(filtered.body.data.list.map((t: { tableName: string }) => t.tableName)).toEqual(['demo_gen_tree']);
  });

  it('imports the samples with GFast defaults and refuses a second import', async () => {
    expect((await api('POST', 'importTableSave', { tables: ['demo_gen_tree', 'demo_gen_sample'] })).body.code).toBe(0);
    const again = await api('POST', 'importTableSave', { tables: 'demo_gen_sample' });
    expect(again.body).toMatchObject({ code: 51, message: 'Table demo_gen_sample is already imported' });
    const names = (await api('GET', 'dataList', { pageSize: 1000 })).body.data.list.map(
      (t: { tableName: string }) => t.tableName,
    );
    expect(names).not.toContain('demo_gen_sample');

    const list = await api('GET', 'tableList', { tableName: 'demo_gen' });
    expect(list.body.data.total).toBe(2);
    const sampleId = await tableIdOf('demo_gen_sample');
    const { info, list: columns } = (await api('GET', 'columnList', { tableId: sampleId })).body.data;
    expect(info).toMatchObject({
      tableName: 'demo_gen_sample',
      businessName: 'demoGenSample',
      className: 'DemoGenSample',
      tplCategory: 'crud',
      packageName: 'app/gen',
      functionName: 'Code generator sample',
      functionAuthor: 'admin',
      sortColumn: 'id',
    });
    expect(info.menuPid).toBeGreaterThan(0);
    const col = (name: string) => columns.find((c: { columnName: string }) => c.columnName === name);
    expect(col('id')).toMatchObject({
      isPk: true,
      isIncrement: true,
      isEdit: false,
      tsType: 'number',
      sqlType: 'integer',
    });
    expect(col('name')).toMatchObject({
      sqlType: 'character varying(64)',
      isRequired: true,
      isQuery: true,
      queryType: 'LIKE',
      htmlType: 'input',
      columnComment: 'Name',
    });
    expect(col('status')).toMatchObject({ htmlType: 'radio', dictType: 'sys_normal_disable', queryType: 'EQ' });
    expect(col('publish_date')).toMatchObject({ htmlType: 'date', tsField: 'publishDate', isRequired: false });
    expect(col('cover')).toMatchObject({ htmlType: 'imagefile' });
    expect(col('tree_id')).toMatchObject({
      htmlType: 'select',
      linkTableName: 'demo_gen_tree',
      linkLabelId: 'id',
      linkLabelName: 'name',
      foreignKey: 'demo_gen_tree.id',
    });
    expect(col('dept_id')).toMatchObject({ htmlType: 'deptSelectorSingle', isEdit: false });
    expect(col('created_at')).toMatchObject({ queryType: 'BETWEEN', isEdit: false, htmlType: 'datetime' });

    const treeId = await tableIdOf('demo_gen_tree');
    const tree = (await api('GET', 'columnList', { tableId: treeId })).body.data.info;
    expect(tree).toMatchObject({
      tplCategory: 'tree',
      options: { treeCode: 'id', treeParentCode: 'parent_id', treeName: 'name' },
    });

    const relation = (await api('GET', 'relationTable')).body.data.data;
    expect(relation.map((t: { tableName: string }) => t.tableName)).toEqual(['demo_gen_sample', 'demo_gen_tree']);
  });

  it('refuses an unknown table, one without a primary key and an unmapped type with 51', async () => {
    expect((await api('POST', 'importTableSave', { tables: ['no_such_table'] })).body).toMatchObject({
      code: 51,
      message: 'The database has no table no_such_table',
    });
    await exec('CREATE TABLE t_no_key (a integer, b text)');
    expect((await api('POST', 'importTableSave', { tables: ['t_no_key'] })).body).toMatchObject({
      code: 51,
      message: 'Table t_no_key has no primary key: code cannot be generated for it',
    });
    await exec('CREATE TABLE t_odd_type (id serial PRIMARY KEY, spot point)');
    expect((await api('POST', 'importTableSave', { tables: ['t_odd_type'] })).body).toMatchObject({
      code: 51,
      message: 'Column spot of table t_odd_type has the type point, which the generator cannot map',
    });
    expect((await api('POST', 'importTableSave', { tables: [] })).body.code).toBe(51);
    expect((await api('GET', 'columnList', { tableId: 99999 })).body.code).toBe(50);
  });

  it('imports odd names as safe identifiers and generates from them', async () => {
    await exec(
      `CREATE TABLE "order items" ("id" serial PRIMARY KEY, "class" text NOT NULL DEFAULT '', "default" integer, "odd ""quoted"" name" varchar(20), "2nd" boolean)`,
    );
    expect((await api('POST', 'importTableSave', { tables: ['order items'] })).body.code).toBe(0);
    const tableId = await tableIdOf('order items');
    const { info, list } = (await api('GET', 'columnList', { tableId })).body.data;
    expect(info.businessName).toBe('orderItems');
    expect(list.map((c: { tsField: string }) => c.tsField)).toEqual([
      'id',
      'classValue',
      'defaultValue',
      'oddQuotedName',
      'c2nd',
    ]);
    const files = (await api('GET', 'preview', { tableId })).body.data.data as Record<string, string>;
    expect(files['server/src/modules/orderItems/schema.ts']).toContain(`pgTable('order items'`);
    expect(files['server/src/modules/orderItems/schema.ts']).toContain(`varchar('odd "quoted" name', { length: 20 })`);
  });

  it('saves the settings, refusing bad and colliding names with 51', async () => {
    const tableId = await tableIdOf('demo_gen_sample');
    const { info, list } = (await api('GET', 'columnList', { tableId })).body.data;
    const body = { ...info, columns: list };
    const save = (extra: Record<string, unknown>) => api('POST', 'editSave', { ...body, ...extra });
    expect((await save({ functionName: 'Samples', showDetail: '1', useSnowId: 0 })).body.code).toBe(0);
    const after = (await api('GET', 'columnList', { tableId })).body.data.info;
    expect(after).toMatchObject({ functionName: 'Samples', showDetail: true, useSnowId: false });
    expect((await save({ businessName: 'post' })).body).toMatchObject({
      code: 51,
      message: 'The name post is already a server module',
    });
    expect((await save({ businessName: 'demoGenTree' })).body).toMatchObject({
      code: 51,
      message: 'The name demoGenTree is already used by the settings of table demo_gen_tree',
    });
    expect((await save({ businessName: 'Bad-Name' })).body.code).toBe(51);
    expect((await save({ className: 'lowerCase' })).body.code).toBe(51);
    expect((await save({ packageName: 'app/Gen/' })).body.code).toBe(51);
    expect((await save({ sortColumn: 'nope' })).body.code).toBe(51);
    expect(
      (await save({ tplCategory: 'tree', options: { treeCode: 'id', treeParentCode: 'x', treeName: 'name' } })).body
        .code,
    ).toBe(51);
    const badDict = list.map((c: { columnName: string }) => (c.columnName === 'status' ? { ...c, dictType: '' } : c));
    expect((await save({ columns: badDict })).body).toMatchObject({
      code: 51,
      message: 'Column status needs a dictionary type',
    });
    const flags = list.map((c: { columnName: string }) =>
      c.columnName === 'remark' ? { ...c, isList: '1', isQuery: true, queryType: 'LIKE' } : c,
    );
    expect((await save({ columns: flags })).body.code).toBe(0);
    const remark = (await api('GET', 'columnList', { tableId })).body.data.list.find(
      (c: { columnName: string }) => c.columnName === 'remark',
    );
    expect(remark).toMatchObject({ isList: true, isQuery: true });
  });

  it('syncs a changed table keeping the choices of the columns that remain', async () => {
    const tableId = await tableIdOf('order items');
    const { info, list } = (await api('GET', 'columnList', { tableId })).body.data;
    const edited = list.map((c: { columnName: string }) =>
      c.columnName === 'class' ? { ...c, columnComment: 'Kept', isQuery: true } : c,
    );
    // GFast requires the table's description (the table has no comment).
    expect((await api('POST', 'editSave', { ...info, columns: edited })).body).toMatchObject({ code: 51 });
    expect((await api('POST', 'editSave', { ...info, tableComment: 'Order items', columns: edited })).body.code).toBe(
      0,
    );
    await exec(`ALTER TABLE "order items" DROP COLUMN "2nd", ADD COLUMN "note" text`);
    expect((await api('POST', 'syncTable', { tableId })).body.code).toBe(0);
    const after = (await api('GET', 'columnList', { tableId })).body.data.list;
    expect(after.map((c: { columnName: string }) => c.columnName)).toEqual([
      'id',
      'class',
      'default',
      'odd "quoted" name',
      'note',
    ]);
    expect(after.find((c: { columnName: string }) => c.columnName === 'class')).toMatchObject({
      columnComment: 'Kept',
      isQuery: true,
    });
    await exec(`DROP TABLE "order items"`);
    expect((await api('POST', 'syncTable', { tableId })).body.code).toBe(50);
    expect((await api('DELETE', 'tableDelete', { ids: [tableId] })).body.code).toBe(0);
    expect(await tableIdOf('order items')).toBeUndefined();
  });

  it('previews every file by its repository path and zips them', async () => {
    const tableId = await tableIdOf('demo_gen_sample');
    const files = (await api('GET', 'preview', { tableId })).body.data.data as Record<string, string>;
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'contract/src/demoGenSample.ts',
        'server/src/modules/demoGenSample/schema.ts',
        'server/src/modules/demoGenSample/routes.ts',
        'server/src/modules/demoGenSample/service.ts',
        'server/src/modules/demoGenSample/messages.json',
        'server/src/modules/demoGenSample/seed.ts',
        'server/src/modules/demoGenSample/index.ts',
        'web/src/features/gen/demoGenSample/api.ts',
        'web/src/features/gen/demoGenSample/DemoGenSamplePage.tsx',
        'web/src/features/gen/demoGenSample/components/DemoGenSampleDialog.tsx',
        'web/src/views/gen/demoGenSample/list/index.tsx',
        'server/src/composition/modules.ts',
        'contract/src/permissions.ts',
      ]),
    );
    expect(files['server/src/modules/demoGenSample/service.ts']).toContain('creatorScope(');
    const res = await s.t.call({
      method: 'POST',
      url: '/api/v1/system/tools/gen/batchGenCode',
      token: s.admin,
      payload: { ids: [tableId] },
    });
    expect(res.status).toBe(200);
  });

  it('answers batchGenCode with a zip of the files', async () => {
    const tableId = await tableIdOf('demo_gen_tree');
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/v1/system/tools/gen/batchGenCode',
      headers: { authorization: `Bearer ${s.admin}` },
      payload: { ids: [tableId] },
    });
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="demoGenTree.zip"');
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    expect(strFromU8(zip['server/src/modules/demoGenTree/service.ts'])).toContain('descendantsOf');
  });

  it('refuses demo (common role) everywhere', async () => {
    for (const [method, path] of [
      ['GET', 'tableList'],
      ['GET', 'dataList'],
      ['POST', 'importTableSave'],
      ['GET', 'columnList'],
      ['POST', 'editSave'],
      ['GET', 'relationTable'],
      ['POST', 'syncTable'],
      ['DELETE', 'tableDelete'],
      ['GET', 'preview'],
      ['POST', 'batchGenCode'],
    ] as [Method, string][])
      expect((await api(method, path, { tableId: 1, ids: [1], tables: ['sys_post'] }, s.demo)).body.code, path).toBe(
        -1,
      );
  });
});
