import { readFileSync } from 'node:fs';
import { open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

export const LOCK_FILE = 'rozgar-db.lock';

export class DataDirectoryLockedError extends Error {
  constructor(
    readonly dbpath: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data directory ${dbpath} is in use by another embedded database server (pid ${ownerPid}). ` +
        `Stop that server or choose another --dbpath.`,
    );
    this.name = 'DataDirectoryLockedError';
  }
}

/** The kernel's start time of a process (Linux), which tells a recycled pid from the lock's owner. */
function processStartTime(pid: number): string | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ');
    return fields?.[19] ?? null; // field 22 of stat; fields here start at field 3
  } catch {
    return null;
  }
}

function isOwnerAlive(pid: number, startTime: string | undefined): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const currentStartTime = processStartTime(pid);
  return !startTime || currentStartTime === null || currentStartTime === startTime;
}

export interface DataDirectoryLock {
  release(): Promise<void>;
}

/**
 * Takes `<dbpath>/rozgar-db.lock`, created with O_EXCL and holding the owner's pid (and, on
 * Linux, its start time). A lock left by a process that no longer exists is taken over; a live owner (even this process, through
 * another open storage) makes this throw `DataDirectoryLockedError`.
 */
export async function acquireDataDirectoryLock(dbpath: string): Promise<DataDirectoryLock> {
  const path = join(dbpath, LOCK_FILE);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const handle = await open(path, 'wx');
      try {
        await handle.writeFile(`${process.pid}\n${processStartTime(process.pid) ?? ''}\n`);
        await handle.sync();
      } finally {
        await handle.close();
      }
      let released = false;
      return {
        async release() {
          if (released) return;
          released = true;
          await rm(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const content = await readFile(path, 'utf8').catch(() => '');
    const [pidLine, startTimeLine] = content.split('\n');
    const ownerPid = Number.parseInt(pidLine ?? '', 10);
    if (
      Number.isInteger(ownerPid) &&
      ownerPid > 0 &&
      isOwnerAlive(ownerPid, startTimeLine?.trim())
    ) {
      throw new DataDirectoryLockedError(dbpath, ownerPid);
    }
    if (!content.trim() && attempt === 0) {
      // The owner may be between creating the file and writing its pid: give it a moment.
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    // Stale: its owner died without releasing it. Take it over, unless someone just did.
    const again = await readFile(path, 'utf8').catch(() => '');
    if (again === content) await rm(path, { force: true });
  }
  throw new Error(`could not take the lock file ${path}; remove it if no server uses ${dbpath}`);
}
