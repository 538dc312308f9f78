import { buildApp } from './app.ts';
import { startModules } from './composition/modules.ts';
import { seedIfEmpty } from './composition/seed/index.ts';
import { loadConfig, SETTINGS } from './config.ts';
import { openDatabase, withStartupLock } from './db/client.ts';

if (process.argv.includes('--help')) {
  console.log('IoT console server. Settings (environment variables):\n');
  for (const [name, fallback, help] of SETTINGS)
    console.log(`  ${name.padEnd(22)} ${help} (default: ${fallback || 'unset'})`);
  process.exit(0);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  console.error(`Cannot start: ${(err as Error).message}`);
  process.exit(1);
}
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }).catch((err: Error) => {
  const where = config.databaseUrl ? 'DATABASE_URL' : `DATA_DIR (${config.dataDir})`;
  console.error(`Cannot open the database given by ${where}: ${err.message}`);
  process.exit(1);
});
await withStartupLock(database, async () => {
  if (await seedIfEmpty(database.db, config)) console.log('seeded an empty database: accounts admin and demo');
});
// The modules' work at start (the auth module purges expired sessions).
await startModules(database.db);

const app = await buildApp({ config, database, serveWeb: true, logger: true });
await app.listen({ port: config.port, host: config.host });

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Stop taking connections, let the running requests finish, then close the database.
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  try {
    await app.close();
    await database.close();
  } finally {
    clearTimeout(force);
    process.exit(0);
  }
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
