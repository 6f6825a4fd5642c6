/**
 * Benchmark of "Recommended for you" and "Similar jobs" on 20 000 jobs in the embedded database:
 *   npm run bench:recommendations          (from the repo root; BENCH_JOBS=50000 for another size)
 * Spawns the embedded database in a temporary directory, connects mongoose as the BFF does, inserts
 * the bench:jobs catalogue through the real `Job` model, then times the services behind
 * `GET /api/jobs/recommended` (`recommendedJobs`) and `GET /api/jobs/:id/similar` (`similarJobs`):
 * each the median and p95 of 30 calls after a warm-up, with the main-thread CPU per call.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose, { Types } from 'mongoose';
import { measureBlock, printTable, timed, type Row } from '../embedded-db/bench/bench-kit';
import { spawnEmbeddedDb } from '../embedded-db/src/spawn';
import { Application } from '../app/models/application.server';
import { Job } from '../app/models/job.server';
import { UserDetails } from '../app/models/user-details.server';
import { recommendedJobs } from '../app/services/recommendations.server';
import { similarJobs } from '../app/services/similar-jobs.server';
import { connectDatabase } from '../server/database';
import { generateJobs } from './bench-jobs';

const JOB_COUNT = Number(process.env.BENCH_JOBS ?? 20_000);
const INSERT_CHUNK = 5_000;
const RUNS = 30;
/** What a seeker home's panel may take (the other panels load beside it). */
const TARGET_MS = 100;

async function main(): Promise<void> {
  const dbpath = await mkdtemp(join(tmpdir(), 'rozgar-bench-recommendations-'));
  const database = await spawnEmbeddedDb({ dbpath });
  const serverPid = database.pid;
  try {
    const uri = new URL(database.uri);
    uri.pathname = '/rozgar_bench_recommendations';
    await connectDatabase(uri.toString());
    await Promise.all([
      Job.createIndexes(),
      UserDetails.createIndexes(),
      Application.createIndexes(),
    ]);
    const now = Date.now();
    process.stdout.write(`inserting ${JOB_COUNT} jobs through the Job model…\n`);
    const insertMs = await timed(async () => {
      for (const jobs of generateJobs(JOB_COUNT, INSERT_CHUNK, now)) await Job.insertMany(jobs);
    });
    const seekers = {
      'skills, locations, experience, job type': {
        skills: ['React', 'TypeScript', 'Node.js', 'SQL', 'AWS'],
        pref_location: 'Bengaluru, Pune',
        experience: 3,
        job_type: 'Full Time',
      },
      'one common skill (java)': { skills: ['java'] },
      'nothing on the profile': {},
    };
    const ids: Record<string, string> = {};
    for (const [name, profile] of Object.entries(seekers)) {
      const userId = new Types.ObjectId();
      await UserDetails.create({ user_id: userId, full_name: 'Bench Seeker', ...profile });
      ids[name] = userId.toHexString();
    }
    const anyJob = await Job.findOne(
      { is_active: true, 'skills.2': { $exists: true } },
      { _id: 1 },
    );
    const rows: Row[] = [
      [`insert ${JOB_COUNT} jobs`, `${(insertMs / 1000).toFixed(2)} s`, '—', '', ''],
    ];
    const block = { runs: RUNS, warmUpCalls: 5, serverPid, cpuDigits: 2 };
    for (const [name, id] of Object.entries(ids)) {
      const first = await recommendedJobs(id, 5);
      if (first.jobs.length !== 5) throw new Error(`"${name}" got ${first.jobs.length} jobs`);
      const measured = await measureBlock(() => recommendedJobs(id, 5), block);
      rows.push([
        `GET /api/jobs/recommended — ${name}`,
        `${measured.median.toFixed(1)} ms (p95 ${measured.p95.toFixed(1)})`,
        `≤ ${TARGET_MS} ms`,
        measured.p95 <= TARGET_MS ? 'met' : 'MISSED',
        measured.cpu,
      ]);
    }
    const jobId = String(anyJob!._id);
    const similar = await similarJobs(jobId);
    if (!similar || similar.jobs.length === 0) throw new Error('no similar jobs');
    const measured = await measureBlock(() => similarJobs(jobId), block);
    rows.push([
      `GET /api/jobs/:id/similar (${similar.jobs.length} jobs)`,
      `${measured.median.toFixed(1)} ms (p95 ${measured.p95.toFixed(1)})`,
      `≤ ${TARGET_MS} ms`,
      measured.p95 <= TARGET_MS ? 'met' : 'MISSED',
      measured.cpu,
    ]);
    printTable(
      ['measurement', `median (p95) of ${RUNS}`, 'target', '', 'main-thread CPU per call'],
      rows,
    );
  } finally {
    await mongoose.disconnect();
    await database.stop();
    await rm(dbpath, { recursive: true, force: true });
  }
}

await main();
