/**
 * Benchmark of instant job alerts through the background queue (docs/decisions/028-background-jobs.md):
 *   npm run bench:alerts -w bff     (BENCH_ALERTS=10000 BENCH_POSTS=100 BENCH_GAP_MS=100 to change)
 *
 * Spawns the embedded database (journaled, in a temporary directory) and a mail catcher, and runs
 * the BFF (createApp, the real Remix routes, its Agenda worker) on them. A recruiter posts
 * BENCH_POSTS jobs through POST /api/jobs with no alert stored, then BENCH_ALERTS alerts of ~1 000
 * seekers are stored (realistic mixed searches: words from a list of skills and titles, a third
 * with a city, some with experience, salary or work-mode groups; 70 % instant, 20 % daily, 10 %
 * weekly) and the recruiter posts BENCH_POSTS jobs more (titles, skills and cities from the same
 * lists, BENCH_GAP_MS apart). It prints the posts' latency (p50/p95, with and without alerts),
 * the alert latency — from the start of a post's request to the seeker's notification being
 * stored, and to the alert mail being accepted by the SMTP server (the delivery's `sent_at`) —
 * p50/p95/max over every delivery, how many there were, and the load average. Target: p95 ≤ 60 s.
 */
import { loadavg } from 'node:os';
import {
  EXPERIENCE_BUCKETS,
  MAX_EXPERIENCE_OPTIONS,
  MAX_SALARY_OPTIONS,
  MIN_EXPERIENCE_OPTIONS,
  MIN_SALARY_OPTIONS,
  POSTING_WORK_MODES,
  SALARY_BUCKETS,
  WORK_MODES,
  jobAlertCreateBodySchema,
} from '@rozgar/contracts';
import mongoose from 'mongoose';
import { JobAlert } from '../app/models/job-alert.server';
import { JobAlertDelivery } from '../app/models/job-alert-delivery.server';
import { Notification } from '../app/models/notification.server';
import { User } from '../app/models/user.server';
import { UserPlan } from '../app/models/user-plan.server';
import { hashPassword } from '../app/services/auth.server';
import { alertMatchKeys } from '../app/services/job-alert-matching.server';
import { MATCH_JOB } from '../app/services/job-alert-queue.server';
import { AGENDA_COLLECTION } from '../app/services/job-queue.server';
import { newUnsubscribeNonce } from '../app/services/job-alerts.server';
import { CookieClient } from '../test/support/cookie-client';
import { startBenchBff } from './support/bench-bff';

const ALERTS = Number(process.env.BENCH_ALERTS ?? 10_000);
const POSTS = Number(process.env.BENCH_POSTS ?? 100);
/** Pause between two posts (ms): a busy portal, not a flood. */
const GAP_MS = Number(process.env.BENCH_GAP_MS ?? 100);
const ALERTS_PER_SEEKER = 10;
const TARGET_P95_MS = 60_000;
const PASSWORD = 'Bench@12345';

const WORDS = [
  'React',
  'Angular',
  'Vue',
  'Node.js',
  'Java',
  'Spring',
  'Python',
  'Django',
  'Golang',
  'Rust',
  'Kotlin',
  'Swift',
  'Flutter',
  'Android',
  'iOS',
  'DevOps',
  'Kubernetes',
  'AWS',
  'Azure',
  'SQL',
  'MongoDB',
  'Tableau',
  'Excel',
  'SAP',
  'Salesforce',
  'Accountant',
  'Auditor',
  'Recruiter',
  'Teacher',
  'Nurse',
  'Pharmacist',
  'Electrician',
  'Welder',
  'Chef',
  'Driver',
  'Copywriter',
  'Designer',
  'Photoshop',
  'Marketing',
  'Sales',
  'Scala',
  'Ruby',
  'Rails',
  'Laravel',
  'PHP',
  'Magento',
  'Shopify',
  'WordPress',
  'Figma',
  'Sketch',
  'Jenkins',
  'Terraform',
  'Ansible',
  'Linux',
  'Oracle',
  'Postgres',
  'Redis',
  'Kafka',
  'Spark',
  'Hadoop',
  'Snowflake',
  'PowerBI',
  'Selenium',
  'Cypress',
  'Jira',
  'Scrum',
  'Payroll',
  'Taxation',
  'Tally',
  'GST',
  'Banking',
  'Insurance',
  'Underwriter',
  'Telecaller',
  'Receptionist',
  'Housekeeping',
  'Plumber',
  'Carpenter',
  'Machinist',
  'Fitter',
  'Draughtsman',
  'AutoCAD',
  'SolidWorks',
  'Civil',
  'Surveyor',
  'Architect',
  'Interior',
  'Pharmacovigilance',
  'Radiology',
  'Physiotherapist',
  'Dietician',
  'Counsellor',
  'Librarian',
  'Translator',
  'Journalist',
  'Editor',
  'Videographer',
  'Animator',
  'Unity',
  'Blender',
  'Logistics',
  'Warehouse',
  'Procurement',
  'Merchandiser',
  'Cashier',
  'Beautician',
  'Stylist',
  'Trainer',
  'Lawyer',
  'Paralegal',
  'Compliance',
  'Actuary',
  'Statistician',
  'Economist',
  'Chemist',
  'Biotech',
  'Microbiologist',
  'Agronomist',
];
const CITIES = [
  'Pune',
  'Mumbai',
  'Bengaluru',
  'Delhi',
  'Hyderabad',
  'Chennai',
  'Kolkata',
  'Jaipur',
];
const EXPERIENCE = EXPERIENCE_BUCKETS.map((bucket) => bucket.value);
const SALARY = SALARY_BUCKETS.map((bucket) => bucket.value);

