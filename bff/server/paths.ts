import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Environment variables as the server reads them (process.env, or a test's own). */
export type Env = Record<string, string | undefined>;

/**
 * The bff package folder: the nearest folder above this module whose package.json is
 * `@rozgar/bff`. This module runs from its source (bff/server) or bundled into the server build
 * (bff/build/node), so the distance is not fixed.
 */
export const bffRoot = findBffRoot(dirname(fileURLToPath(import.meta.url)));

function findBffRoot(start: string): string {
  for (let dir = start; dirname(dir) !== dir; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@rozgar/bff'
    )
      return dir;
  }
  throw new Error(`no @rozgar/bff package.json above ${start}`);
}
/** The monorepo root. */
export const repoRoot = join(bffRoot, '..');

/** Where runtime data lives (embedded database, session secret): DATA_DIR or <repo>/.data. */
export function dataDirFrom(env: Env): string {
  return env.DATA_DIR ?? join(repoRoot, '.data');
}

/** The built frontends the BFF serves on one port. */
export interface FrontendDirs {
  shell: string;
  seeker: string;
  recruiter: string;
  community: string;
}

export const defaultFrontendDirs: FrontendDirs = {
  shell: join(repoRoot, 'shell', 'dist'),
  seeker: join(repoRoot, 'mfe-seeker', 'dist'),
  recruiter: join(repoRoot, 'mfe-recruiter', 'dist'),
  community: join(repoRoot, 'mfe-community', 'dist'),
};
