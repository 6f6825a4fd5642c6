import { Types } from 'mongoose';
import { jsonError } from '../lib/http.server';
import type { SessionUser } from '../lib/load-context.server';
import { Application } from '../models/application.server';
import { Job } from '../models/job.server';
import { ResumeViewGrant } from '../models/quota-usage.server';
import { Resume } from '../models/resume.server';
import { UserDetails } from '../models/user-details.server';
import { findSeeker, RESUME_NOT_FOUND } from './candidate-search.server';
import { accountOf, planOf, quotaMonth, quotaUsedUp, takeMonthly } from './quotas.server';
import { createdByAccount } from './recruiter-account.server';
import { openResumeFile, type ResumeDownload } from './resume.server';

/*
 * What a recruiter may see of a seeker through Resdex (ADR 022,
 * docs/product/recruiter-tools-and-workspace.md#plan-and-quotas and #seekers-visibility): a hidden
 * profile only when the seeker applied to one of the account's jobs; a resume opened from Resdex
 * counts once per candidate per month against the plan, an applicant's never.
 */

/**
 * Whether the seeker applied to one of the account's jobs, posted by any member (ADR 026): their
 * resume is then free to open. The seeker's few applications are read first, so a seeker who never
 * applied (most of Resdex) costs one indexed read.
 */
export async function appliedToAccount(
  recruiter: Pick<SessionUser, 'accountId'>,
  candidate: Types.ObjectId,
): Promise<boolean> {
  const applications = await Application.find({ user_id: candidate }, { _id: 0, job_id: 1 }).lean<
    Array<{ job_id: Types.ObjectId }>
  >();
  if (applications.length === 0) return false;
  const job = await Job.exists({
    _id: { $in: applications.map((row) => row.job_id) },
    recruiter_id: await createdByAccount(recruiter),
  });
  return job !== null;
}

/** Of these seekers, those who applied to one of the account's jobs (posted by any member). */
export async function applicantsAmong(
  recruiter: Pick<SessionUser, 'accountId'>,
  candidates: Types.ObjectId[],
): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const jobs = await Job.find({ recruiter_id: await createdByAccount(recruiter) }, { _id: 1 }).lean<
    Array<{ _id: Types.ObjectId }>
  >();
  if (jobs.length === 0) return new Set();
  const rows = await Application.find(
    { user_id: { $in: candidates }, job_id: { $in: jobs.map((job) => job._id) } },
    { user_id: 1 },
  ).lean<Array<{ user_id: Types.ObjectId }>>();
  return new Set(rows.map((row) => String(row.user_id)));
}

/** Of these seekers, those who turned "Visible to recruiters" off. */
export async function hiddenAmong(candidates: Types.ObjectId[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const rows = await UserDetails.find(
    { user_id: { $in: candidates }, visible_to_recruiters: false },
    { user_id: 1 },
  ).lean<Array<{ user_id: Types.ObjectId }>>();
  return new Set(rows.map((row) => String(row.user_id)));
}

/** A pending grant older than this is taken as left by a failed request, and replaced. */
const STALE_PENDING_MS = 30_000;
const PENDING_WAITS = 200;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Counts the opening of a candidate's resume against the account's resume views, once per
 * candidate per month (ADR 022): the month's grant for the candidate is made first (a unique
 * index, so of racing opens of one candidate only one goes on), then a unit of the quota is taken
 * (a conditional $inc) and the grant marked counted; a refusal removes the grant and answers 403
 * "Your plan's resume views are used up for this month". An open that finds the grant counted
 * costs nothing; one that finds it pending waits for the other's outcome.
 */
export async function meterResumeView(
  recruiter: SessionUser,
  candidate: Types.ObjectId,
  now = new Date(),
): Promise<void> {
  const account = accountOf(recruiter);
  const key = { account_id: account, candidate_id: candidate, month: quotaMonth(now) };
  for (let attempt = 0; attempt < PENDING_WAITS; attempt++) {
    let grantId: Types.ObjectId;
    try {
      const grant = await ResumeViewGrant.create({
        ...key,
        counted: false,
        opened_by: new Types.ObjectId(recruiter.id),
        created_at: new Date(),
      });
      grantId = grant._id;
    } catch (error) {
      if ((error as { code?: unknown }).code !== 11000) throw error;
      const existing = await ResumeViewGrant.findOne(key, { counted: 1, created_at: 1 }).lean<{
        _id: Types.ObjectId;
        counted: boolean;
        created_at: Date;
      }>();
      if (existing?.counted) return;
      if (existing && Date.now() - existing.created_at.getTime() > STALE_PENDING_MS)
        await ResumeViewGrant.deleteOne({ _id: existing._id, counted: false });
      else await sleep(10);
      continue;
    }
    const plan = await planOf(account);
    if (!(await takeMonthly(account, 'resume_views', plan.resume_views_per_month, now))) {
      await ResumeViewGrant.deleteOne({ _id: grantId });
      throw quotaUsedUp('resume_views');
    }
    await ResumeViewGrant.updateOne({ _id: grantId }, { $set: { counted: true } });
    return;
  }
  throw jsonError(503, 'Too many changes at once, please try again');
}

/**
 * GET /api/candidates/{userId}/resume: a seeker's resume for a recruiter. Not a seeker, no resume,
 * or hidden from recruiters (unless they applied to the account's jobs) → 404 `Resume not found`;
 * from Resdex it counts against the plan's resume views (meterResumeView), an applicant's never.
 */
export async function openResdexResume(
  recruiter: SessionUser,
  userId: string,
  now = new Date(),
): Promise<ResumeDownload> {
  const seeker = await findSeeker(userId);
  if (!seeker) throw jsonError(404, RESUME_NOT_FOUND);
  const [applicant, hidden, hasResume] = await Promise.all([
    appliedToAccount(recruiter, seeker._id),
    hiddenAmong([seeker._id]),
    Resume.exists({ user_id: seeker._id }),
  ]);
  if (!hasResume || (!applicant && hidden.size > 0)) throw jsonError(404, RESUME_NOT_FOUND);
  if (!applicant) await meterResumeView(recruiter, seeker._id, now);
  try {
    return await openResumeFile(String(seeker._id));
  } catch (error) {
    if (error instanceof Response && error.status === 404) throw jsonError(404, RESUME_NOT_FOUND);
    throw error;
  }
}
