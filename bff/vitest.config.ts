import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const bffRoot = fileURLToPath(new URL('.', import.meta.url));

// Node tests of the BFF: the API over real HTTP against the embedded database. Tests never live
// under app/routes (Remix would turn them into routes); the embedded DB has its own project.
export default defineConfig({
  root: bffRoot,
  test: {
    name: 'bff',
    root: bffRoot,
    environment: 'node',
    include: ['app/**/*.test.ts', 'server*.test.ts', 'server/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['embedded-db/**', 'app/routes/**', 'node_modules/**', 'build/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // In the root run, the server-side projects run as a group after the browser-like ones.
    sequence: { groupOrder: 1 },
  },
});
