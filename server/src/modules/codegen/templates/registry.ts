// The shared registries a generated module joins, as whole files: the server's module list, the
// contract's permissions, exports and package subpaths. Each change is made once: a file that
// already names the module is returned as it is.
import type { GenModel } from './model.ts';

/** composition/modules.ts with the module imported and listed last. */
export function modulesRegistry(text: string, m: GenModel): string {
  const importLine = `import { ${m.name}Module } from '../modules/${m.name}/index.ts';`;
  if (text.includes(importLine)) return text;
  const lines = text.split('\n');
  const lastImport = lines.reduce((at, l, i) => (l.startsWith('import ') ? i : at), -1);
  lines.splice(lastImport + 1, 0, importLine);
  const out = lines.join('\n');
  const listed = /const listed = \[([\s\S]*?)\n\];/.exec(out);
  if (!listed) throw new Error('composition/modules.ts has no `const listed = [...]`');
  return out.replace(listed[0], `const listed = [${listed[1]}\n  ${m.name}Module,\n];`);
}

/**
 * contract/src/permissions.ts with the module's rules; an entry written by an earlier generation is
 * replaced, so switching export or import on or off adds or drops its rule.
 */
export function permissionsRegistry(text: string, m: GenModel): string {
  const p = m.permissions;
  const entry = `  // ${m.title} (generated).
  ${m.name}: {
    list: '${p.list}',
    get: '${p.get}',
    add: '${p.add}',
    edit: '${p.edit}',
    delete: '${p.delete}',
    /** Lifts the data scope. */
    all: '${p.all}',${m.options.exportFile ? `\n    export: '${p.export}',` : ''}${m.options.importFile ? `\n    import: '${p.import}',` : ''}
  },
`;
  const existing = new RegExp(`(  // [^\\n]*\\(generated\\)\\.\\n)?  ${m.name}: \\{\\n[\\s\\S]*?\\n  \\},\\n`).exec(
    text,
  );
  if (existing) return text.replace(existing[0], () => entry);
  const end = text.indexOf('} as const;');
  if (end < 0) throw new Error('contract/src/permissions.ts has no `} as const;`');
  return text.slice(0, end) + entry + text.slice(end);
}

/** contract/src/index.ts exporting the module's contract. */
export function contractIndexRegistry(text: string, m: GenModel): string {
  const line = `export * from './${m.name}.ts';`;
  return text.includes(line) ? text : `${text.replace(/\n*$/, '\n')}${line}\n`;
}

/** contract/package.json with the module's subpath (the console takes values from subpaths). */
export function contractPackageRegistry(text: string, m: GenModel): string {
  const pkg = JSON.parse(text) as { exports: Record<string, string> };
  const key = `./${m.name}`;
  if (pkg.exports[key]) return text;
  pkg.exports[key] = `./src/${m.name}.ts`;
  return `${JSON.stringify(pkg, null, 2)}\n`;
}
