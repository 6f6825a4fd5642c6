import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSessionSecret } from './session';

let dataDir: string;

beforeEach(async () => {
  dataDir = join(await mkdtemp(join(tmpdir(), 'rozgar-secret-')), 'data');
});

afterEach(async () => {
  await rm(join(dataDir, '..'), { recursive: true, force: true });
});

describe('loadSessionSecret', () => {
  it('uses SESSION_SECRET when it is set and writes nothing', async () => {
    expect(loadSessionSecret({ SESSION_SECRET: 'from-the-environment' }, dataDir)).toBe(
      'from-the-environment',
    );
    await expect(stat(join(dataDir, 'session-secret'))).rejects.toThrow();
  });

  it('otherwise generates a long random secret once, private to its owner, and reuses it', async () => {
    const first = loadSessionSecret({}, dataDir);
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(loadSessionSecret({}, dataDir)).toBe(first);
    expect((await readFile(join(dataDir, 'session-secret'), 'utf8')).trim()).toBe(first);
    expect((await stat(join(dataDir, 'session-secret'))).mode & 0o777).toBe(0o600);

    const elsewhere = join(dataDir, 'other');
    expect(loadSessionSecret({}, elsewhere)).not.toBe(first);
  });
});
