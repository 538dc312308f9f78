import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';
import { numberArray, separatedTexts, separatedTextsSql, textArray } from './array-literal.ts';

describe('array literals', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ url: process.env.TEST_DATABASE_URL });
  });
  afterAll(() => database.close());

  it('read back as the values they were built from', async () => {
    const texts = ['plain', 'with space', 'a,b', '{braces}', 'quote " and \\ backslash', 'NULL', '', '中文', null];
    const numbers = [0, -1.5, 1e21, 3.141592653589793, null, Number.NaN, Number.POSITIVE_INFINITY];
    const { rows } = await database.query('SELECT $1::text[] AS t, $2::float8[] AS n', [
      textArray(texts),
      numberArray(numbers),
    ]);
    expect(rows[0]).toEqual({ t: texts, n: [0, -1.5, 1e21, 3.141592653589793, null, null, null] });
  });

  it('empty arrays', async () => {
    const { rows } = await database.query('SELECT $1::text[] AS t, $2::int[] AS n', [textArray([]), numberArray([])]);
    expect(rows[0]).toEqual({ t: [], n: [] });
  });

  it('separated texts: empty lists, empty texts and JSON come back as they were', async () => {
    for (const texts of [[], [''], ['', ''], ['{"a":"b,c"}', '', '中文 "quoted" \\ {x}', 'NULL']]) {
      const { rows } = await database.query(`SELECT ${separatedTextsSql('$1')} AS t`, [separatedTexts(texts)]);
      expect(rows[0]).toEqual({ t: texts });
    }
  });
});
