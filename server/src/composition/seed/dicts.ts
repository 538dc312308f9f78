// The dictionaries seeded on an empty database: every module's, in the modules' order.
import { modules } from '../modules.ts';
import type { SeedDict } from '../../db/seed/rows.ts';

export const seedDicts: SeedDict[] = modules.flatMap((m) => m.seed.dicts ?? []);
