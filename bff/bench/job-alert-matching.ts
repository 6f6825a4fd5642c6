/**
 * `npx tsx bff/bench/job-alert-matching.ts` (BENCH_ALERTS=10000 BENCH_POSTS=100): times
 * `alertsMatchingJob` — the instant alerts a newly posted job satisfies — with many stored alerts
 * on the embedded database: the prefilter on `match_keys` in the database, then `jobMatchesAlert`
 * on the candidates (docs/product/notifications-and-alerts.md#job-alerts). Prints p50/p95/max of
 * the time per posted job, and how many alerts the prefilter returned and how many matched.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jobAlertSearchBodySchema, type JobSearchFilters } from '@rozgar/contracts';
import mongoose, { Types } from 'mongoose';
import { randomSource } from '../embedded-db/bench/bench-kit';
import { spawnEmbeddedDb } from '../embedded-db/src/spawn';
import { JobAlert } from '../app/models/job-alert.server';
import { CITIES, ROLES_BY_SECTOR, SECTOR_INDUSTRY } from '../app/seed/catalog.server';
import {
  alertMatchKeys,
  alertsMatchingJob,
  jobMatchKeys,
  type MatchableJob,
} from '../app/services/job-alert-matching.server';
import { connectDatabase } from '../server/database';
import { generateJobs } from './bench-jobs';

const ALERT_COUNT = Number(process.env.BENCH_ALERTS ?? 10_000);
const POST_COUNT = Number(process.env.BENCH_POSTS ?? 100);

/** Searches seekers save, shaped like the seed's catalogue: words, cities, roles, buckets. */
function generateSearches(count: number): JobSearchFilters[] {
  const random = randomSource(20_261_125);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const templates = Object.values(ROLES_BY_SECTOR).flat();
  const skills = [...new Set(templates.flatMap((template) => template.skills))];
  const industries = Object.values(SECTOR_INDUSTRY);
  const cities = CITIES.map((entry) => entry.city);
  const searches: JobSearchFilters[] = [];
  for (let i = 0; i < count; i += 1) {
    const roll = random();
    const query: Record<string, string> = {};
    if (roll < 0.45) {
      query.q = random() < 0.7 ? pick(skills) : pick(templates).title.split(' (')[0]!;
      if (random() < 0.5) query.locations = pick(cities);
    } else if (roll < 0.65) query.location = pick(cities);
    else if (roll < 0.8) query.roles = pick(templates).role;
    else if (roll < 0.9) {
      query.q = pick(skills);
      query.experience = pick(['0-2', '2-5', '5-10', '10+']);
      query.salary = pick(['0-5', '5-10', '10-20', '20+']);
    } else if (roll < 0.99) query.industries = pick(industries);
    // else: every job ("All jobs")
    searches.push(jobAlertSearchBodySchema.parse(query));
  }
  return searches;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main(): Promise<void> {
  const dbpath = await mkdtemp(join(tmpdir(), 'rozgar-bench-alerts-'));
  const database = await spawnEmbeddedDb({ dbpath });
  try {
    const url = new URL(database.uri);
    url.pathname = '/rozgar_bench_alerts';
    await connectDatabase(url.toString());
    const now = new Date();
    const searches = generateSearches(ALERT_COUNT);
    process.stdout.write(`storing ${ALERT_COUNT} instant alerts…\n`);
    const users = Array.from({ length: Math.ceil(ALERT_COUNT / 20) }, () => new Types.ObjectId());
    const alerts = searches.map((search, i) => ({
      user_id: users[Math.floor(i / 20)],
      slot: i % 20,
      name: 'Bench alert',
      frequency: 'instant',
      paused: false,
      search,
      match_keys: alertMatchKeys(search),
      unsubscribe_nonce: `nonce-${i}`,
      created_at: now,
      updated_at: now,
    }));
    for (let start = 0; start < alerts.length; start += 2_000)
      await JobAlert.insertMany(alerts.slice(start, start + 2_000));

    const jobs: MatchableJob[] = [];
    for (const chunk of generateJobs(POST_COUNT * 2, POST_COUNT * 2, now.getTime()))
      for (const job of chunk) {
        // a post is open: active and not expired
        if (jobs.length < POST_COUNT)
          jobs.push({ ...(job as MatchableJob), is_active: true, expiry_date: null });
      }
    const times: number[] = [];
    let candidates = 0;
    let matched = 0;
    for (const [i, job] of jobs.entries()) {
      const started = performance.now();
      const found = await alertsMatchingJob(job, 'instant', now);
      const elapsed = performance.now() - started;
      if (i >= 5) times.push(elapsed); // the first calls warm up
      matched += found.length;
      candidates += await JobAlert.countDocuments({
        frequency: 'instant',
        paused: false,
        match_keys: { $in: jobMatchKeys(job) },
      });
    }
    times.sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    process.stdout.write(
      [
        `alertsMatchingJob over ${ALERT_COUNT} alerts, ${jobs.length} posted jobs:`,
        `  p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}  max ${ms(times.at(-1)!)}`,
        `  candidates per job (prefilter): ${(candidates / jobs.length).toFixed(0)}  ` +
          `matching alerts per job: ${(matched / jobs.length).toFixed(1)}`,
        '',
      ].join('\n'),
    );
  } finally {
    await mongoose.disconnect();
    await database.stop();
    await rm(dbpath, { recursive: true, force: true });
  }
}

await main();
