/**
 * Page-weight budget: `npm run budget` (from the repo root, after a build).
 *
 * Starts the built portal (as `npm start` serves it, compressed) on a fresh database, opens each
 * page below in Debian's chromium and prints the JavaScript it downloads: files, bytes on the
 * wire (in the Content-Encoding the server actually answered, recorded per response: brotli for
 * a browser that offers it) and bytes after decoding, against a budget. Logged-in pages use the
 * demo seeker or recruiter from the seed. Exit code 1 when a page is over its budget (✗ in the
 * table). The same build gives the same bytes, so `npm test` runs it as the suite row
 * `budget: js weight` (.ci/test-all.mjs, on a free BUDGET_PORT). `-- --files` also lists every
 * script a page downloads, largest first; `-- --portal DIR` serves another copy of the built
 * portal (DIR/bff/build, DIR/shell/dist, DIR/mfe-*\/dist), as web-vitals.ts does.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.BUDGET_PORT ?? 3390);
/** `--portal DIR`: serve another copy of the built portal (DIR/bff/build, DIR/shell/dist, …). */
const portalIndex = process.argv.indexOf('--portal');
const PORTAL = resolve(portalIndex >= 0 ? process.argv[portalIndex + 1]! : repoRoot);
const baseURL = `http://127.0.0.1:${port}`;

/** The demo accounts of the seed (bff/app/seed). */
const DEMO = {
  seeker: { email: 'seeker@example.com', password: 'Demo@12345' },
  recruiter: { email: 'recruiter@example.com', password: 'Demo@12345' },
} as const;

/**
 * JavaScript a first visit may download, in KiB on the wire as served (brotli), per issue 17's
 * target: the home page 170 KiB, every other page 215 KiB. `:jobId` is replaced by the newest
 * open job's id.
 */
const HOME_BUDGET_KIB = 170;
const PAGE_BUDGET_KIB = 215;
const PAGES: Array<{ path: string; ready: string; as?: keyof typeof DEMO }> = [
  { path: '/', ready: 'h1' },
  { path: '/jobs', ready: 'article' },
  { path: '/job-details/:jobId', ready: 'h1' },
  { path: '/companies', ready: 'h1' },
  { path: '/community', ready: 'h1' },
  { path: '/jobseeker-home', ready: 'h1', as: 'seeker' },
  { path: '/job-seeker-dashboard', ready: '[role="tablist"]', as: 'seeker' },
  { path: '/recruiter-dashboard', ready: 'h1', as: 'recruiter' },
];

/** The name a Content-Encoding header value is printed under. */
const ENCODING_NAMES: Record<string, string> = {
  br: 'brotli',
  gzip: 'gzip',
  deflate: 'deflate',
  zstd: 'zstd',
  '': 'none',
};
const encodingName = (value: string) => ENCODING_NAMES[value] ?? value;

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

interface Script {
  url: string;
  /** Bytes on the wire (headers excluded) and after decoding. */
  wire: number;
  decoded: number;
  /** The response's Content-Encoding ('' when the server sent it as is). */
  encoding: string;
}

interface Weight {
  /** Each script, largest on the wire first. */
  list: Script[];
  wireBytes: number;
  decodedBytes: number;
  /** Content-Encoding → number of scripts served so. */
  encodings: Map<string, number>;
}

