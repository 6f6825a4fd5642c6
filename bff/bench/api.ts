/**
 * The job search's API under load, through the BUILT BFF and as bare database queries, side by
 * side (issue 18; docs/decisions/027-facet-counts.md):
 *   npm run build -w bff && npm run bench:api [-- --jobs 2000,20000,100000] [--duration 10]
 *       [--connections 32] [--only listing,:id] [--servers before=/other/bff/build/node/server.js,after=…]
 *       [--cpu-prof]
 * Starts the embedded database in a temporary folder, seeds it with open jobs (20 000 unless
 * `--jobs` lists several sizes: each size adds jobs to the previous ones, so the growth shows),
 * starts `bff/build/node/server.js` (NODE_ENV=production) on it, and for each endpoint runs
 * autocannon with `--connections` connections for `--duration` seconds (browser-like
 * `Accept-Encoding`), then the same number of bare queries in flight for as long — the database
 * reads the service runs, through mongoose from this process. Prints requests/s, p50/p95/p99
 * latency, and per request the CPU of the BFF process and of the database process (utime + stime
 * from /proc/<pid>/stat, every thread), and the database commands per request through the BFF
 * (the database's `serverStatus` counters, less the driver's heartbeats), with the load average:
 * the machine may be shared, and the figures are only comparable within a run.
 * `--servers` runs several BFF builds on the same database, each endpoint through each in turn
 * (a before/after side by side in one run); `--only` keeps the endpoints whose name contains one
 * of the words; `--cpu-prof` writes each BFF's CPU profile (node --cpu-prof) into a folder it
 * prints, to read with `bench/profile-top.ts`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { jobSearchQuerySchema, type JobSearchQuery } from '@rozgar/contracts';
import autocannon from 'autocannon';
import mongoose, { Types } from 'mongoose';
import { percentile } from '../embedded-db/bench/bench-kit';
import { spawnEmbeddedDb } from '../embedded-db/src/spawn';
import { Job } from '../app/models/job.server';
import { countJobFacets } from '../app/services/job-facets.server';
import { jobSearchFilter, queryMatchOf } from '../app/services/job-search.server';
import { connectDatabase } from '../server/database';
import { bffRoot, repoRoot } from '../server/paths';
import { generateJobs } from './bench-jobs';

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '20000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    servers: { type: 'string', default: '' },
    only: { type: 'string', default: '' },
    'cpu-prof': { type: 'boolean', default: false },
  },
});
const SIZES = values.jobs.split(',').map((size) => Number(size.trim()));
const DURATION_S = Number(values.duration);
const CONNECTIONS = Number(values.connections);
if (SIZES.some((size) => !Number.isInteger(size) || size < 1) || !(DURATION_S > 0))
  throw new Error('usage: --jobs 2000,20000,100000 --duration 10 --connections 32');
const DATABASE = 'rozgar_bench_api';
const INSERT_CHUNK = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const SERVER_JS = join(bffRoot, 'build', 'node', 'server.js');
/** The BFF builds to run: `name=path/to/server.js`, or this checkout's build. */
const SERVERS = values.servers
  ? values.servers.split(',').map((entry) => {
      const [name, path] = entry.includes('=') ? entry.split('=') : [entry, entry];
      return { name: name!.trim(), serverJs: path!.trim() };
    })
  : [{ name: 'BFF', serverJs: SERVER_JS }];
const ONLY = values.only
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);
/** The driver's own traffic (server monitoring, sessions), not a request's. */
const DRIVER_COMMANDS = new Set(['hello', 'isMaster', 'ismaster', 'ping', 'endSessions']);
/** Clock ticks per second of /proc/<pid>/stat's times (Linux: 100). */
const TICKS_PER_S = 100;

/** A process's CPU so far (user + system, every thread), ms; undefined where /proc is missing. */
async function processCpuMs(pid: number): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // the fields after the command's closing parenthesis; utime and stime are the 14th and 15th
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_S) * 1000;
  } catch {
    return undefined;
  }
}

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

/** The newest source file the BFF build is made from, to warn about a stale build. */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'build', 'test', 'bench'].includes(entry.name)) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

