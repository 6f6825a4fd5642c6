import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Environment variables as the server reads them (process.env, or a test's own). */
export type Env = Record<string, string | undefined>;

/** The bff package folder. */
export const bffRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
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
