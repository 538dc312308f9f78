// server/src/modules/<name>/<name>.test.ts: the generated API against a fresh database.
import { lit, type GenField, type GenModel } from './model.ts';

function formValue(f: GenField, m: GenModel): unknown {
  if (m.tree && f === m.tree.parent) return 0;
  switch (f.kind) {
    case 'int':
    case 'float':
      return 1;
    case 'bool':
      return true;
    case 'date':
      return '2026-03-01';
    case 'datetime':
      return '2026-03-01 08:30:00';
    case 'decimal':
      return '2.5';
    case 'intArray':
    case 'textArray':
      return [];
    default:
      return f.link ? undefined : `Generated ${f.name}`.slice(0, f.maxLength ?? 64);
  }
}

export function serverTestTemplate(m: GenModel): string {
  const body = Object.fromEntries(
    m.editFields
      .filter((f) => !f.link)
      .map((f) => [f.name, formValue(f, m)])
      .filter(([, v]) => v !== undefined),
  );
  const text = m.editFields.find((f) => f.kind === 'text' && !f.link && f.htmlType === 'input');
  return `import { describe, expect, it } from 'vitest';
import { signedInApp, type Method } from '../../../test/helpers.ts';

describe(${lit(m.title)}, () => {
  const s = signedInApp();
  const api = (method: Method, path: string, data: Record<string, unknown> = {}, token = s.admin) =>
    s.t.api(method, \`${m.paths.apiBase}/\${path}\`, data, token);

  it('adds, lists, edits and deletes a row', async () => {
    const body = ${JSON.stringify(body)};
    expect((await api('POST', 'add', body)).body.code).toBe(0);
    const list = (await api('GET', 'list', { pageSize: 100 })).body.data.list;
    const added = list.find((r: Record<string, unknown>) => ${text ? `r[${lit(text.name)}] === body[${lit(text.name)}]` : `r[${lit(m.pk.name)}] === Math.max(...list.map((x: Record<string, number>) => x[${lit(m.pk.name)}]))`});
    expect(added).toBeDefined();
    const id = added[${lit(m.pk.name)}];
    expect((await api('GET', 'get', { ${m.pk.name}: id })).body.data[${lit(m.pk.name)}]).toBe(id);
    expect((await api('PUT', 'edit', { ...body, ${m.pk.name}: id })).body.code).toBe(0);
    expect((await api('DELETE', 'delete', { ids: [id] })).body.code).toBe(0);
    expect((await api('GET', 'get', { ${m.pk.name}: id })).body.code).not.toBe(0);
  });

${m.options.importFile ? importTest(m, body) : ''}
  it('refuses bad input with 51 and callers without the rule', async () => {
    expect((await api('GET', 'get', { ${m.pk.name}: 'x' })).body.code).toBe(51);
    expect((await api('GET', 'list', {}, s.demo)).body.code).not.toBe(0);
  });
});
`;
}

/** A CSV cell of a form value. */
const csvCell = (v: unknown) => {
  const text = Array.isArray(v) ? v.join(',') : String(v);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The import: a good row goes in, a row without a required field is refused with its number. */
function importTest(m: GenModel, body: Record<string, unknown>): string {
  const fields = m.editFields.filter((f) => f.name in body);
  const required = fields.find((f) => f.required && f.kind === 'text');
  const header = fields.map((f) => csvCell(f.label)).join(',');
  const good = fields.map((f) => csvCell(body[f.name])).join(',');
  const bad = required ? fields.map((f) => (f === required ? '' : csvCell(body[f.name]))).join(',') : null;
  const csv = [header, good, ...(bad === null ? [] : [bad])].join('\r\n');
  return `
  it('imports the rows of a CSV file and reports the refused ones', async () => {
    const csv = ${lit(csv)};
    const boundary = '----generated-import-test';
    const payload =
      \`--\${boundary}\\r\\nContent-Disposition: form-data; name="file"; filename="rows.csv"\\r\\n\` +
      \`Content-Type: text/csv\\r\\n\\r\\n\${csv}\\r\\n--\${boundary}--\\r\\n\`;
    const res = await s.t.app.inject({
      method: 'POST',
      url: ${lit(`${m.paths.apiBase}/import`)},
      headers: { authorization: \`Bearer \${s.admin}\`, 'content-type': \`multipart/form-data; boundary=\${boundary}\` },
      payload,
    });
    expect(res.json()).toMatchObject({ code: 0, data: { success: 1, fail: ${bad === null ? 0 : 1} } });${
      bad === null
        ? ''
        : `\n    expect(res.json().data.errors).toEqual([{ row: 3, message: expect.stringContaining(${lit(required!.name)}) }]);`
    }
  });
`;
}
