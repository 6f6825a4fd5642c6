import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import type { Snapshot } from '../../src/storage/index.js';

/** A fresh temporary data directory per call, removed after the test. */
export function useTempDirectories(): () => Promise<string> {
  const created: string[] = [];
  afterEach(async () => {
    await Promise.all(created.splice(0).map((path) => rm(path, { recursive: true, force: true })));
  });
  return async () => {
    const path = await mkdtemp(join(tmpdir(), 'rozgar-storage-'));
    created.push(path);
    return path;
  };
}

export async function journalFiles(dbpath: string): Promise<string[]> {
  return (await readdir(dbpath)).filter((name) => name.startsWith('journal-')).sort();
}

export function docsOf(snapshot: Snapshot, db: string, coll: string): unknown[] {
  return snapshot.databases[db]?.[coll]?.docs ?? [];
}
