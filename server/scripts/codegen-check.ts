// Generates the two sample tables and a table with odd names into a temporary copy of the
// repository and runs the project's checks there (README "Code generator"). The samples are
// imported with the generation options on (codegen/samples.ts: detail, export, import, rich text,
// names of users and departments, grid widths, a virtual tree), so their code is checked too. Prints one JSON line:
// the copy's path, the files written and the result; with --build it also builds the copy's
// console, and with --serve it then starts a server from the copy and prints a second line with its
// URL, running until interrupted (e2e/specs/codegen.spec.ts opens the generated pages there).
//   node --import tsx server/scripts/codegen-check.ts [--no-check] [--build] [--serve]
import {
  buildCopyConsole,
  checkCopy,
  copyRepository,
  generateSamples,
  ODD_SQL,
  ODD_TABLE,
  ODD_TEST,
  startCopyServer,
} from '../test/codegen-copy.ts';

const args = new Set(process.argv.slice(2));
const dest = await copyRepository();
const { written } = await generateSamples(dest, ['demo_gen_tree', 'demo_gen_sample', ODD_TABLE], [ODD_SQL]);
const checked = args.has('--no-check') ? { ok: true, failures: [] } : await checkCopy(dest, written, [ODD_TEST]);
const built = args.has('--build') && checked.ok ? await buildCopyConsole(dest) : { ok: true, failures: [] };
const result = { ok: checked.ok && built.ok, failures: [...checked.failures, ...built.failures] };
console.log(JSON.stringify({ copy: dest, written, ...result }));
if (args.has('--serve') && result.ok) {
  const server = await startCopyServer(dest);
  console.log(JSON.stringify({ url: server.url }));
  process.once('SIGINT', () => void server.stop().then(() => process.exit(0)));
  process.once('SIGTERM', () => void server.stop().then(() => process.exit(0)));
} else process.exitCode = result.ok ? 0 : 1;
