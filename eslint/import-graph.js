// The import graph of the repository's own files, type-only imports included (import-x/no-cycle
// leaves those out, so a cycle closed by an `import type` went unseen). Read by the `iot/no-cycle`
// rule (no-cycle.js) and by `node eslint/import-cycles.js`, which lists the cycles of a folder.
import { readFileSync, statSync } from 'node:fs';
import { relative, sep } from 'node:path';
import ts from 'typescript';
import { resolver } from './resolver.js';

/** Each file's imports, resolved, by path; read again when the file's modification time changes. */
const cache = new Map();
/** How long a file's entry is trusted before its modification time is looked at again. */
const RECHECK_MS = 1000;

/** The file of this repository that the import `spec`, written in `from`, names; null for a package. */
export function resolveImport(spec, from) {
  if (!spec.startsWith('.') && !spec.startsWith('@/')) return null;
  const found = resolver.resolve(spec, from);
  return found.found && found.path && !found.path.includes('/node_modules/') ? found.path : null;
}

/** Every file of this repository the file at `path` imports (values, types, re-exports, `import()`). */
export function importsOf(path) {
  const now = Date.now();
  const hit = cache.get(path);
  if (hit && now - hit.checkedAt < RECHECK_MS) return hit.imports;
  let mtime;
  try {
    mtime = statSync(path).mtimeMs;
  } catch {
    return [];
  }
  if (hit && hit.mtime === mtime) {
    hit.checkedAt = now;
    return hit.imports;
  }
  const { importedFiles } = ts.preProcessFile(readFileSync(path, 'utf8'), true, true);
  const imports = [];
  for (const { fileName } of importedFiles) {
    const target = resolveImport(fileName, path);
    if (target && !imports.includes(target)) imports.push(target);
  }
  cache.set(path, { mtime, checkedAt: now, imports });
  return imports;
}

/** The shortest chain of imports from `from` back to `to` (both included), or null when there is none. */
export function pathBetween(from, to) {
  const cameFrom = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      if (next === to) {
        const chain = [next];
        for (let at = file; at !== null; at = cameFrom.get(at)) chain.unshift(at);
        return chain;
      }
      queue.push(next);
    }
  }
  return null;
}

/**
 * The import cycles among `files`: each strongly connected component of more than one unit (Tarjan).
 * A unit is a file, or what `unitOf` makes of it (its module's folder, say); imports of files
 * outside `files` are left out.
 */
export function cyclesAmong(files, unitOf = (file) => file) {
  const wanted = new Set(files);
  const edges = new Map();
  for (const file of files) {
    const from = unitOf(file);
    if (!edges.has(from)) edges.set(from, new Set());
    for (const to of importsOf(file)) if (wanted.has(to) && unitOf(to) !== from) edges.get(from).add(unitOf(to));
  }
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let next = 0;
  const visit = (unit) => {
    index.set(unit, next);
    low.set(unit, next);
    next++;
    stack.push(unit);
    onStack.add(unit);
    for (const to of edges.get(unit) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(unit, Math.min(low.get(unit), low.get(to)));
      } else if (onStack.has(to)) low.set(unit, Math.min(low.get(unit), index.get(to)));
    }
    if (low.get(unit) === index.get(unit)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== unit);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const unit of edges.keys()) if (!index.has(unit)) visit(unit);
  return components;
}

/**
 * The cycles between the folders of a server source tree (`root`: server/src) among `files`: each
 * module (modules/<name>/, its sub-folders included) is one unit, anything else counts by its top
 * folder (lib, db, access, ...); tests and their fixtures are left out.
 */
export function folderCycles(root, files) {
  const unitOf = (file) => {
    const parts = relative(root, file).split(sep);
    return parts[0] === 'modules' && parts.length > 2 ? `modules/${parts[1]}` : parts[0];
  };
  const isTest = (file) => /\.test\.tsx?$|test-(fixture|kit)\.ts$/.test(file);
  return cyclesAmong(
    files.filter((f) => !isTest(f)),
    unitOf,
  );
}

/** Whether a folder cycle goes through a module (modules/<name>). */
export const throughModule = (cycle) => cycle.some((unit) => unit.startsWith('modules/'));
