import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Static checks of docker-compose.yml and the Dockerfiles: no Docker engine needed.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'compose',
    environment: 'node',
    include: ['**/*.test.ts'],
  },
});
