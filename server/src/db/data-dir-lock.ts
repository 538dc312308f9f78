// One server per PGlite data directory. PGlite runs PostgreSQL in single-user mode, which takes no
// lock of its own: a second server on the same DATA_DIR started happily and each overwrote the
// other's pages (half of the acknowledged rows were lost in a test). The lock is a file created
// with O_EXCL holding the owner's pid and start time; a lock whose owner is gone is taken over.
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const LOCK_FILE = 'iot-console.lock';

interface Owner {
  pid: number;
  /** The process's start time (Linux /proc), so a recycled pid is not taken for the owner. */
  started?: string;
}

/** Locks held by this process: a second open in the same process is refused as well. */
const held = new Set<string>();

function startTimeOf(pid: number): string | undefined {
  try {
    // Field 22 of /proc/<pid>/stat, counted after the command name (which may contain spaces).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isAlive(owner: Owner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const started = startTimeOf(owner.pid);
  return !(owner.started && started && owner.started !== started);
}

function readOwner(file: string): Owner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Owner;
    return Number.isInteger(owner.pid) ? owner : null;
  } catch {
    return null; // unreadable or half-written: treated as stale
  }
}

/**
 * Takes the lock on `dataDir` (creating the directory) or throws a one-line message naming the
 * process that holds it. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(resolve(dataDir), LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = readOwner(file);
      // Our own pid in a lock we do not hold is a previous life of this pid (a restarted container).
      const ours = owner?.pid === process.pid && !held.has(file);
      if (owner && !ours && isAlive(owner)) {
        throw new Error(
          `${dataDir} is in use by another server (pid ${owner.pid}); stop it, or give each server its own DATA_DIR (several processes need DATABASE_URL)`,
        );
      }
      unlinkSync(file);
      continue;
    }
    writeSync(fd, JSON.stringify({ pid: process.pid, started: startTimeOf(process.pid) } satisfies Owner));
    closeSync(fd);
    held.add(file);
    return () => {
      held.delete(file);
      try {
        if (readOwner(file)?.pid === process.pid) unlinkSync(file);
      } catch {
        /* already gone */
      }
    };
  }
  throw new Error(`cannot lock ${dataDir}`);
}
