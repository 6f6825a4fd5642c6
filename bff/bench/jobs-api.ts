/**
 * Benchmark of the portal's job search on 50 000 jobs in the embedded database:
 *   npm run bench:jobs          (from the repo root)
 * Spawns the embedded database in a temporary data directory, connects mongoose as the BFF does
 * (`connectDatabase`: the default connection, every model's declared indexes), inserts 50 000
 * varied jobs through the real `Job` model, then times the real service functions behind
 * `GET /api/jobs` (`listOpenJobs`, with `viewerSkills` for a logged-in seeker) and
 * `GET /api/jobs/filters` (`countJobFacets`: its counts when not kept, ADR 027): each the median
 * of 30 calls after a warm-up, with the main-thread CPU per call of this process (mongoose +
 * driver) and of the server
 * (`/proc/<pid>/schedstat`, Linux). Timing starts once the server is idle after the insert.
 *
 * `BENCH_DB_URI=mongodb://127.0.0.1:<port> npm run bench:jobs` runs the same table against another
 * server (a real mongod, or the embedded one started by hand with `--cpu-prof`), in the database
 * `rozgar_bench_jobs`, which it drops at the end; `BENCH_DB_PID=<pid>` adds that server's CPU.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jobSearchQuerySchema } from '@rozgar/contracts';
import mongoose, { Types } from 'mongoose';
import {
  mainThreadCpuMs,
  measureBlock,
  printTable,
  timed,
  type Row,
} from '../embedded-db/bench/bench-kit';
import { spawnEmbeddedDb } from '../embedded-db/src/spawn';
import { Job } from '../app/models/job.server';
import { UserDetails } from '../app/models/user-details.server';
import { countJobFacets } from '../app/services/job-facets.server';
import { listOpenJobs, viewerSkills } from '../app/services/jobs.server';
import { connectDatabase } from '../server/database';
import { generateJobs } from './bench-jobs';

/** `BENCH_JOBS=20000 npm run bench:jobs` times another catalogue size. */
const JOB_COUNT = Number(process.env.BENCH_JOBS ?? 50_000);
const INSERT_CHUNK = 5_000;
/** A deep page that exists at every size (page 100 from 5 000 jobs up). */
const DEEP_PAGE = Math.min(100, Math.max(1, Math.floor(JOB_COUNT / 50)));
const RUNS = 30;
const WARM_UP_CALLS = 5;
const DATABASE_NAME = 'rozgar_bench_jobs';
const TARGETS = { listing: 25, filters: 150 };
/** Each measurement: `WARM_UP_CALLS` untimed calls, then `RUNS` timed ones (CPU to 0.01 ms). */
const BLOCK = (serverPid: number | undefined) => ({
  runs: RUNS,
  warmUpCalls: WARM_UP_CALLS,
  serverPid,
  cpuDigits: 2,
});

/**
 * Waits until the server's main thread has been nearly idle (< 5 % of a core) for a second, at
 * most 30 s: the insert's journal compaction and garbage collection are over before anything is
 * timed. Without the server's pid, waits 3 s.
 */
async function settle(serverPid: number | undefined): Promise<void> {
  const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  if ((await mainThreadCpuMs(serverPid)) === undefined) return pause(3_000);
  const givingUp = performance.now() + 30_000;
  while (performance.now() < givingUp) {
    const before = await mainThreadCpuMs(serverPid);
    await pause(1_000);
    const after = await mainThreadCpuMs(serverPid);
    if (before !== undefined && after !== undefined && after - before < 50) return;
  }
}

/** The URI with its path set to the benchmark's own database (what `connectDatabase` reads). */
function benchDatabaseUri(uri: string): string {
  const url = new URL(uri);
  url.pathname = `/${DATABASE_NAME}`;
  if (!url.searchParams.has('directConnection')) url.searchParams.set('directConnection', 'true');
  return url.toString();
}

