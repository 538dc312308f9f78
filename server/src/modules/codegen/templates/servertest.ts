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

  it('refuses bad input with 51 and callers without the rule', async () => {
    expect((await api('GET', 'get', { ${m.pk.name}: 'x' })).body.code).toBe(51);
    expect((await api('GET', 'list', {}, s.demo)).body.code).not.toBe(0);
  });
});
`;
}
