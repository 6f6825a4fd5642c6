import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  esbuild: { jsx: 'automatic' },
  test: {
    name: 'design-system',
    environment: 'happy-dom',
    // A hang detector, not a speed check: typing tests on a loaded 2-core CI machine take seconds.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [here('./src/test/setup.ts')],
    restoreMocks: true,
  },
});
