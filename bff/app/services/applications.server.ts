import {
  applicationStatusSchema,
  checkAnswers,
  type ApplicationStatus,
  type PrescreeningAnswerInput,
} from '@rozgar/contracts';
import mongoose, { type Types } from 'mongoose';
import { Application } from '../models/application.server';
import { Job } from '../models/job.server';
import { UserDetails } from '../models/user-details.server';
import { openJobsFilter } from './job-search.server';
import { appliedToJob } from './notification-producers.server';
import { screeningOf, unmetCriteria } from './prescreening.server';

export const JOB_CLOSED = 'This job is no longer accepting applications';

/** An application as the seeker's API sends it (ADR 009 `Application`). */
export interface ApplicationJson {
  id: string;
  job_id: string;
  job_title: string | null;
  company: string | null;
  location: string | null;
  status: ApplicationStatus;
  /** Rejected by the job's pre-screening criteria, and still so: the seeker reads "Not selected". */
  screened_out: boolean;
  applied_at: string;
  updated_at: string;
  history: Array<{ status: ApplicationStatus; at: string; screened_out?: true }>;
}

interface StoredApplication {
  _id: Types.ObjectId;
  job_id: Types.ObjectId;
  status: ApplicationStatus;
  applied_at: Date;
  updated_at: Date;
  history: Array<{ status: ApplicationStatus; at: Date; screened_out?: boolean | null }>;
}

interface JobSummary {
  _id: Types.ObjectId;
  job_title?: string;
  company?: string;
  location?: string;
}

const JOB_SUMMARY = { job_title: 1, company: 1, location: 1 } as const;

function toApplicationJson(application: StoredApplication, job?: JobSummary): ApplicationJson {
  return {
    id: String(application._id),
    job_id: String(application.job_id),
    job_title: job?.job_title ?? null,
    company: job?.company ?? null,
    location: job?.location ?? null,
    status: application.status,
    screened_out:
      application.status === 'rejected' && application.history.at(-1)?.screened_out === true,
    applied_at: application.applied_at.toISOString(),
    updated_at: application.updated_at.toISOString(),
    // Never the rejection reason nor the answers: those are the recruiter's.
    history: application.history.map((entry) => ({
      status: entry.status,
      at: entry.at.toISOString(),
      ...(entry.screened_out ? { screened_out: true as const } : {}),
    })),
  };
}

async function withJob(application: StoredApplication): Promise<ApplicationJson> {
  const job = await Job.findById(application.job_id, JOB_SUMMARY).lean<JobSummary>();
  return toApplicationJson(application, job ?? undefined);
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 11000;
}

/** Ids of the jobs the user applied to. */
export async function appliedJobIds(userId: string): Promise<string[]> {
  const rows = await Application.find({ user_id: userId }, { job_id: 1 })
    .sort({ applied_at: -1, _id: -1 })
    .lean<Array<{ job_id: Types.ObjectId }>>();
  return rows.map((row) => String(row.job_id));
}

/** The user's applications, newest first, each with its job's title, company and location. */
export async function listApplications(userId: string): Promise<ApplicationJson[]> {
  const applications = await Application.find({ user_id: userId })
    .sort({ applied_at: -1, _id: -1 })
    .lean<StoredApplication[]>();
  const jobs = await Job.find(
    { _id: { $in: applications.map((application) => application.job_id) } },
    JOB_SUMMARY,
  ).lean<JobSummary[]>();
  const jobsById = new Map(jobs.map((job) => [String(job._id), job]));
  return applications.map((application) =>
    toApplicationJson(application, jobsById.get(String(application.job_id))),
  );
}

export type ApplyResult =
  | { outcome: 'created' | 'existing'; application: ApplicationJson }
  | { outcome: 'not-found' }
  | { outcome: 'closed' }
  | { outcome: 'invalid'; error: string };

/**
 * Applies the user to an open job, once: applying again returns the first application. Two
 * requests at the same time make one row too — the unique `{ user_id, job_id }` index refuses the
 * second insert, which then reads the winner's row. A closed or expired job takes no new
 * applications (an existing one is still returned).
 *
 * The job's pre-screening questions (docs/product/recruiter-tools-and-workspace.md#pre-screening)
 * are answered with it: a required one left blank or an answer of the wrong kind is `invalid` and
 * stores nothing; the answers are stored with the application. With auto-reject on, an
 * application missing the job's criteria is inserted `rejected` with its reason in the same write
 * (its history `applied` then `rejected` at the same instant), never `applied` first.
 */
export async function applyToJob(
  userId: string,
  jobId: string,
  now = new Date(),
  given: Readonly<Record<string, PrescreeningAnswerInput | null>> = {},
): Promise<ApplyResult> {
  if (!mongoose.isValidObjectId(jobId)) return { outcome: 'not-found' };
  const job = await Job.findById(jobId, { _id: 1 }).lean();
  if (!job) return { outcome: 'not-found' };
  const open = await Job.exists({ _id: jobId, ...openJobsFilter(now) });
  const existing = () =>
    Application.findOne({ user_id: userId, job_id: jobId }).lean<StoredApplication>();
  if (!open) {
    const application = await existing();
    return application
      ? { outcome: 'existing', application: await withJob(application) }
      : { outcome: 'closed' };
  }
  const already = await existing();
  if (already) return { outcome: 'existing', application: await withJob(already) };
  const screening = await screeningOf(job._id);
  const checked = checkAnswers(screening.questions, given);
  if ('error' in checked) return { outcome: 'invalid', error: checked.error };
  const unmet = screening.criteria.auto_reject
    ? unmetCriteria(
        screening,
        await UserDetails.findOne({ user_id: userId }, { experience: 1, skills: 1 }).lean<{
          experience?: number | null;
          skills?: string[];
        }>(),
        checked.answers,
      )
    : [];
  const screenedOut = unmet.length > 0;
  try {
    const created = await Application.create({
      user_id: userId,
      job_id: jobId,
      status: screenedOut ? 'rejected' : 'applied',
      history: [
        { status: 'applied', at: now },
        ...(screenedOut ? [{ status: 'rejected', at: now, screened_out: true }] : []),
      ],
      applied_at: now,
      updated_at: now,
      ...(checked.answers.length > 0 ? { answers: checked.answers } : {}),
      ...(screenedOut ? { rejection_reason: unmet.join('; ') } : {}),
    });
    // The job's recruiter and their account's admin hear of it (docs/product/notifications-and-alerts.md).
    appliedToJob(created._id, jobId, userId);
    return { outcome: 'created', application: await withJob(created.toObject()) };
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    const application = await existing();
    if (!application) throw error;
    return { outcome: 'existing', application: await withJob(application) };
  }
}

const statusSchema = applicationStatusSchema;

/**
 * Moves an application to a new status (the recruiter's action), recording `{ status, at }` at the
 * end of its history. Setting the status it already has changes nothing. Null when there is no
 * such application.
 */
export async function changeApplicationStatus(
  applicationId: string,
  status: ApplicationStatus,
  at = new Date(),
): Promise<ApplicationJson | null> {
  const newStatus = statusSchema.parse(status);
  if (!mongoose.isValidObjectId(applicationId)) return null;
  const changed = await Application.findOneAndUpdate(
    { _id: applicationId, status: { $ne: newStatus } },
    { $set: { status: newStatus, updated_at: at }, $push: { history: { status: newStatus, at } } },
    { returnDocument: 'after' },
  ).lean<StoredApplication>();
  const application =
    changed ?? (await Application.findById(applicationId).lean<StoredApplication>());
  return application ? withJob(application) : null;
}
