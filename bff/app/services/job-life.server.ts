import { JOB_EXPIRY_DAYS, type ExtendDays, type JobPatch } from '@rozgar/contracts';
import { addDays } from 'date-fns';
import type { Types } from 'mongoose';
import { jsonError } from '../lib/http.server';
import { Job } from '../models/job.server';
import { enqueueJobAlertMatching } from './job-alert-queue.server';
import { JOB_NOT_FOUND } from './jobs.server';
import type { AccountMember } from './recruiter-account.server';
import {
  jobQuota,
  jobStatusOf,
  openWithinQuota,
  ownRecruiterJob,
  requireOwnJob,
  storedPosting,
} from './recruiter-jobs.server';

/*
 * A job's life (docs/product/recruiter-jobs-and-responses.md#a-jobs-life, ADR 011): its recruiter
 * closes, reopens, extends, edits and reposts it. Reopening and reposting open a job, so they count
 * against the posting quota like a new post.
 */

export const NOT_YOUR_JOB = 'You can only change your own jobs';
export const JOB_EXPIRED = 'This job has expired: repost it to open it again';
export const NOT_EXPIRED = 'Only an expired job can be reposted';

/** The optional posting fields an edit without them removes (the form sends the whole posting). */
const OPTIONAL_POSTING_FIELDS = [
  'company_id',
  'requirements',
  'perks',
  'candidate_profile',
  'about_company',
] as const;

/**
 * The job the recruiter may change (any job of their account, ADR 026): unknown or malformed →
 * 404 `Job not found`, another account's → 403 (a change is refused openly: the job itself is
 * public in /jobs).
 */
async function changeableJob(recruiter: AccountMember, jobId: string) {
  return (await requireOwnJob(recruiter, jobId, NOT_YOUR_JOB))._id;
}

/** The changed job as the recruiter sees it, with the quota after the change. */
async function changed(recruiter: AccountMember, jobId: Types.ObjectId, now: Date) {
  const [{ recruiterJob }, quota] = await Promise.all([
    ownRecruiterJob(recruiter, String(jobId), now),
    jobQuota(recruiter, now),
  ]);
  return { job: recruiterJob, quota };
}

async function currentStatus(jobId: Types.ObjectId, now: Date) {
  const job = await Job.findById(jobId, { is_active: 1, expiry_date: 1 }).lean<{
    is_active: boolean;
    expiry_date?: Date | null;
  }>();
  if (!job) throw jsonError(404, JOB_NOT_FOUND);
  return jobStatusOf(job, now);
}

/** Closes the job: it leaves /api/jobs at once and refuses applications (the existing 409). */
async function close(jobId: Types.ObjectId, now: Date) {
  await Job.updateOne({ _id: jobId }, { $set: { is_active: false, updated_at: now } });
}

/**
 * Reopens a closed job within the quota; an expired job is reposted instead (409). True when
 * this call opened it (false: it was open already).
 */
async function reopen(recruiter: AccountMember, jobId: Types.ObjectId, now: Date) {
  if ((await currentStatus(jobId, now)) === 'expired') throw jsonError(409, JOB_EXPIRED);
  return openWithinQuota(
    recruiter,
    async () => {
      const opened = await Job.updateOne(
        { _id: jobId, is_active: false },
        { $set: { is_active: true, updated_at: now, opened_at: now } },
      );
      return {
        value: opened.modifiedCount === 1,
        undo:
          opened.modifiedCount === 1
            ? () => Job.updateOne({ _id: jobId }, { $set: { is_active: false } })
            : null,
      };
    },
    now,
  );
}

/** Pushes an active or closed job's expiry back by 30, 60 or 90 days; an expired one is reposted. */
async function extend(jobId: Types.ObjectId, days: ExtendDays, now: Date) {
  const job = await Job.findById(jobId, { is_active: 1, expiry_date: 1 });
  if (!job) throw jsonError(404, JOB_NOT_FOUND);
  if (jobStatusOf(job, now) === 'expired') throw jsonError(409, JOB_EXPIRED);
  // only from an expiry still ahead: a racing expiry or repost does not get extended twice over
  const from = job.expiry_date ?? now;
  await Job.updateOne(
    { _id: jobId, expiry_date: job.expiry_date ?? null },
    { $set: { expiry_date: addDays(from, days), updated_at: now } },
  );
}

/**
 * Replaces the posting's fields with the edited posting (the rules of Post a Job); the job keeps
 * its id, status, dates and so its applications. Optional texts left out are removed.
 */
async function edit(
  recruiter: AccountMember,
  jobId: Types.ObjectId,
  posting: JobPatch & { kind: 'edit' },
  now: Date,
) {
  const fields: Record<string, unknown> = await storedPosting(recruiter, posting.posting);
  const unset = Object.fromEntries(
    OPTIONAL_POSTING_FIELDS.filter((field) => fields[field] === undefined).map((field) => [
      field,
      1,
    ]),
  );
  await Job.updateOne(
    { _id: jobId },
    {
      $set: { ...fields, updated_at: now },
      ...(Object.keys(unset).length ? { $unset: unset } : {}),
    },
  );
}

/** PATCH /api/jobs/{id}: closes, reopens, extends or edits a job of the recruiter's account. */
export async function changeJob(
  recruiter: AccountMember,
  jobId: string,
  patch: JobPatch,
  now = new Date(),
) {
  const id = await changeableJob(recruiter, jobId);
  if (patch.kind === 'status') {
    if (patch.status === 'closed') await close(id, now);
    else if (await reopen(recruiter, id, now)) enqueueJobAlertMatching(id);
  } else if (patch.kind === 'extend') await extend(id, patch.extend_days, now);
  else await edit(recruiter, id, patch, now);
  return changed(recruiter, id, now);
}

/**
 * POST /api/jobs/{id}/repost: an expired job is open again for 90 days from now, within the quota;
 * it keeps its id, posted date and applications. A job not expired → 409.
 */
export async function repostJob(recruiter: AccountMember, jobId: string, now = new Date()) {
  const id = await changeableJob(recruiter, jobId);
  const before = await Job.findById(id, { is_active: 1, expiry_date: 1 }).lean<{
    is_active: boolean;
    expiry_date?: Date | null;
  }>();
  if (!before) throw jsonError(404, JOB_NOT_FOUND);
  if (jobStatusOf(before, now) !== 'expired') throw jsonError(409, NOT_EXPIRED);
  await openWithinQuota(
    recruiter,
    async () => {
      const opened = await Job.updateOne(
        { _id: id, expiry_date: { $lt: now } },
        {
          $set: {
            is_active: true,
            expiry_date: addDays(now, JOB_EXPIRY_DAYS),
            updated_at: now,
            opened_at: now,
          },
        },
      );
      if (opened.modifiedCount !== 1) throw jsonError(409, NOT_EXPIRED);
      return {
        value: undefined,
        undo: () =>
          Job.updateOne(
            { _id: id },
            { $set: { is_active: before.is_active, expiry_date: before.expiry_date } },
          ),
      };
    },
    now,
  );
  // Open again: instant alerts created since it was first posted may match it (ADR 028).
  enqueueJobAlertMatching(id);
  return changed(recruiter, id, now);
}
