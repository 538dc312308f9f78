import { describe, expect, it } from 'vitest';
import { demoColumns, genColumn, genTable } from '../testData';
import { columnProblems, infoToValues, moduleOf, toBody, treeProblems } from './editForm';

const values = (change = {}) => ({ ...infoToValues(genTable(1, 'demo_gen')), ...change });

describe('code generator editor model', () => {
  it('sends the tree columns and the overwrite choices only where they apply', () => {
    const crud = toBody(1, values({ treeCode: 'id', overwrite: false, overwriteKeys: ['page'] }), []);
    expect(crud.options).toEqual({ treeCode: '', treeParentCode: '', treeName: '' });
    expect(crud.overwriteInfo.page).toBe(false);
    const tree = toBody(
      1,
      values({
        tplCategory: 'tree',
        treeCode: 'id',
        treeParentCode: 'pid',
        treeName: 'name',
        overwrite: true,
        overwriteKeys: ['page'],
      }),
      [],
    );
    expect(tree.options).toEqual({ treeCode: 'id', treeParentCode: 'pid', treeName: 'name' });
    expect(tree.overwriteInfo).toMatchObject({ page: true, api: false });
  });

  it('names the module after the last segment of the package and trims text', () => {
    expect(moduleOf('system/shop')).toBe('shop');
    const body = toBody(1, values({ packageName: ' iot/shop ', functionName: ' Shops ' }), demoColumns());
    expect(body).toMatchObject({ packageName: 'iot/shop', moduleName: 'shop', functionName: 'Shops' });
    expect(body.columns).toHaveLength(6);
    expect(body.columns[0]).not.toHaveProperty('columnName');
  });

  it('wants a tree template to name three columns, code and parent different', () => {
    expect(treeProblems(values())).toEqual([]);
    expect(treeProblems(values({ tplCategory: 'tree', treeCode: 'id' }))[0]).toMatchObject({
      key: 'edit.treeColumns',
      field: 'treeParentCode',
    });
    expect(
      treeProblems(values({ tplCategory: 'tree', treeCode: 'id', treeParentCode: 'id', treeName: 'name' }))[0].key,
    ).toBe('edit.treeDistinct');
  });

  it('wants a relation complete and a choice control with its choices', () => {
    expect(columnProblems(demoColumns())).toEqual([]);
    expect(columnProblems([genColumn(1, 'kind', { htmlType: 'select' })])[0]).toMatchObject({
      key: 'edit.dictNeeded',
      values: { column: 'kind' },
      step: 2,
    });
    expect(
      columnProblems([genColumn(1, 'kind', { htmlType: 'select', linkTableName: 'shop', linkLabelId: 'id' })])[0].key,
    ).toBe('edit.relationIncomplete');
  });
});
