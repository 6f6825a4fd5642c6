#!/usr/bin/env node
// Makes a fresh clone runnable: installs npm packages when the lockfile changed since the last
// install and, with --browser, Debian's chromium for the end-to-end tests. Node built-ins only,
// because it runs before anything is installed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = join(root, 'node_modules', '.rozgar-install-stamp');

function run(cmd, args, opts = {}) {
  console.log(`$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (r.status !== 0) {
    console.error(`"${cmd} ${args.join(' ')}" failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status || 1);
  }
}

function manifestsFingerprint() {
  const hash = createHash('sha256');
  const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
  for (const file of [
    'package.json',
    'package-lock.json',
    ...workspaces.map((w) => `${w}/package.json`),
  ]) {
    const path = join(root, file);
    hash.update(file).update(existsSync(path) ? readFileSync(path) : '');
  }
  return hash.digest('hex');
}

export function ensurePackages() {
  const fingerprint = manifestsFingerprint();
  const installed = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (installed === fingerprint && existsSync(join(root, 'node_modules', '.bin', 'vitest'))) return;
  // `npm ci` fails on this registry (the lockfile lists other platforms' optional binaries it lacks).
  run('npm', ['install', '--no-audit', '--no-fund']);
  writeFileSync(stampFile, manifestsFingerprint() + '\n');
}

export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p) => p && existsSync(p));
}

export function ensureChromium() {
  if (chromiumPath()) return chromiumPath();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      'Chromium is needed for the end-to-end tests: install Debian\'s "chromium" package or set CHROMIUM_PATH.',
    );
    process.exit(1);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update'], { env });
  run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { env });
  return chromiumPath();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensurePackages();
  if (process.argv.includes('--browser')) console.log(`chromium: ${ensureChromium()}`);
}