/** A small deterministic random generator, so two runs store the same alerts. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}
const rand = random(19);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}
const format = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`);
function summary(label: string, values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `${label.padEnd(34)} n=${String(sorted.length).padStart(5)}  p50 ${format(
    percentile(sorted, 0.5),
  ).padStart(8)}  p95 ${format(percentile(sorted, 0.95)).padStart(8)}  max ${format(
    sorted.at(-1) ?? Number.NaN,
  ).padStart(8)}`;
}
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** A search as a seeker would save it from /jobs: a word, mostly a city, sometimes more. */
function alertSearch(): Record<string, unknown> {
  const search: Record<string, unknown> = { q: pick(WORDS) };
  if (rand() < 0.75) search.locations = pick(CITIES);
  if (rand() < 0.4) search.experience = pick(EXPERIENCE);
  if (rand() < 0.3) search.salary = pick(SALARY);
  if (rand() < 0.15) search.workModes = pick(WORK_MODES);
  return search;
}

function posting(i: number) {
  const word = pick(WORDS);
  const minExperience = pick(MIN_EXPERIENCE_OPTIONS);
  const maxExperience = pick(MAX_EXPERIENCE_OPTIONS.filter((years) => years >= minExperience));
  const minSalary = pick(MIN_SALARY_OPTIONS);
  const maxSalary = pick(MAX_SALARY_OPTIONS.filter((lakhs) => lakhs >= minSalary));
  return {
    job_title: `${word} Specialist ${i}`,
    employment_type: 'Full Time, Permanent',
    work_mode: pick(POSTING_WORK_MODES),
    job_description: `Join our ${word} team.`,
    skills: `${word}, ${pick(WORDS)}`,
    min_experience: minExperience,
    max_experience: maxExperience,
    min_salary: minSalary,
    max_salary: maxSalary,
    location: pick(CITIES),
    company: 'Bench Industries',
    industry: 'IT/ITES',
    qualification: 'Any Graduate',
    vacancies: 1,
  };
}

async function storeAlerts(count: number) {
  const seekers = Math.ceil(count / ALERTS_PER_SEEKER);
  const passwordHash = await hashPassword(PASSWORD);
  const users = await User.insertMany(
    Array.from({ length: seekers }, (_, i) => ({
      email: `bench.seeker.${i}@example.com`,
      password_hash: passwordHash,
      role: 'Job Seeker',
      name: `Bench Seeker ${i}`,
    })),
  );
  const now = new Date();
  const alerts = Array.from({ length: count }, (_, i) => {
    const body = jobAlertCreateBodySchema.parse({ search: alertSearch() });
    const frequency = i % 10 < 7 ? 'instant' : i % 10 < 9 ? 'daily' : 'weekly';
    return {
      user_id: users[Math.floor(i / ALERTS_PER_SEEKER)]!._id,
      slot: i % ALERTS_PER_SEEKER,
      name: `Alert ${i}`,
      frequency,
      paused: false,
      search: Object.fromEntries(Object.entries(body.search).filter(([, v]) => v !== undefined)),
      match_keys: alertMatchKeys(body.search),
      unsubscribe_nonce: newUnsubscribeNonce(),
      created_at: now,
      updated_at: now,
      last_sent_at: null,
    };
  });
  for (let from = 0; from < alerts.length; from += 1000)
    await JobAlert.insertMany(alerts.slice(from, from + 1000));
}

