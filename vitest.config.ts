import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const project = (config: string) => fileURLToPath(new URL(config, import.meta.url));

// One run over every workspace; each project keeps its own config next to its code.
export default defineConfig({
  test: {
    // Two workers for every project: vitest's default on a 2-core machine is one (cores - 1), which
    // left the component tests running one file at a time while the other core idled.
    maxWorkers: 2,
    projects: [
      project('./contracts/vitest.config.ts'),
      project('./design-system/vitest.config.ts'),
      project('./shell/vitest.config.ts'),
      project('./mfe-seeker/vitest.config.ts'),
      project('./mfe-recruiter/vitest.config.ts'),
      project('./mfe-community/vitest.config.ts'),
      project('./bff/vitest.config.ts'),
      project('./bff/embedded-db/vitest.config.ts'),
      project('./e2e/compose/vitest.config.ts'),
    ],
  },
});
