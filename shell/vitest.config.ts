import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The design system is TypeScript source compiled here too: React's automatic JSX runtime.
  esbuild: { jsx: 'automatic' },
  test: {
    name: 'shell',
    environment: 'happy-dom',
    // A hang detector, not a speed check: typing tests on a loaded 2-core CI machine take seconds.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [fileURLToPath(new URL('./vitest.setup.ts', import.meta.url))],
  },
});