async function main(): Promise<void> {
  const externalUri = process.env.BENCH_DB_URI;
  const dbpath = externalUri ? undefined : await mkdtemp(join(tmpdir(), 'rozgar-bench-jobs-'));
  const database = dbpath ? await spawnEmbeddedDb({ dbpath }) : undefined;
  const serverPid =
    database?.pid ?? (process.env.BENCH_DB_PID ? Number(process.env.BENCH_DB_PID) : undefined);
  try {
    const connection = await connectDatabase(benchDatabaseUri(externalUri ?? database!.uri));
    await connection.dropDatabase();
    await Promise.all([Job.createIndexes(), UserDetails.createIndexes()]);

    const now = Date.now();
    process.stdout.write(`inserting ${JOB_COUNT} jobs through the Job model…\n`);
    const insertMs = await timed(async () => {
      // Chunk by chunk, so 50 000 documents don't stay on the heap while the calls are timed.
      for (const jobs of generateJobs(JOB_COUNT, INSERT_CHUNK, now)) await Job.insertMany(jobs);
    });
    const storedCount = await Job.countDocuments();
    if (storedCount !== JOB_COUNT)
      throw new Error(`expected ${JOB_COUNT} jobs, found ${storedCount}`);
    const seekerId = new Types.ObjectId();
    await UserDetails.create({
      user_id: seekerId,
      full_name: 'Bench Seeker',
      skills: ['React', 'TypeScript', 'Node.js', 'SQL', 'AWS'],
    });
    const seeker = {
      id: seekerId.toHexString(),
      email: 'bench.seeker@example.com',
      role: 'Job Seeker' as const,
      name: 'Bench Seeker',
      accountId: seekerId.toHexString(),
      accountAdmin: true,
    };
    (globalThis as { gc?: () => void }).gc?.();
    await settle(serverPid);

    const search = (params: Record<string, string>) => jobSearchQuerySchema.parse(params);
    const listings: Array<[name: string, params: Record<string, string>, seeker?: boolean]> = [
      ['page 1, no filters', {}],
      ['q=engineer', { q: 'engineer' }],
      [
        'q + location + experience + salary + work mode',
        {
          q: 'engineer',
          location: 'Bengaluru',
          experience: '2-5',
          salary: '10-20',
          workModes: 'Hybrid',
        },
      ],
      [`page ${DEEP_PAGE}, no filters`, { page: String(DEEP_PAGE) }],
      ['logged-in seeker, q=developer (skill_match)', { q: 'developer' }, true],
    ];
    const rows: Row[] = [
      [
        `insert ${JOB_COUNT} jobs (Job.insertMany)`,
        `${(insertMs / 1000).toFixed(2)} s`,
        '—',
        `${Math.round(JOB_COUNT / (insertMs / 1000))} docs/s`,
        '',
      ],
    ];
    const verdict = (value: number, target: number) => (value <= target ? 'met' : 'MISSED');
    for (const [name, params, asSeeker] of listings) {
      const query = search(params);
      const run = async () => {
        const seekerSkills = asSeeker ? await viewerSkills(seeker) : null;
        return listOpenJobs(query, { seekerSkills });
      };
      const first = await run();
      if (first.jobs.length === 0) throw new Error(`"${name}" found no jobs`);
      if (asSeeker && !first.jobs.every((job) => 'skill_match' in job))
        throw new Error(`"${name}" has no skill_match`);
      const block = await measureBlock(run, BLOCK(serverPid));
      rows.push([
        `GET /api/jobs ${name} (total ${first.total})`,
        `${block.median.toFixed(1)} ms (p95 ${block.p95.toFixed(1)})`,
        `≤ ${TARGETS.listing} ms`,
        verdict(block.median, TARGETS.listing),
        block.cpu,
      ]);
    }
    // the counts as a search's first request computes them (later ones are kept: bench:api)
    const facets = await countJobFacets({}, new Date());
    if (facets.locations.length === 0 || facets.experience.every((bucket) => bucket.count === 0))
      throw new Error('the filter counts are empty');
    const filters = await measureBlock(() => countJobFacets({}, new Date()), BLOCK(serverPid));
    rows.push([
      `GET /api/jobs/filters, not kept (${facets.locations.length} locations)`,
      `${filters.median.toFixed(1)} ms`,
      `≤ ${TARGETS.filters} ms`,
      verdict(filters.median, TARGETS.filters),
      filters.cpu,
    ]);

    const header: Row = [
      'measurement',
      `median (p95) of ${RUNS}`,
      'target',
      '',
      'main-thread CPU per call',
    ];
    printTable(header, rows);
  } finally {
    if (externalUri && mongoose.connection.readyState === mongoose.ConnectionStates.connected)
      await mongoose.connection.dropDatabase();
    await mongoose.disconnect();
    await database?.stop();
    if (dbpath) await rm(dbpath, { recursive: true, force: true });
  }
}

await main();