async function startBff(mongoUri: string, dataDir: string, serverJs: string, profileDir?: string) {
  const port = await freePort();
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...profile, serverJs], {
    // the bff folder of that build (build/node/server.js)
    cwd: dirname(dirname(dirname(serverJs))),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      MONGODB_URI: mongoUri,
      // no mail is sent during the benchmark; production insists on a mail server's address
      SMTP_URL: 'smtp://127.0.0.1:9',
      SESSION_SECRET: 'bench-api-secret',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4_000)));
  const url = `http://127.0.0.1:${port}`;
  const giveUp = performance.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the BFF exited: ${stderr}`);
    if (performance.now() > giveUp) throw new Error(`the BFF did not answer: ${stderr}`);
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 100));
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

interface Side {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** CPU per request, ms, of the BFF (undefined for the bare queries) and of the database. */
  bffCpu?: number;
  dbCpu?: number;
  /** Database commands per request through the BFF, by name, most first (`find 1.00, …`). */
  commands?: string;
  errors: number;
}

/** The database's command counters (`serverStatus` `metrics.commands`), by name. */
async function commandTotals(): Promise<Map<string, number>> {
  const status = await mongoose.connection.db!.admin().command({ serverStatus: 1 });
  const commands = (status.metrics?.commands ?? {}) as Record<string, { total?: unknown }>;
  return new Map(Object.entries(commands).map(([name, counted]) => [name, Number(counted.total)]));
}

/** The commands between two readings per request, less the driver's and the readings' own. */
function commandsPerRequest(
  before: Map<string, number>,
  after: Map<string, number>,
  requests: number,
) {
  const rows = [...after]
    .map(
      ([name, total]) =>
        [name, total - (before.get(name) ?? 0) - (name === 'serverStatus' ? 1 : 0)] as const,
    )
    .filter(([name, count]) => count > 0 && !DRIVER_COMMANDS.has(name))
    .sort((a, b) => b[1] - a[1]);
  const sum = rows.reduce((total, [, count]) => total + count, 0);
  return `${(sum / requests).toFixed(2)}: ${rows.map(([name, count]) => `${name} ${(count / requests).toFixed(2)}`).join(', ')}`;
}

/** CPU per request between two readings, ms. */
const perRequest = (before?: number, after?: number, requests = 1) =>
  before === undefined || after === undefined ? undefined : (after - before) / requests;

/** autocannon on `paths` (round robin) for the duration; latencies from every response. */
async function throughBff(
  url: string,
  paths: string[],
  pids: { bff: number; db: number },
): Promise<Side> {
  const latencies: number[] = [];
  let next = 0;
  const cpu = async () => [await processCpuMs(pids.bff), await processCpuMs(pids.db)];
  const commandsBefore = await commandTotals();
  const [bffBefore, dbBefore] = await cpu();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: { 'accept-encoding': 'br, gzip, deflate' },
        requests: [
          {
            setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }),
          },
        ],
      },
      (error, done) => (error ? reject(error as Error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
  const [bffAfter, dbAfter] = await cpu();
  const commandsAfter = await commandTotals();
  const requests = result.requests.total;
  return {
    requests,
    perSecond: requests / DURATION_S,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    bffCpu: perRequest(bffBefore, bffAfter, requests),
    dbCpu: perRequest(dbBefore, dbAfter, requests),
    commands: commandsPerRequest(commandsBefore, commandsAfter, requests),
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** `CONNECTIONS` loops of `query` in flight for the duration, as autocannon keeps requests. */
async function bare(query: () => Promise<unknown>, dbPid: number): Promise<Side> {
  const latencies: number[] = [];
  let errors = 0;
  const before = await processCpuMs(dbPid);
  const ends = performance.now() + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < ends) {
        const started = performance.now();
        try {
          await query();
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  const after = await processCpuMs(dbPid);
  return {
    requests: latencies.length,
    perSecond: latencies.length / DURATION_S,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    dbCpu: perRequest(before, after, latencies.length),
    errors,
  };
}

/** What `listOpenJobs` asks the database for a first page (its order for `q`: text score). */
function listingQuery(query: JobSearchQuery) {
  const filter = jobSearchFilter(query, new Date());
  const textScore = query.q && queryMatchOf(query.q) === 'text';
  return () =>
    Promise.all([
      Job.find(filter)
        .sort(
          textScore
            ? { score: { $meta: 'textScore' }, created_at: -1, _id: -1 }
            : { created_at: -1, _id: -1 },
        )
        .limit(query.pageSize)
        .lean(),
      Job.countDocuments(filter),
    ]);
}

interface Endpoint {
  name: string;
  paths: string[];
  bare: () => Promise<unknown>;
  bareName: string;
}

function endpoints(ids: string[]): Endpoint[] {
  const search = (params: Record<string, string>) => jobSearchQuerySchema.parse(params);
  return [
    {
      name: 'GET /api/jobs?q=engineer&location=Pune',
      paths: ['/api/jobs?q=engineer&location=Pune'],
      bare: listingQuery(search({ q: 'engineer', location: 'Pune' })),
      bareName: 'find + countDocuments',
    },
    {
      name: 'GET /api/jobs/:id',
      paths: ids.map((id) => `/api/jobs/${id}`),
      bare: (() => {
        let next = 0;
        return () => Job.findById(ids[next++ % ids.length]).lean();
      })(),
      bareName: 'findById',
    },
    {
      name: 'GET /api/jobs/filters',
      paths: ['/api/jobs/filters'],
      bare: () => countJobFacets({}, new Date()),
      bareName: '7 aggregations (uncached)',
    },
    {
      name: 'GET /api/jobs/filters?q=engineer',
      paths: ['/api/jobs/filters?q=engineer'],
      bare: () => countJobFacets(search({ q: 'engineer' }), new Date()),
      bareName: '7 aggregations (uncached)',
    },
  ];
}

/** Makes every job open (active, expiring in 30–150 days): the catalogue is all open jobs. */
async function openEveryJob(now: number) {
  await Job.updateMany({ is_active: false }, { $set: { is_active: true } });
  await Job.updateMany(
    { expiry_date: { $lt: new Date(now + DAY_MS) } },
    { $set: { expiry_date: new Date(now + 30 * DAY_MS) } },
  );
}

const ms = (value: number | undefined, digits = 1) =>
  value === undefined || Number.isNaN(value) ? '?' : `${value.toFixed(digits)} ms`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

function printRows(rows: string[][]) {
  const header = [
    'jobs',
    'endpoint',
    'side',
    'req/s',
    'p50',
    'p95',
    'p99',
    'BFF CPU/req',
    'DB CPU/req',
    'DB commands/req',
    'errors',
  ];
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => row[column]!.length)),
  );
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(
    `\n${line(header)}\n|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|\n${rows.map(line).join('\n')}`,
  );
}

async function main() {
  for (const { serverJs } of SERVERS)
    if (!statSync(serverJs, { throwIfNoEntry: false }))
      throw new Error(`no BFF build at ${serverJs}: run \`npm run build -w bff\` first`);
  const built = statSync(SERVER_JS, { throwIfNoEntry: false });
  const sources = Math.max(newestSource(bffRoot), newestSource(join(repoRoot, 'contracts')));
  if (built && SERVERS.some(({ serverJs }) => serverJs === SERVER_JS) && sources > built.mtimeMs)
    console.warn('warning: BFF sources are newer than its build (npm run build -w bff)');
  const profileDir = values['cpu-prof']
    ? await mkdtemp(join(tmpdir(), 'rozgar-bench-api-profiles-'))
    : undefined;
  console.log(
    `machine: ${availableParallelism()} cores, load average ${load()} (1 / 5 / 15 min) at the start; ` +
      `${CONNECTIONS} connections, ${DURATION_S} s per endpoint and side`,
  );
  const dbpath = await mkdtemp(join(tmpdir(), 'rozgar-bench-api-'));
  const database = await spawnEmbeddedDb({ dbpath });
  const uri = new URL(database.uri);
  uri.pathname = `/${DATABASE}`;
  let bffs: Array<{ name: string; child: ChildProcess; url: string }> = [];
  const stopAll = async () => {
    await Promise.all(bffs.map((bff) => stop(bff.child)));
    bffs = [];
  };
  const rows: string[][] = [];
  try {
    await connectDatabase(uri.toString());
    await Job.createIndexes();
    const now = Date.now();
    let inserted = 0;
    for (const size of SIZES) {
      const started = performance.now();
      // The same generator from the start each time: the first `inserted` jobs exist already.
      for (const chunk of generateJobs(size, INSERT_CHUNK, now)) {
        const skip = Math.min(chunk.length, Math.max(0, inserted));
        inserted -= chunk.length;
        if (skip < chunk.length) await Job.insertMany(chunk.slice(skip), { lean: true });
      }
      await openEveryJob(now);
      inserted = await Job.countDocuments();
      console.log(
        `\n${inserted} open jobs (seeded in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
      // A fresh BFF per size, started after the seed (its caches start empty).
      await stopAll();
      for (const [index, { name, serverJs }] of SERVERS.entries()) {
        const started = await startBff(
          uri.toString(),
          join(dbpath, `bff-data-${index}`),
          serverJs,
          profileDir && join(profileDir, name),
        );
        bffs.push({ name, ...started });
      }
      const ids = (await Job.find({}, { _id: 1 }).limit(50).lean()).map((job) =>
        String(job._id as Types.ObjectId),
      );
      const chosen = endpoints(ids).filter(
        (endpoint) => ONLY.length === 0 || ONLY.some((word) => endpoint.name.includes(word)),
      );
      for (const endpoint of chosen) {
        const through: Array<[name: string, figures: Side]> = [];
        for (const bff of bffs) {
          // warm-up: the JIT and the database's caches, as in a server that has been up a while
          await throughBffWarm(bff.url, endpoint.paths);
          const pids = { bff: bff.child.pid!, db: database.pid };
          through.push([bff.name, await throughBff(bff.url, endpoint.paths, pids)]);
        }
        for (let i = 0; i < 20; i++) await endpoint.bare();
        const direct = await bare(endpoint.bare, database.pid);
        const row = (side: string, figures: Side) => [
          String(size),
          endpoint.name,
          side,
          figures.perSecond.toFixed(0),
          ms(figures.p50),
          ms(figures.p95),
          ms(figures.p99),
          ms(figures.bffCpu, 2),
          ms(figures.dbCpu, 2),
          figures.commands ?? '',
          String(figures.errors),
        ];
        const side = (name: string) => (SERVERS.length > 1 ? `through ${name}` : 'through the BFF');
        rows.push(
          ...through.map(([name, figures]) => row(side(name), figures)),
          row(`bare: ${endpoint.bareName}`, direct),
        );
        const brief = (figures: Side) =>
          `${figures.perSecond.toFixed(0)} req/s, p50/p95/p99 ${ms(figures.p50)} / ${ms(figures.p95)} / ${ms(figures.p99)}, ` +
          `CPU/req BFF ${ms(figures.bffCpu, 2)} DB ${ms(figures.dbCpu, 2)}, errors ${figures.errors}` +
          (figures.commands ? `\n    DB commands/req ${figures.commands}` : '');
        console.log(
          `${endpoint.name}\n${through.map(([name, figures]) => `  ${side(name)}: ${brief(figures)}\n`).join('')}  bare (${endpoint.bareName}): ${brief(direct)}\n  load ${load()}`,
        );
      }
    }
    printRows(rows);
    console.log(`\nload average ${load()} (1 / 5 / 15 min) at the end`);
  } finally {
    await stopAll();
    if (profileDir) console.log(`CPU profiles (one per BFF process): ${profileDir}`);
    await mongoose.disconnect();
    await database.stop();
    await rm(dbpath, { recursive: true, force: true });
  }
}

/** A short untimed run through the BFF. */
async function throughBffWarm(url: string, paths: string[]) {
  let next = 0;
  await autocannon({
    url,
    connections: Math.min(8, CONNECTIONS),
    amount: 200,
    headers: { 'accept-encoding': 'br, gzip, deflate' },
    requests: [
      { setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) },
    ],
  });
}

await main();
