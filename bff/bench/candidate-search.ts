/**
 * Benchmark of Resdex's keyword search with relevance sort (`POST /api/candidates/search`,
 * ADR 012, docs/product/resume-search-resdex.md#keywords) at 5 000 seekers and 2 500 resumes in the
 * embedded database:
 *   npm run bench:candidates          (from the repo root)
 * Spawns the embedded database in a temporary data directory, connects mongoose as the BFF does
 * (`connectDatabase`), inserts the seekers' accounts, profiles and resumes' texts through the real
 * models, then times the real service behind the route (`searchCandidates`): p50 and p95 of
 * RUNS calls per request shape after a warm-up, and prints each shape's total and first ids so two
 * runs (before and after a change) can be compared for identical results. Target: p95 ≤ 200 ms.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose, { Types } from 'mongoose';
import { spawnEmbeddedDb } from '../embedded-db/src/spawn';
import { Resume } from '../app/models/resume.server';
import { User } from '../app/models/user.server';
import { UserDetails } from '../app/models/user-details.server';
import { seedId } from '../app/seed/generate.server';
import {
  candidateSearchBodySchema,
  searchCandidates,
} from '../app/services/candidate-search.server';
import { connectDatabase } from '../server/database';

const SEEKERS = 5_000;
const RESUMES = 2_500;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARM_UP = 3;
const TARGET_P95_MS = 200;
const CHUNK = 2_500;

const SKILLS = [
  'Java',
  'Spring Boot',
  'Kafka',
  'React',
  'Node.js',
  'TypeScript',
  'Python',
  'Django',
  'SQL',
  'PostgreSQL',
  'MongoDB',
  'AWS',
  'Docker',
  'Kubernetes',
  'Go',
  'C++',
  '.NET',
  'Angular',
  'Vue',
  'Machine Learning',
  'Pandas',
  'Tableau',
  'Power BI',
  'Excel',
  'Selenium',
  'Playwright',
  'Figma',
  'SEO',
  'Salesforce',
  'Tally',
];
const ROLES = [
  'Software Engineer',
  'Backend Developer',
  'Frontend Developer',
  'Data Analyst',
  'QA Engineer',
  'DevOps Engineer',
  'Product Manager',
  'Business Analyst',
  'UI Designer',
  'Accountant',
];
const COMPANIES = ['Infoveda', 'Sahyadri Softech', 'Kaveri Labs', 'Ganga Fintech', 'Rozgar'];
const FILLER =
  'worked delivered built maintained improved team projects clients services daily'.split(' ');

/** A deterministic pseudo-random generator, so every run inserts the same data. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function insertInChunks(model: mongoose.Model<never>, docs: object[]) {
  for (let start = 0; start < docs.length; start += CHUNK)
    await model.insertMany(docs.slice(start, start + CHUNK), { ordered: false });
}

function generate(now: Date) {
  const next = random(14);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const users: object[] = [];
  const profiles: object[] = [];
  const resumes: object[] = [];
  for (let i = 0; i < SEEKERS; i++) {
    const _id = seedId('bench_seeker', i);
    const created = new Date(now.getTime() - Math.floor(next() * 300) * 86_400_000);
    users.push({
      _id,
      email: `seeker${i}@bench.example`,
      password_hash: 'x',
      role: 'Job Seeker',
      name: `Seeker ${i}`,
      created_at: created,
      last_login_at: new Date(created.getTime() + Math.floor(next() * 30) * 86_400_000),
    });
    const skills = [
      ...new Set(Array.from({ length: 2 + Math.floor(next() * 5) }, () => pick(SKILLS))),
    ];
    profiles.push({
      user_id: _id,
      full_name: `Seeker ${String(i).padStart(4, '0')}`,
      curr_role: pick(ROLES),
      company: pick(COMPANIES),
      skills,
      experience: Math.floor(next() * 15),
      employment: [{ company: pick(COMPANIES), jobTitle: pick(ROLES) }],
      updated_at: new Date(created.getTime() + Math.floor(next() * 60) * 86_400_000),
    });
    if (i % 2 === 0 && resumes.length < RESUMES) {
      const words = Array.from({ length: 250 }, () =>
        next() < 0.06 ? pick(SKILLS) : pick(FILLER),
      );
      resumes.push({
        user_id: _id,
        file_id: new Types.ObjectId(),
        filename: `seeker${i}.pdf`,
        content_type: 'application/pdf',
        size: 20_000,
        text: `Seeker ${i}, ${pick(ROLES)}.\n${words.join(' ')}`,
      });
    }
  }
  return { users, profiles, resumes };
}

const SHAPES: Array<[string, Record<string, unknown>]> = [
  ['any-of: React Node.js Python', { anyKeywords: 'React Node.js Python' }],
  ['3 terms: Java AND "Spring Boot" AND Kafka', { keywords: 'Java AND "Spring Boot" AND Kafka' }],
  ['3 terms: (React OR Angular) NOT Java', { keywords: '(React OR Angular) NOT Java' }],
  [
    'all + any + exclude',
    { keywords: 'SQL', anyKeywords: 'Tableau, Power BI', excludeKeywords: 'Excel' },
  ],
];

async function main(): Promise<void> {
  const dbpath = await mkdtemp(join(tmpdir(), 'rozgar-bench-candidates-'));
  const database = await spawnEmbeddedDb({ dbpath });
  try {
    const url = new URL(database.uri);
    url.pathname = '/rozgar_bench_candidates';
    url.searchParams.set('directConnection', 'true');
    await connectDatabase(url.toString());
    const now = new Date();
    const { users, profiles, resumes } = generate(now);
    const insertedAt = performance.now();
    await insertInChunks(User as never, users);
    await insertInChunks(UserDetails as never, profiles);
    await insertInChunks(Resume as never, resumes);
    process.stdout.write(
      `inserted ${users.length} seekers, ${profiles.length} profiles, ${resumes.length} resumes in ` +
        `${((performance.now() - insertedAt) / 1000).toFixed(1)} s\n`,
    );
    const recruiter = String(new Types.ObjectId());
    const rows: string[][] = [];
    for (const [name, criteria] of SHAPES) {
      for (const sort of ['relevance', 'freshness'] as const) {
        const body = candidateSearchBodySchema.parse({ criteria, sort, pageSize: 24 });
        const first = await searchCandidates(recruiter, body, now);
        // What the page shows, to compare runs: the total and a digest of the first page's ids.
        const digest = createHash('sha256')
          .update(first.candidates.map((card) => card.id).join(','))
          .digest('hex')
          .slice(0, 12);
        for (let i = 0; i < WARM_UP; i++) await searchCandidates(recruiter, body, now);
        const samples: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const started = performance.now();
          await searchCandidates(recruiter, body, now);
          samples.push(performance.now() - started);
        }
        const p95 = percentile(samples, 95);
        rows.push([
          `${name}, ${sort} (total ${first.total}, page ${digest})`,
          percentile(samples, 50).toFixed(1),
          p95.toFixed(1),
          sort === 'relevance' ? (p95 <= TARGET_P95_MS ? 'met' : 'MISSED') : '',
        ]);
      }
    }
    const width = Math.max(...rows.map((row) => row[0]!.length));
    process.stdout.write(
      `\n${'POST /api/candidates/search'.padEnd(width)}  p50 ms  p95 ms  ≤ ${TARGET_P95_MS} ms\n`,
    );
    for (const [label, p50, p95, verdict] of rows)
      process.stdout.write(
        `${label!.padEnd(width)}  ${p50!.padStart(6)}  ${p95!.padStart(6)}  ${verdict}\n`,
      );
    process.stdout.write(
      `\n${availableParallelism()} CPUs, load ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}, ${RUNS} runs per shape\n`,
    );
  } finally {
    await mongoose.disconnect();
    await database.stop();
    await rm(dbpath, { recursive: true, force: true });
  }
}

await main();