/** Posts `count` jobs through the API; each one's start time (ms since epoch) and latency. */
async function post(client: CookieClient, count: number, offset: number) {
  const posted: { id: string; startedAt: number; latency: number }[] = [];
  for (let i = 0; i < count; i++) {
    const startedAt = Date.now();
    const started = performance.now();
    const response = await client.post('/api/jobs', posting(offset + i));
    const latency = performance.now() - started;
    if (response.status !== 201)
      throw new Error(`POST /api/jobs answered ${response.status}: ${await response.text()}`);
    const { job } = (await response.json()) as { job: { id: string } };
    posted.push({ id: job.id, startedAt, latency });
    if (GAP_MS > 0) await new Promise((resolve) => setTimeout(resolve, GAP_MS));
  }
  return posted;
}

/** Waits until no match job is queued or running and no delivery is pending. */
async function queueIdle(timeoutMs = 15 * 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [queued, pending] = await Promise.all([
      mongoose.connection.db!.collection(AGENDA_COLLECTION).countDocuments({ name: MATCH_JOB }),
      JobAlertDelivery.countDocuments({ status: 'pending' }),
    ]);
    if (queued === 0 && pending === 0) return;
    if (Date.now() > deadline) throw new Error(`${queued} match jobs, ${pending} pending left`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function main() {
  const bff = await startBenchBff('alerts');
  try {
    const recruiter = await User.create({
      email: 'bench.recruiter@example.com',
      password_hash: await hashPassword(PASSWORD),
      role: 'Recruiter',
      name: 'Bench Recruiter',
    });
    await UserPlan.updateOne(
      { user_id: recruiter._id },
      { $set: { job_limit: 3 * POSTS + 10 } },
      { upsert: true },
    );
    const client = new CookieClient(bff.baseUrl);
    if ((await client.login(recruiter.email, PASSWORD)).status !== 200) throw new Error('login');
    await post(client, 5, 10_000); // warm-up: routes compiled, queue running
    console.log(`load average at start: ${load()}`);

    const without = await post(client, POSTS, 0);
    await queueIdle();
    const storing = performance.now();
    await storeAlerts(ALERTS);
    console.log(
      `stored ${ALERTS} alerts of ${Math.ceil(ALERTS / ALERTS_PER_SEEKER)} seekers in ${format(
        performance.now() - storing,
      )}`,
    );
    await JobAlertDelivery.deleteMany({});
    const withAlerts = await post(client, POSTS, POSTS);
    const startedAt = new Map(withAlerts.map((p) => [p.id, p.startedAt]));

    await queueIdle();
    const loadAfter = load();

    const deliveries = await JobAlertDelivery.find(
      {
        kind: 'instant',
        job_id: { $in: withAlerts.map((p) => new mongoose.Types.ObjectId(p.id)) },
      },
      { alert_id: 1, job_id: 1, sent_at: 1, status: 1 },
    ).lean();
    const mailLatency = deliveries
      .filter((d) => d.status === 'sent' && d.sent_at)
      .map((d) => d.sent_at!.getTime() - startedAt.get(String(d.job_id))!);
    const notifications = await Notification.find(
      { type: 'job_match' },
      { key: 1, created_at: 1 },
    ).lean<{ key?: string; created_at: Date }[]>();
    const notificationLatency = notifications.flatMap((n) => {
      const jobId = n.key?.split(':')[2];
      const start = jobId ? startedAt.get(jobId) : undefined;
      return start === undefined ? [] : [n.created_at.getTime() - start];
    });
    const sorted = [...mailLatency].sort((a, b) => a - b);
    const p95 = percentile(sorted, 0.95);

    console.log(
      `\nJob alerts: ${POSTS} posts (${GAP_MS} ms apart) through POST /api/jobs on one BFF with ` +
        `its Agenda worker, embedded database, mail catcher\n`,
    );
    console.log(
      summary(
        'post latency, no alerts stored',
        without.map((p) => p.latency),
      ),
    );
    console.log(
      summary(
        `post latency, ${ALERTS} alerts stored`,
        withAlerts.map((p) => p.latency),
      ),
    );
    console.log(summary('post → notification stored', notificationLatency));
    console.log(summary('post → alert mail accepted', mailLatency));
    console.log(
      `deliveries: ${deliveries.length} (${(deliveries.length / POSTS).toFixed(1)} alerts a post), ` +
        `not sent: ${deliveries.filter((d) => d.status !== 'sent').length}`,
    );
    console.log(`load average at the end: ${loadAfter}`);
    console.log(
      `\nalert p95 ${format(p95)} — target ≤ ${format(TARGET_P95_MS)}: ${
        p95 <= TARGET_P95_MS ? 'met' : 'NOT met'
      }`,
    );
    if (deliveries.length === 0) throw new Error('no alert matched any post');
    if (notificationLatency.length !== deliveries.length)
      throw new Error(
        `${deliveries.length} deliveries but ${notificationLatency.length} notifications`,
      );
  } finally {
    await bff.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
