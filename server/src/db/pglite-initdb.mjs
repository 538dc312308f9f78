// `node pglite-initdb.mjs DIR` creates a PGlite data directory (initdb) and exits; see
// initialisePglite in client.ts for why this is a process of its own.
import { PGlite } from '@electric-sql/pglite';

const db = await PGlite.create(process.argv[2]);
await db.close();
