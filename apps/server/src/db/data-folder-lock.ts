import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { writeNewFile } from '../storage/write-new-file.ts';

/** Who holds an embedded database's folder: written into its lock file, read by whoever finds it taken. */
export interface LockHolder {
  pid: number;
  command: string;
  since: string;
}

/** The folder is held by a live process: PGlite takes no lock of its own, and two writers would corrupt it. */
export class DataFolderInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database in ${dir} is in use by process ${holder.pid} (${holder.command}, since ${holder.since}). ` +
        'Stop that process first, or set DATABASE_URL so that several processes share a PostgreSQL server.',
    );
    this.name = 'DataFolderInUseError';
  }
}

export interface DataFolderLock {
  release(): Promise<void>;
}

const LOCK_FILE = 'dd.lock';

/** Whether a process is running: signal 0 checks without sending anything. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readHolder(file: string): Promise<LockHolder | null> {
  try {
    const holder = JSON.parse(await readFile(file, 'utf8')) as Partial<LockHolder>;
    return typeof holder.pid === 'number' ? { pid: holder.pid, command: String(holder.command ?? ''), since: String(holder.since ?? '') } : null;
  } catch {
    // Unreadable: not a lock this code wrote, since it writes the whole file before linking it into place.
    return null;
  }
}

/**
 * Takes the embedded database's folder for this process, or fails at once naming the process that holds it. A
 * lock left by a process that is no longer running (killed with -9, or the machine restarted) is taken over.
 */
export async function lockDataFolder(dir: string): Promise<DataFolderLock> {
  const file = path.join(dir, LOCK_FILE);
  const holder: LockHolder = {
    pid: process.pid,
    command: path.basename(process.argv[1] ?? process.argv0),
    since: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await writeNewFile(file, JSON.stringify(holder), 0o644)) {
      return {
        async release() {
          const current = await readHolder(file);
          if (current?.pid === holder.pid && current.since === holder.since) await rm(file, { force: true });
        },
      };
    }
    const current = await readHolder(file);
    if (current && isRunning(current.pid)) throw new DataFolderInUseError(dir, current);
    await rm(file, { force: true });
  }
  // Another process took the stale lock between our removing and retaking it.
  const current = await readHolder(file);
  throw new DataFolderInUseError(dir, current ?? { pid: 0, command: 'unknown', since: 'unknown' });
}
