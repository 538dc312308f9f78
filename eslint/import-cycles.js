// Lists the import cycles (type-only imports included) among the TypeScript files of a folder, and
// the cycles between its folders (each module under modules/ taken as one, tests left out):
//   node eslint/import-cycles.js server/src
// Exits with 1 when files form a cycle (what `iot/no-cycle` refuses) or folders do: modules import
// only the modules below them, and the platform's folders point one way (db builds on lib),
// ARCHITECTURE.md "Layers".
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { cyclesAmong, folderCycles, throughModule } from './import-graph.js';

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

const folders = folderCycles(root, files);
for (const cycle of folders) console.log(`folders in a cycle: ${cycle.join(', ')}`);
const moduleCycles = folders.filter(throughModule);
if (!moduleCycles.length) console.log('no cycle between modules');
if (!folders.length) console.log('no cycle between folders');
process.exitCode = fileCycles.length || folders.length ? 1 : 0;
