import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach } from 'vitest';
import { spawnEmbeddedDb, type EmbeddedDb } from '../../src/spawn.js';

const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** Runs a TypeScript file of this folder in its own node process. */
export function runTypeScript(
  file: string,
  args: string[],
  stdio: 'pipe' | 'ipc' = 'pipe',
): ChildProcess {
  return spawn(
    process.execPath,
    ['--import', tsxLoader, join(import.meta.dirname, file), ...args],
    {
      stdio: stdio === 'ipc' ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
    },
  );
}

export function exitOf(
  child: ChildProcess,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** True while the process runs (a zombie nobody has reaped yet counts as gone). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const state = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}

export async function waitUntil(
  condition: () => boolean,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Temp data directories and database processes, all cleaned up after each test. */
export function useDatabases() {
  const directories: string[] = [];
  const databases: EmbeddedDb[] = [];
  const children: ChildProcess[] = [];
  afterEach(async () => {
    for (const child of children.splice(0))
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await Promise.all(databases.splice(0).map((database) => database.stop()));
    await Promise.all(
      directories.splice(0).map((path) => rm(path, { recursive: true, force: true })),
    );
  });
  return {
    async directory(): Promise<string> {
      const path = await mkdtemp(join(tmpdir(), 'rozgar-db-'));
      directories.push(path);
      return path;
    },
    async start(dbpath: string, env?: Record<string, string>): Promise<EmbeddedDb> {
      const database = await spawnEmbeddedDb({ dbpath, env });
      databases.push(database);
      return database;
    },
    track(child: ChildProcess): ChildProcess {
      children.push(child);
      return child;
    },
  };
}
