import {
  analyticsDays,
  applyRate,
  APPLICATION_STATUS_VALUES,
  type ApplicationStatus,
  type ApplicationsByStatus,
  type JobAnalytics,
  type JobAnalyticsDay,
  type JobAnalyticsFigures,
  type JobAnalyticsQuery,
} from '@rozgar/contracts';
import { Types } from 'mongoose';
import { jsonError } from '../lib/http.server';
import { Application } from '../models/application.server';
import { Job } from '../models/job.server';
import { JobViewDay } from '../models/job-view.server';
import { JOB_NOT_FOUND } from './jobs.server';
import { jobStatusOf } from './recruiter-jobs.server';
import { createdByAccount, isAccountMember, type AccountMember } from './recruiter-account.server';

/*
 * Job analytics (docs/product/recruiter-tools-and-workspace.md#job-analytics): a recruiter's own
 * jobs' views (the per-day counters of job_view_days) and applies (applications by the day they
 * were made) over the last 30 or 90 UTC days, per job and in total.
 */

export const NOT_YOUR_JOB_ANALYTICS = 'You can only see analytics of your own jobs';

interface Tally {
  views: number;
  applies: number;
  by_status: ApplicationsByStatus;
  days: Map<string, { views: number; applies: number }>;
}

const noStatuses = (): ApplicationsByStatus =>
  Object.fromEntries(
    APPLICATION_STATUS_VALUES.map((status) => [status, 0]),
  ) as ApplicationsByStatus;

const emptyTally = (): Tally => ({
  views: 0,
  applies: 0,
  by_status: noStatuses(),
  days: new Map(),
});

const figuresOf = ({ views, applies, by_status }: Tally): JobAnalyticsFigures => ({
  views,
  applies,
  apply_rate: applyRate(views, applies),
  by_status,
});

function seriesOf(tally: Tally, days: string[]): JobAnalyticsDay[] {
  return days.map((date) => ({ date, views: 0, applies: 0, ...tally.days.get(date) }));
}

function dayOf(tally: Tally, date: string) {
  let day = tally.days.get(date);
  if (!day) tally.days.set(date, (day = { views: 0, applies: 0 }));
  return day;
}

/**
 * GET /api/recruiter/job-analytics: every one of the account's jobs (posted by any member, ADR
 * 026; newest first) with its figures, and the totals and per-day series of the chosen job (all
 * jobs without one). Another account's job → 403, an unknown one → 404.
 */
export async function jobAnalytics(
  recruiter: AccountMember,
  { range, job: chosen }: JobAnalyticsQuery,
  now = new Date(),
): Promise<JobAnalytics> {
  if (chosen) {
    const job = await Job.findById(chosen, { recruiter_id: 1 }).lean<{
      recruiter_id?: Types.ObjectId | null;
    }>();
    if (!job) throw jsonError(404, JOB_NOT_FOUND);
    if (!(await isAccountMember(recruiter, job.recruiter_id)))
      throw jsonError(403, NOT_YOUR_JOB_ANALYTICS);
  }
  const days = analyticsDays(range, now);
  const from = days[0]!;
  const jobs = await Job.find(
    { recruiter_id: await createdByAccount(recruiter) },
    { job_title: 1, is_active: 1, expiry_date: 1, created_at: 1 },
  )
    .sort({ created_at: -1, _id: -1 })
    .lean<
      Array<{
        _id: Types.ObjectId;
        job_title: string;
        is_active: boolean;
        expiry_date?: Date | null;
        created_at: Date;
      }>
    >();
  const ids = jobs.map((job) => job._id);
  const [viewDays, applications] = await Promise.all([
    JobViewDay.find(
      { job_id: { $in: ids }, day: { $gte: from } },
      { job_id: 1, day: 1, views: 1 },
    ).lean<Array<{ job_id: Types.ObjectId; day: string; views: number }>>(),
    Application.find(
      { job_id: { $in: ids }, applied_at: { $gte: new Date(`${from}T00:00:00.000Z`) } },
      { job_id: 1, status: 1, applied_at: 1 },
    ).lean<Array<{ job_id: Types.ObjectId; status: ApplicationStatus; applied_at: Date }>>(),
  ]);

  const perJob = new Map(ids.map((id) => [String(id), emptyTally()]));
  for (const { job_id, day, views } of viewDays) {
    const tally = perJob.get(String(job_id))!;
    tally.views += views;
    dayOf(tally, day).views += views;
  }
  for (const { job_id, status, applied_at } of applications) {
    const tally = perJob.get(String(job_id))!;
    tally.applies++;
    tally.by_status[status]++;
    dayOf(tally, applied_at.toISOString().slice(0, 10)).applies++;
  }

  const total = emptyTally();
  for (const [id, tally] of perJob) {
    if (chosen && id !== chosen) continue;
    total.views += tally.views;
    total.applies += tally.applies;
    for (const status of APPLICATION_STATUS_VALUES)
      total.by_status[status] += tally.by_status[status];
    for (const [date, day] of tally.days) {
      const sum = dayOf(total, date);
      sum.views += day.views;
      sum.applies += day.applies;
    }
  }

  return {
    range,
    from,
    to: days.at(-1)!,
    job_id: chosen ?? null,
    totals: figuresOf(total),
    days: seriesOf(total, days),
    jobs: jobs.map((job) => ({
      job_id: String(job._id),
      job_title: job.job_title,
      status: jobStatusOf(job, now),
      posted_at: job.created_at.toISOString(),
      ...figuresOf(perJob.get(String(job._id))!),
    })),
  };
}
