import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  test: {
    name: 'contracts',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
