/**
 * A burst of correct logins from one address against a real BFF:
 *   cd bff && npx tsx bench/login-burst.ts [attempts=160] [seconds=10]
 * Spawns the embedded database in a temporary directory, starts the BFF (`createApp`, routes
 * compiled by Vite as in development) on a free port, creates one account and then sends
 * `attempts` POST /api/login with the right password, evenly spread over `seconds`, without
 * waiting for the answers. Meanwhile it samples this process's RSS every 50 ms and times
 * GET /api/health every 250 ms. Prints how the logins were answered (by status), the RSS growth
 * and the health latencies. The limits are the server's defaults unless LOGIN_RATE_LIMIT and
 * friends are set in the environment.
 */
import { User } from '../app/models/user.server';
import { hashPassword } from '../app/services/auth.server';
import { startBenchBff } from './support/bench-bff';

const attempts = Number(process.argv[2] ?? 160);
const seconds = Number(process.argv[3] ?? 10);
const PASSWORD = 'Demo@12345';

// the limits are the environment's (LOGIN_RATE_LIMIT and friends) or the server's defaults
const bff = await startBenchBff('login-burst', { ...process.env, NODE_ENV: 'test' });
const { baseUrl } = bff;

await User.create({
  email: 'burst@example.com',
  password_hash: await hashPassword(PASSWORD),
  role: 'Job Seeker',
  name: 'Burst Test',
});

const login = () =>
  fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: 'burst@example.com', password: PASSWORD }),
  }).then(async (response) => {
    await response.arrayBuffer();
    return response.status;
  });
const health = async () => {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/health`);
  await response.arrayBuffer();
  return performance.now() - started;
};

// Warm up: Vite compiles the routes on first use; one health check and one login.
await health();
await login();
if (global.gc) global.gc();
await new Promise((resolve) => setTimeout(resolve, 1000));

const rssBefore = process.memoryUsage.rss();
let rssPeak = rssBefore;
const rssTimer = setInterval(() => {
  rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
}, 50);
const healthTimes: number[] = [];
let burstDone = false;
const healthLoop = (async () => {
  while (!burstDone) {
    healthTimes.push(await health());
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
})();

const started = performance.now();
const statuses: Promise<number>[] = [];
for (let i = 0; i < attempts; i++) {
  const due = started + (i * seconds * 1000) / attempts;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  statuses.push(login().catch(() => -1));
}
const answered = await Promise.all(statuses);
const elapsed = (performance.now() - started) / 1000;
burstDone = true;
await healthLoop;
clearInterval(rssTimer);

const byStatus: Record<string, number> = {};
for (const status of answered) byStatus[status] = (byStatus[status] ?? 0) + 1;
healthTimes.sort((a, b) => a - b);
const pick = (q: number) =>
  healthTimes[Math.min(healthTimes.length - 1, Math.floor(q * healthTimes.length))]!;
console.log(
  JSON.stringify(
    {
      attempts,
      seconds,
      elapsedSeconds: Number(elapsed.toFixed(1)),
      statuses: byStatus,
      rssBeforeMB: Math.round(rssBefore / 2 ** 20),
      rssPeakMB: Math.round(rssPeak / 2 ** 20),
      rssGrowthMB: Math.round((rssPeak - rssBefore) / 2 ** 20),
      healthChecks: healthTimes.length,
      healthMedianMs: Math.round(pick(0.5)),
      healthMaxMs: Math.round(healthTimes.at(-1) ?? 0),
    },
    null,
    2,
  ),
);

await bff.stop();
