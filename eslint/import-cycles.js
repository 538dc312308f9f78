// Lists the import cycles (type-only imports included) among the TypeScript files of a folder, and
// the cycles between its modules (each folder under modules/ taken as one, tests left out):
//   node eslint/import-cycles.js server/src
// Exits with 1 when files form a cycle (what `iot/no-cycle` refuses); module cycles are reported only.
import { readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { cyclesAmong } from './import-graph.js';

const root = resolve(process.argv[2] ?? 'server/src');
const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : filesUnder(path);
    return /\.tsx?$/.test(e.name) && !/\.d\.ts$/.test(e.name) ? [path] : [];
  });
const files = filesUnder(root);
const rel = (file) => relative(root, file);

const fileCycles = cyclesAmong(files);
for (const cycle of fileCycles) console.log(`files in a cycle: ${cycle.map(rel).join(', ')}`);
if (!fileCycles.length) console.log(`no import cycle between files under ${relative(process.cwd(), root) || '.'}`);

// A module is modules/<name>/; everything else counts by its top folder (lib, db, access, ...).
const unitOf = (file) => {
  const parts = rel(file).split(sep);
  return parts[0] === 'modules' && parts.length > 2 ? `modules/${parts[1]}` : parts.length > 1 ? parts[0] : parts[0];
};
const isTest = (file) => /\.test\.tsx?$|test-(fixture|kit)\.ts$/.test(file);
for (const cycle of cyclesAmong(
  files.filter((f) => !isTest(f)),
  unitOf,
))
  console.log(`folders in a cycle: ${cycle.join(', ')}`);
process.exitCode = fileCycles.length ? 1 : 0;
