#!/usr/bin/env node
// Builds what is not built: a package is rebuilt when its output is missing or older than any of
// its inputs (its own files, or the design system it compiles in). Node built-ins only.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = new Set(['node_modules', 'dist', 'build', '.cache', 'test', 'coverage']);

/** Each package that has a build, with the folder its build writes. */
export const BUILDS = [
  { pkg: 'shell', out: 'dist', uses: ['design-system'] },
  { pkg: 'mfe-seeker', out: 'dist', uses: ['design-system'] },
  { pkg: 'mfe-recruiter', out: 'dist', uses: ['design-system'] },
  { pkg: 'mfe-community', out: 'dist', uses: ['design-system'] },
  // The server build bundles the workspace packages the BFF imports (ADR 016).
  { pkg: 'bff', out: 'build', uses: ['contracts'], needs: 'node/server.js' },
];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx'))
      continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

export function buildAll({ force = false } = {}) {
  for (const { pkg, out, uses, needs } of BUILDS) {
    const stamp = join(root, pkg, out, '.built');
    const inputs = Math.max(
      ...[pkg, ...uses]
        .filter((p) => existsSync(join(root, p)))
        .map((p) => newestMtime(join(root, p))),
    );
    // A build from before its output changed shape (`needs`) is out of date whatever its stamp says.
    const complete = !needs || existsSync(join(root, pkg, out, needs));
    if (!force && complete && existsSync(stamp) && statSync(stamp).mtimeMs >= inputs) {
      console.log(`build: ${pkg} is up to date`);
      continue;
    }
    const started = Date.now();
    const r = spawnSync('npm', ['run', 'build', '-w', pkg], { stdio: 'inherit', cwd: root });
    if (r.status !== 0) {
      console.error(`build: ${pkg} failed`);
      process.exit(r.status || 1);
    }
    writeFileSync(stamp, new Date().toISOString() + '\n');
    console.log(`build: ${pkg} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  buildAll({ force: process.argv.includes('--force') });
