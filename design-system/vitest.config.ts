import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  esbuild: { jsx: 'automatic' },
  test: {
    name: 'design-system',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [here('./src/test/setup.ts')],
    restoreMocks: true,
  },
});
