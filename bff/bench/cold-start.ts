/**
 * How long the built portal takes to its first answer (issue 18, "Cold start"; ADR 016):
 *   npm run bench:start [-- --runs 3]
 * Needs a built checkout (`npm run build`). Each run starts `node bff/build/node/server.js` as
 * `npm start` does (NODE_ENV=production, the embedded database, the embedded mail catcher), on
 * free ports, and times from the spawn to the first 200 of GET /api/health and of GET / (the
 * shell's HTML), polling every 10 ms:
 *   - "first start": an empty data folder (the database is created and the demo data seeded);
 *   - "restart": the same folder again (what every later `npm start` is).
 * Then it times `node .ci/ensure.mjs && node .ci/build.mjs` on this up-to-date checkout (the checks
 * `npm start` runs before the server; `--skip-checks` leaves them out, e.g. while sources change).
 * Prints each run, the medians and the load average.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { bffRoot, repoRoot } from '../server/paths';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'skip-checks': { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(values.runs));
const serverJs = join(bffRoot, 'build', 'node', 'server.js');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

interface StartTimes {
  health: number;
  page: number;
}

/** Spawns the built server on `dataDir` and times its first answers (ms from the spawn). */
async function timeStart(dataDir: string): Promise<StartTimes> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [serverJs], {
    cwd: bffRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      MAIL_INBOX_PORT: String(await freePort()),
      MONGODB_URI: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const times: Partial<StartTimes> = {};
  try {
    while (times.health === undefined || times.page === undefined) {
      if (child.exitCode !== null) throw new Error(`the server exited: ${stderr.slice(-2_000)}`);
      if (performance.now() - started > 120_000) throw new Error('no answer within 120 s');
      const [health, page] = await Promise.all([
        times.health === undefined && answers(`http://127.0.0.1:${port}/api/health`),
        times.page === undefined && answers(`http://127.0.0.1:${port}/`),
      ]);
      const now = performance.now() - started;
      if (health) times.health = now;
      if (page) times.page = now;
      if (!health || !page) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return times as StartTimes;
  } finally {
    await stop(child);
  }
}

const median = (numbers: number[]) =>
  [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const load = loadavg().map((value) => value.toFixed(1));
const firstStarts: StartTimes[] = [];
const restarts: StartTimes[] = [];
const checks: number[] = [];
for (let run = 1; run <= runs; run += 1) {
  const dataDir = await mkdtemp(join(tmpdir(), 'rozgar-cold-start-'));
  try {
    firstStarts.push(await timeStart(dataDir));
    restarts.push(await timeStart(dataDir));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const before = performance.now();
  for (const script of values['skip-checks'] ? [] : ['.ci/ensure.mjs', '.ci/build.mjs']) {
    const result = spawnSync(process.execPath, [join(repoRoot, script)], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    if (result.status !== 0)
      throw new Error(`${script} failed (is the checkout built?): ${result.stderr.slice(-2_000)}`);
  }
  checks.push(performance.now() - before);
  console.log(
    `run ${run}: first start /api/health ${seconds(firstStarts.at(-1)!.health)}, / ${seconds(firstStarts.at(-1)!.page)}; ` +
      `restart /api/health ${seconds(restarts.at(-1)!.health)}, / ${seconds(restarts.at(-1)!.page)}; ` +
      `npm start's checks ${seconds(checks.at(-1)!)}`,
  );
}
console.log(
  `\nBuilt server to its first answer, medians of ${runs} (load average ${load.join(' / ')} before, ` +
    `${loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')} after)\n`,
);
console.log('| start                         | /api/health |          / |');
console.log('|-------------------------------|-------------|------------|');
const row = (label: string, times: StartTimes[]) =>
  console.log(
    `| ${label.padEnd(29)} | ${seconds(median(times.map((t) => t.health))).padStart(11)} | ${seconds(median(times.map((t) => t.page))).padStart(10)} |`,
  );
row('first start (seeds demo data)', firstStarts);
row('restart (same data folder)', restarts);
console.log(
  `\nnpm start's checks before the server (ensure + build, up to date): ${seconds(median(checks))}`,
);
