import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';

// The BFF's Remix app: JSON resource routes under /api (see app/routes). The Express server
// (server.ts) mounts it; in development through Vite's middleware mode, in production from build/.
export default defineConfig({
  plugins: [
    remix({
      ignoredRouteFiles: ['**/*.test.*', '**/.*'],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_lazyRouteDiscovery: true,
        v3_singleFetch: true,
      },
    }),
  ],
  server: { hmr: false },
  build: { target: 'node20' },
});
