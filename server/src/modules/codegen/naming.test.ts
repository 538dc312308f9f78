import { describe, expect, it } from 'vitest';
import { camelCase, mapSqlType, pascalCase, safeIdentifier } from './naming.ts';

describe('generated names', () => {
  it('makes safe, unique camelCase identifiers of any column name', () => {
    const taken = new Set<string>();
    const ids = [
      'id',
      'user_name',
      'class',
      'default',
      'order',
      '2nd',
      '!!!',
      'odd "quoted" name',
      'userName',
      'Type',
    ].map((n, i) => safeIdentifier(n, taken, i + 1));
    expect(ids).toEqual([
      'id',
      'userName',
      'classValue',
      'defaultValue',
      'order',
      'c2nd',
      'column7',
      'oddQuotedName',
      'userName2',
      'typeValue',
    ]);
    expect(camelCase('demo_gen_sample')).toBe('demoGenSample');
    expect(pascalCase('order items')).toBe('OrderItems');
  });

  it('maps the SQL types it knows and no others', () => {
    expect(mapSqlType('character varying(64)')).toMatchObject({
      builder: 'varchar',
      options: '{ length: 64 }',
      tsType: 'string',
    });
    expect(mapSqlType('timestamp with time zone')).toMatchObject({ builder: 'timestamp', htmlType: 'datetime' });
    expect(mapSqlType('numeric(10,2)')).toMatchObject({ builder: 'numeric', options: '{ precision: 10, scale: 2 }' });
    expect(mapSqlType('bigint')).toMatchObject({ builder: 'bigint', tsType: 'number' });
    expect(mapSqlType('integer[]')).toMatchObject({ tsType: 'number[]' });
    for (const t of ['point', 'jsonb', 'bytea', 'interval', 'tsvector']) expect(mapSqlType(t)).toBeNull();
  });
});
