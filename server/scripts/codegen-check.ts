// Generates the two sample tables into a temporary copy of the repository and runs the project's
// checks there (README "Code generator"). Prints the copy's path and the result as JSON; with
// --serve it then starts a server from the copy and prints its URL, running until interrupted
// (the e2e spec opens the generated pages there).
//   node --import tsx server/scripts/codegen-check.ts [--no-check] [--serve]
import { checkCopy, copyRepository, generateSamples, startCopyServer } from '../test/codegen-copy.ts';

const args = new Set(process.argv.slice(2));
const dest = await copyRepository();
const { written } = await generateSamples(dest);
const result = args.has('--no-check') ? { ok: true, failures: [] } : await checkCopy(dest, written);
console.log(JSON.stringify({ copy: dest, written, ...result }, null, 2));
if (args.has('--serve') && result.ok) {
  const server = await startCopyServer(dest);
  console.log(JSON.stringify({ url: server.url }));
  process.once('SIGINT', () => void server.stop().then(() => process.exit(0)));
  process.once('SIGTERM', () => void server.stop().then(() => process.exit(0)));
} else process.exitCode = result.ok ? 0 : 1;
