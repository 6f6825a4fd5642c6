import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

// The embedded database's own suite: conformance over real TCP (mongoose and the plain driver),
// storage durability and crash tests.
export default defineConfig({
  root,
  test: {
    name: 'embedded-db',
    root,
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    maxWorkers: 2,
    // In the root run, the server-side projects run as a group after the browser-like ones.
    sequence: { groupOrder: 1 },
  },
});