async function javaScriptOf(page: Page, path: string, ready: string): Promise<Weight> {
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  await client.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, Script>();
  client.on('Network.responseReceived', (event) => {
    if (event.type !== 'Script') return;
    const headers = Object.entries(event.response.headers);
    const encoding = headers.find(([name]) => name.toLowerCase() === 'content-encoding')?.[1];
    scripts.set(event.requestId, {
      url: new URL(event.response.url).pathname,
      wire: 0,
      decoded: 0,
      encoding: (encoding ?? '').trim().toLowerCase(),
    });
  });
  client.on('Network.dataReceived', (event) => {
    const entry = scripts.get(event.requestId);
    if (entry) entry.decoded += event.dataLength;
  });
  client.on('Network.loadingFinished', (event) => {
    const entry = scripts.get(event.requestId);
    if (entry) entry.wire = event.encodedDataLength;
  });
  // encodedDataLength counts the response's headers too: they are taken off to keep the body's
  // bytes (as served, compressed), which is what the budget is about.
  const headerBytes = new Map<string, number>();
  client.on('Network.responseReceivedExtraInfo', (event) => {
    if (event.headersText) headerBytes.set(event.requestId, event.headersText.length);
  });
  await page.goto(`${baseURL}${path}`);
  await page.locator(ready).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await client.detach();
  for (const [requestId, entry] of scripts) entry.wire -= headerBytes.get(requestId) ?? 0;
  const list = [...scripts.values()].sort((a, b) => b.wire - a.wire);
  const encodings = new Map<string, number>();
  for (const { encoding } of list) encodings.set(encoding, (encodings.get(encoding) ?? 0) + 1);
  return {
    list,
    wireBytes: list.reduce((sum, { wire }) => sum + wire, 0),
    decodedBytes: list.reduce((sum, { decoded }) => sum + decoded, 0),
    encodings,
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The encodings scripts came in, most used first: "brotli", or "brotli+none" when mixed. */
function encodingsText(encodings: Map<string, number>): string {
  return [...encodings]
    .sort((a, b) => b[1] - a[1])
    .map(([value]) => encodingName(value))
    .join('+');
}

/** Each encoding with its number of scripts: "brotli 137, none 17". */
function encodingCounts(encodings: Map<string, number>): string {
  return [...encodings]
    .sort((a, b) => b[1] - a[1])
    .map(([value, count]) => `${encodingName(value)} ${count}`)
    .join(', ');
}

async function newestJobId(): Promise<string> {
  const response = await fetch(`${baseURL}/api/jobs?page=1&pageSize=1`);
  if (!response.ok) throw new Error(`GET /api/jobs answered ${response.status}`);
  const { jobs } = (await response.json()) as { jobs: Array<{ _id?: string; id?: string }> };
  const id = jobs[0]?._id ?? jobs[0]?.id;
  if (!id) throw new Error('the seeded portal has no open job');
  return id;
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'rozgar-budget-'));
  const server = spawn('node', ['build/node/server.js'], {
    cwd: join(PORTAL, 'bff'),
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
    const jobId = await newestJobId();
    const rows: string[] = [];
    const details: string[] = [];
    const allEncodings = new Map<string, number>();
    for (const { path, ready, as } of PAGES) {
      const budgetKiB = path === '/' ? HOME_BUDGET_KIB : PAGE_BUDGET_KIB;
      const context = await browser.newContext();
      if (as) {
        const login = await context.request.post(`${baseURL}/api/login`, {
          data: DEMO[as],
          headers: { Origin: baseURL },
        });
        if (!login.ok()) throw new Error(`demo ${as} login failed: ${login.status()}`);
      }
      const weight = await javaScriptOf(
        await context.newPage(),
        path.replace(':jobId', jobId),
        ready,
      );
      await context.close();
      for (const [value, count] of weight.encodings)
        allEncodings.set(value, (allEncodings.get(value) ?? 0) + count);
      details.push(
        `${path}:\n${weight.list
          .map(
            ({ url, wire, decoded, encoding }) =>
              `  ${kib(wire).padStart(10)} ${encodingName(encoding).padEnd(6)} ${kib(decoded).padStart(10)}  ${url}`,
          )
          .join('\n')}`,
      );
      const within = weight.wireBytes <= budgetKiB * 1024;
      if (!within) over += 1;
      rows.push(
        `| ${path.padEnd(22)} | ${String(weight.list.length).padStart(5)} | ${kib(weight.wireBytes).padStart(10)} | ${encodingsText(weight.encodings).padEnd(11)} | ${kib(weight.decodedBytes).padStart(10)} | ${`${budgetKiB} KiB`.padStart(8)} | ${within ? '✓ within' : '✗ OVER  '} |`,
      );
    }
    const [one, five] = loadavg();
    console.log(
      `JavaScript a first visit downloads, on the wire as served (scripts by Content-Encoding: ${encodingCounts(allEncodings)}; files under 1 KiB are sent as is; load average ${one!.toFixed(1)} / ${five!.toFixed(1)})\n`,
    );
    console.log(
      '| page                   | files |    on wire | encoding    |    decoded | budget   |          |',
    );
    console.log(
      '|------------------------|-------|------------|-------------|------------|----------|----------|',
    );
    for (const row of rows) console.log(row);
    console.log(
      over > 0
        ? `\n✗ ${over} page${over > 1 ? 's' : ''} over the JavaScript budget`
        : '\n✓ every page within the JavaScript budget',
    );
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
