import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache.server';

/** A cache over a fake collection: its version and its next change set by the test. */
function fixture({ maxAgeMs = 30_000, maxEntries = 10 } = {}) {
  const state = { version: 1, nextChange: null as Date | null, versionReads: 0, changeReads: 0 };
  const cache = new VersionedCache<string>({
    readVersion: async () => {
      state.versionReads++;
      return state.version;
    },
    nextChange: async () => {
      state.changeReads++;
      return state.nextChange;
    },
    maxAgeMs,
    maxEntries,
  });
  let computed = 0;
  const get = (key: string, at: number) =>
    cache.get(key, new Date(at), async () => `${key}@${state.version}#${++computed}`);
  return { state, cache, get, computedCount: () => computed };
}

describe('VersionedCache', () => {
  it('keeps an answer while the version is the same, computes again after a write', async () => {
    const { state, get } = fixture();
    expect(await get('all', 1_000)).toBe('all@1#1');
    expect(await get('all', 2_000)).toBe('all@1#1');
    state.version = 2;
    expect(await get('all', 3_000)).toBe('all@2#2');
    expect(await get('all', 4_000)).toBe('all@2#2');
  });

  it('keeps one answer per key', async () => {
    const { get } = fixture();
    expect(await get('a', 1_000)).toBe('a@1#1');
    expect(await get('b', 1_000)).toBe('b@1#2');
    expect(await get('a', 1_500)).toBe('a@1#1');
  });

  it('computes again once time alone changes the answer (the next expiry passed)', async () => {
    const { state, get } = fixture();
    state.nextChange = new Date(5_000);
    expect(await get('all', 1_000)).toBe('all@1#1');
    expect(await get('all', 5_000)).toBe('all@1#1'); // an expiry at 5 000 is still open then
    state.nextChange = new Date(9_000);
    expect(await get('all', 5_001)).toBe('all@1#2');
    expect(await get('all', 8_000)).toBe('all@1#2');
  });

  it('keeps an answer no longer than the age limit (writes that bypass the models)', async () => {
    const { get } = fixture({ maxAgeMs: 10_000 });
    expect(await get('all', 1_000)).toBe('all@1#1');
    expect(await get('all', 11_000)).toBe('all@1#1');
    expect(await get('all', 11_001)).toBe('all@1#2');
  });

  it('reads the next change once per version, not once per key', async () => {
    const { state, get } = fixture();
    await Promise.all([get('a', 1_000), get('b', 1_000), get('c', 1_000)]);
    await get('d', 2_000);
    expect(state.changeReads).toBe(1);
    state.version = 2;
    await get('a', 3_000);
    expect(state.changeReads).toBe(2);
  });

  it('shares one computation between concurrent callers of a key', async () => {
    const { get, computedCount } = fixture();
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('all', 1_000)));
    expect(new Set(answers)).toEqual(new Set(['all@1#1']));
    expect(computedCount()).toBe(1);
  });

  it('computes without keeping for a time before the kept answer (a caller asking about the past)', async () => {
    const { get } = fixture();
    expect(await get('all', 5_000)).toBe('all@1#1');
    expect(await get('all', 1_000)).toBe('all@1#2');
    expect(await get('all', 6_000)).toBe('all@1#1');
  });

  it('forgets the least recently used key beyond its size', async () => {
    const { get } = fixture({ maxEntries: 2 });
    await get('a', 1_000);
    await get('b', 1_000);
    await get('a', 1_000); // a is now the most recent
    await get('c', 1_000); // b goes
    expect(await get('a', 1_000)).toBe('a@1#1');
    expect(await get('b', 1_000)).toBe('b@1#4');
  });

  it('does not keep a failed computation', async () => {
    const { cache } = fixture();
    await expect(
      cache.get('all', new Date(1_000), () => Promise.reject(new Error('database down'))),
    ).rejects.toThrow('database down');
    expect(await cache.get('all', new Date(1_000), async () => 'fine')).toBe('fine');
  });
});
