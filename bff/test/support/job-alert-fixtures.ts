import { jobAlertCreateBodySchema } from '@rozgar/contracts';
import { expect } from 'vitest';
import { User } from '../../app/models/user.server';
import { UserPlan } from '../../app/models/user-plan.server';
import { createJobAlert } from '../../app/services/job-alerts.server';
import type { CookieClient } from './cookie-client';

/*
 * Job alerts for the queue's tests (docs/decisions/028-background-jobs.md): alerts created over
 * HTTP as a seeker creates them, a recruiter allowed many open jobs, and waiting for a state.
 */

/** Creates an instant (or daily/weekly) alert through POST /api/job-alerts; its id. */
export async function createdAlert(
  client: CookieClient,
  search: Record<string, unknown>,
  frequency: 'instant' | 'daily' | 'weekly' = 'instant',
): Promise<string> {
  const response = await client.post('/api/job-alerts', { name: 'My alert', frequency, search });
  expect(response.status).toBe(201);
  return ((await response.json()) as { alert: { id: string } }).alert.id;
}

let seekers = 0;

/**
 * A seeker (no login: they never make a request) with one alert for `search`, created by the
 * service POST /api/job-alerts runs; their id and e-mail address.
 */
export async function seekerWithAlert(
  search: Record<string, unknown>,
  frequency: 'instant' | 'daily' | 'weekly' = 'instant',
): Promise<{ id: string; email: string; alertId: string }> {
  const email = `alert-seeker-${process.pid}-${++seekers}@example.com`;
  const user = await User.create({
    email,
    password_hash: 'never-logs-in',
    role: 'Job Seeker',
    name: `Seeker ${seekers}`,
  });
  const alert = await createJobAlert(
    { id: String(user._id) },
    jobAlertCreateBodySchema.parse({ name: 'My alert', frequency, search }),
  );
  return { id: String(user._id), email, alertId: alert.id };
}

/** Lets the recruiter's account keep `limit` jobs open (the default plan allows 10). */
export async function allowOpenJobs(recruiterId: string, limit: number): Promise<void> {
  await UserPlan.updateOne(
    { user_id: recruiterId },
    { $set: { job_limit: limit } },
    { upsert: true },
  );
}

/** Reads until `done(value)` holds; throws with the last value after `timeoutMs`. */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
