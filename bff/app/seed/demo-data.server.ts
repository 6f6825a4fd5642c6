import type { SeedData } from './generate.server';
import { readSeedSnapshot } from './snapshot.server';

/**
 * The snapshot file of the demo data set, beside the bundle, in a server build: the build
 * (bff/scripts/build-server.ts) defines this name through esbuild, and drops the faker branch
 * below as dead code. Run from source (tsx, Vite, Vitest) it is not defined.
 */
declare const ROZGAR_SEED_SNAPSHOT: string | undefined;

/**
 * The demo data set for `referenceDate`: read from the snapshot written at build time in a
 * server build (no faker at run time), generated with faker from its fixed seed otherwise. Both
 * give the same documents (app/seed/snapshot.test.ts).
 */
export async function demoSeedData(referenceDate: Date): Promise<SeedData> {
  if (typeof ROZGAR_SEED_SNAPSHOT === 'string')
    return readSeedSnapshot(new URL(ROZGAR_SEED_SNAPSHOT, import.meta.url), referenceDate);
  const { generateSeedData } = await import('./generate.server');
  return generateSeedData(referenceDate);
}
