import { createHash } from 'node:crypto';
import { analyticsDay, analyticsDays } from '@rozgar/contracts';
import type { Types } from 'mongoose';
import { DEMO_RECRUITER, seedId, type SeedData } from './generate.server';

/*
 * Seeded job views (docs/product/recruiter-tools-and-workspace.md#job-analytics,
 * docs/product/data-model.md#job_views): every seeded job gets distinct viewers on the days from
 * its posting (at most 90 days back) to today or its expiry — many in its first days, a few now and
 * then after — so job analytics and the recruiter's jobs list show views and an apply rate from
 * the first start. Each applicant viewed the job on the day they applied (`user:<id>`), so a day's
 * views are never fewer than its applies; the others are anonymous viewers with fixed ids. The
 * demo recruiter's jobs are viewed more. No faker: derived from the jobs and applications alone,
 * and each day's counter (job_view_days) is the number of its job_views rows.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** The analytics' longest range: no view is seeded before it. */
const WINDOW_DAYS = 90;

export interface SeedJobViewDay {
  _id: Types.ObjectId;
  job_id: Types.ObjectId;
  day: string;
  views: number;
}

export interface SeedJobView {
  _id: Types.ObjectId;
  job_id: Types.ObjectId;
  day: string;
  viewer: string;
  at: Date;
}

export interface SeedJobViews {
  jobViewDays: SeedJobViewDay[];
  jobViews: SeedJobView[];
}

/** A fixed anonymous viewer id in the cookie's (UUID) shape. */
function anonymousViewer(key: string): string {
  const hex = createHash('sha1').update(`rozgar-seed:viewer:${key}`).digest('hex');
  return `anon:${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(
    17,
    20,
  )}-${hex.slice(20, 32)}`;
}

/** Anonymous views of a job on the `age`-th day after its posting (0: the posting day). */
function anonymousViews(jobHash: number, age: number, demo: boolean): number {
  const h = (jobHash + age * 3) % 5;
  if (demo) return age < 7 ? 3 + (h % 3) : h < 2 ? 1 + h : 0;
  return age < 5 ? 1 + (h % 2) : h === 0 && age % 2 === 0 ? 1 : 0;
}

/** The seeded `job_view_days` counters and the `job_views` rows behind them. */
export function generateJobViews(
  data: Pick<SeedData, 'users' | 'jobs' | 'jobApplications'>,
  referenceDate: Date,
): SeedJobViews {
  const demoRecruiter = data.users.find((user) => user.email === DEMO_RECRUITER.email)?._id;
  const window = analyticsDays(WINDOW_DAYS, referenceDate);
  const first = Date.parse(`${window[0]}T00:00:00.000Z`);
  const today = Date.parse(`${window.at(-1)}T00:00:00.000Z`);
  const applicantsOf = new Map<string, Array<{ user_id: Types.ObjectId; at: Date }>>();
  for (const { job_id, user_id, applied_at } of data.jobApplications) {
    const key = `${String(job_id)}:${analyticsDay(applied_at)}`;
    applicantsOf.set(key, [...(applicantsOf.get(key) ?? []), { user_id, at: applied_at }]);
  }

  const jobViewDays: SeedJobViewDay[] = [];
  const jobViews: SeedJobView[] = [];
  for (const job of data.jobs) {
    const jobId = job._id;
    const posted = Date.parse(`${analyticsDay(job.created_at as Date)}T00:00:00.000Z`);
    const expiry = job.expiry_date instanceof Date ? job.expiry_date.getTime() : Infinity;
    const last = Math.min(today, expiry);
    const demo = Boolean(
      demoRecruiter && (job.recruiter_id as Types.ObjectId)?.equals(demoRecruiter),
    );
    const jobHash = parseInt(String(jobId).slice(-4), 16);
    for (let start = Math.max(posted, first); start <= last; start += DAY_MS) {
      const day = analyticsDay(new Date(start));
      const key = `${String(jobId)}:${day}`;
      const viewers = (applicantsOf.get(key) ?? []).map(({ user_id, at }) => ({
        viewer: `user:${String(user_id)}`,
        at,
      }));
      const anonymous = anonymousViews(jobHash, Math.round((start - posted) / DAY_MS), demo);
      for (let n = 0; n < anonymous; n++)
        viewers.push({
          viewer: anonymousViewer(`${key}:${n}`),
          // spread over the day's working hours, never after the reference moment
          at: new Date(
            Math.min(start + (9 + ((jobHash + n * 5) % 12)) * 3_600_000, referenceDate.getTime()),
          ),
        });
      if (viewers.length === 0) continue;
      jobViewDays.push({
        _id: seedId('job_view_day', key),
        job_id: jobId,
        day,
        views: viewers.length,
      });
      for (const { viewer, at } of viewers)
        jobViews.push({
          _id: seedId('job_view', `${key}:${viewer}`),
          job_id: jobId,
          day,
          viewer,
          at,
        });
    }
  }
  return { jobViewDays, jobViews };
}
