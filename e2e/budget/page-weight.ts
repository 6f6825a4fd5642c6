/**
 * Page-weight budget: `npm run budget` (from the repo root, after a build).
 *
 * Starts the built portal (as `npm start` serves it, compressed) on a fresh database, opens each
 * page below in Debian's chromium and prints the JavaScript it downloads: files, bytes on the
 * wire (gzip) and bytes after decoding, against a budget. Logged-in pages use the demo seeker.
 * It prints figures; it is not a test. Exit code 1 when a page is over its budget. `-- --files`
 * also lists every script a page downloads, largest first.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.BUDGET_PORT ?? 3390);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Gzipped JavaScript a first visit may download (KiB on the wire): today's figures plus about 10 %
 * (2026-11-21: / 221, /jobs 297, /jobseeker-home 281, /job-seeker-dashboard 301, /community 260).
 * react-dom (65) and react-router (61) are most of the shell's share; each remote adds its
 * remoteEntry (28, the federation runtime again) and the page's own chunks.
 */
const PAGES: Array<{ path: string; ready: string; seeker?: boolean; budgetKiB: number }> = [
  { path: '/', ready: 'h1', budgetKiB: 245 },
  { path: '/jobs', ready: 'article', budgetKiB: 325 },
  { path: '/jobseeker-home', ready: 'h1', seeker: true, budgetKiB: 310 },
  { path: '/job-seeker-dashboard', ready: '[role="tablist"]', seeker: true, budgetKiB: 330 },
  { path: '/community', ready: 'h1', budgetKiB: 285 },
];

async function waitForServer(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the portal did not answer ${url} in time`);
}

interface Weight {
  /** Each script's URL path and gzipped bytes, largest first. */
  list: Array<{ url: string; wire: number }>;
  files: number;
  wireBytes: number;
  decodedBytes: number;
}

async function javaScriptOf(page: Page, path: string, ready: string): Promise<Weight> {
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  await client.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, { url: string; wire: number; decoded: number }>();
  const types = new Map<string, string>();
  const urls = new Map<string, string>();
  client.on('Network.responseReceived', (event) => {
    types.set(event.requestId, event.type);
    urls.set(event.requestId, new URL(event.response.url).pathname);
  });
  client.on('Network.dataReceived', (event) => {
    if (types.get(event.requestId) !== 'Script') return;
    const entry = scripts.get(event.requestId) ?? {
      url: urls.get(event.requestId) ?? '?',
      wire: 0,
      decoded: 0,
    };
    entry.decoded += event.dataLength;
    scripts.set(event.requestId, entry);
  });
  client.on('Network.loadingFinished', (event) => {
    const entry = scripts.get(event.requestId);
    if (entry) entry.wire = event.encodedDataLength;
  });
  await page.goto(`${baseURL}${path}`);
  await page.locator(ready).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await client.detach();
  let wireBytes = 0;
  let decodedBytes = 0;
  for (const entry of scripts.values()) {
    wireBytes += entry.wire;
    decodedBytes += entry.decoded;
  }
  const list = [...scripts.values()]
    .map(({ url, wire }) => ({ url, wire }))
    .sort((a, b) => b.wire - a.wire);
  return { list, files: scripts.size, wireBytes, decodedBytes };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'rozgar-budget-'));
  const server = spawn('node', ['build/node/server.js'], {
    cwd: join(repoRoot, 'bff'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      SESSION_SECRET: 'budget-session-secret-not-for-production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  let over = 0;
  try {
    await waitForServer(`${baseURL}/remotes.json`, Date.now() + 120_000);
    const rows: string[] = [];
    const details: string[] = [];
    for (const { path, ready, seeker, budgetKiB } of PAGES) {
      const context = await browser.newContext();
      if (seeker) {
        const login = await context.request.post(`${baseURL}/api/login`, {
          data: { email: 'seeker@example.com', password: 'Demo@12345' },
          headers: { Origin: baseURL },
        });
        if (!login.ok()) throw new Error(`demo login failed: ${login.status()}`);
      }
      const weight = await javaScriptOf(await context.newPage(), path, ready);
      await context.close();
      details.push(
        `${path}: ${weight.list.map(({ url, wire }) => `${url} ${kib(wire)}`).join(', ')}`,
      );
      const within = weight.wireBytes <= budgetKiB * 1024;
      if (!within) over += 1;
      rows.push(
        `| ${path.padEnd(22)} | ${String(weight.files).padStart(5)} | ${kib(weight.wireBytes).padStart(10)} | ${kib(weight.decodedBytes).padStart(10)} | ${`${budgetKiB} KiB`.padStart(8)} | ${within ? 'within' : 'OVER'.padEnd(6)} |`,
      );
    }
    const [one, five] = loadavg();
    console.log(
      `JavaScript a first visit downloads (load average ${one!.toFixed(1)} / ${five!.toFixed(1)})\n`,
    );
    console.log('| page                   | files |   gzipped  |    decoded | budget   |        |');
    console.log('|------------------------|-------|------------|------------|----------|--------|');
    for (const row of rows) console.log(row);
    if (process.argv.includes('--files')) console.log(`\n${details.join('\n\n')}`);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
  process.exitCode = over > 0 ? 1 : 0;
}

await main();
