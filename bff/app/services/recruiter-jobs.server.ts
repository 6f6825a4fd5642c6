import {
  JOB_EXPIRY_DAYS,
  jobPostingSchema,
  jobTypeOf,
  postingOptions,
  storedWorkMode,
  type JobPosting,
  type JobQuota,
  type RecruiterJobStatus,
  type RecruiterJobsQuery,
} from '@rozgar/contracts';
import { addDays } from 'date-fns';
import { Types, type QueryFilter } from 'mongoose';
import { jsonError } from '../lib/http.server';
import { objectIdSchema } from '../lib/validation.server';
import { Application } from '../models/application.server';
import { Company } from '../models/company.server';
import { Job, type JobFields } from '../models/job.server';
import { JobViewDay } from '../models/job-view.server';
import { Resume } from '../models/resume.server';
import { User } from '../models/user.server';
import { UserPlan } from '../models/user-plan.server';
import { DEFAULT_RECRUITER_JOB_LIMIT } from './accounts.server';
import { enqueueJobAlertMatching } from './job-alert-queue.server';
import { openJobsFilter } from './job-search.server';
import { JOB_NOT_FOUND } from './jobs.server';
import {
  accountObjectId,
  createdByAccount,
  isAccountMember,
  type AccountMember,
} from './recruiter-account.server';

/** The posting body, its options and the expiry are the contracts' (`@rozgar/contracts` jobs). */
export { JOB_EXPIRY_DAYS, jobPostingSchema, postingOptions, type JobPosting };

export const jobLimitReached = (limit: number) =>
  `You have reached your job posting limit (${limit} open jobs)`;

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 11000;
}

interface Plan {
  job_limit: number;
  quota_version: number;
}

/**
 * The account's plan (keyed by the account's id, ADR 026), made with the default job limit when it
 * has none. Two first posts at once make one plan: the unique `user_id` index refuses the second
 * upsert, which then reads it.
 */
async function ensurePlan(recruiterId: Types.ObjectId): Promise<Plan> {
  const upsert = () =>
    UserPlan.findOneAndUpdate(
      { user_id: recruiterId },
      {
        $setOnInsert: {
          user_id: recruiterId,
          job_limit: DEFAULT_RECRUITER_JOB_LIMIT,
          quota_version: 0,
          created_at: new Date(),
        },
      },
      { upsert: true, returnDocument: 'after' },
    ).lean<{ job_limit: number; quota_version?: number }>();
  let plan;
  try {
    plan = (await upsert())!;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    plan = (await upsert())!;
  }
  if (plan.quota_version !== undefined && plan.quota_version !== null)
    return { job_limit: plan.job_limit, quota_version: plan.quota_version };
  // a plan from before the counter (seeded, or an older post) starts it at 0
  await UserPlan.updateOne(
    { user_id: recruiterId, quota_version: { $exists: false } },
    { $set: { quota_version: 0 } },
  );
  return ensurePlan(recruiterId);
}

/** The number of the account's open jobs (active and not expired), posted by any member. */
async function countOpenJobs(recruiter: AccountMember, now: Date) {
  return Job.countDocuments({
    recruiter_id: await createdByAccount(recruiter),
    ...openJobsFilter(now),
  });
}

/** How often an opening is tried again after another opening of the account won the race. */
const QUOTA_ATTEMPTS = 200;

/** An opening of a job: what it gave, and how to take it back (null: nothing was opened). */
interface Opening<T> {
  value: T;
  undo: (() => Promise<unknown>) | null;
}

/**
 * Opens a job (posts, reopens or reposts it) within the plan's limit of open jobs, also when
 * several openings race (ADR 011 "A job's life"): the plan's `quota_version` is read before the
 * open jobs are counted, the job is opened, and the opening is kept only if the version is still
 * the one read (a compare-and-set that bumps it). An opening that lost the race is taken back and
 * tried again, counting the winner's job; so with one slot left exactly one of many racing openings
 * stays. `open` returns `undo: null` when it changed nothing (the job was open already). The plan
 * and the open jobs are the account's: every member's openings race on the one plan (ADR 026).
 */
export async function openWithinQuota<T>(
  recruiter: AccountMember,
  open: () => Promise<Opening<T>>,
  now = new Date(),
): Promise<T> {
  const account = accountObjectId(recruiter);
  for (let attempt = 0; attempt < QUOTA_ATTEMPTS; attempt++) {
    const { job_limit, quota_version } = await ensurePlan(account);
    if ((await countOpenJobs(recruiter, now)) >= job_limit)
      throw jsonError(403, jobLimitReached(job_limit));
    const opening = await open();
    if (!opening.undo) return opening.value;
    const claimed = await UserPlan.updateOne(
      { user_id: account, quota_version },
      { $inc: { quota_version: 1 } },
    );
    if (claimed.modifiedCount === 1) return opening.value;
    await opening.undo();
  }
  throw jsonError(503, 'Too many changes at once, please try again');
}

/**
 * POST /api/jobs: posts the job for the recruiter's account, within the account's limit of open
 * jobs; the job records the member who posted it (`recruiter_id`, its "created by").
 */
export async function postJob(recruiter: AccountMember, posting: JobPosting, now = new Date()) {
  const fields = await storedPosting(recruiter, posting);
  let jobId: Types.ObjectId | undefined;
  const posted = await openWithinQuota(
    recruiter,
    async () => {
      const job = await Job.create({
        ...fields,
        recruiter_id: new Types.ObjectId(recruiter.id),
        is_active: true,
        created_at: now,
        expiry_date: addDays(now, JOB_EXPIRY_DAYS),
      });
      jobId = job._id;
      return { value: job.toJSON(), undo: () => Job.deleteOne({ _id: job._id }) };
    },
    now,
  );
  // Instant job alerts, off the request: the queue matches and delivers (ADR 028).
  enqueueJobAlertMatching(jobId!);
  return posted;
}

export const NOT_YOUR_COMPANY = 'You can only post jobs for your own companies';

/**
 * A posting's fields as a job stores them: its job type, employment category and stored work mode,
 * and its company — by `company_id` one of the account's companies (created by any member, ADR
 * 026), whose id and name are stored (another account's or an unknown company → 403), else the
 * name as typed. Fields the posting leaves out are left out.
 */
export async function storedPosting(recruiter: AccountMember, posting: JobPosting) {
  const { employment_type, work_mode, company, company_id, ...fields } = posting;
  let companyName = company;
  let companyId: Types.ObjectId | undefined;
  if (company_id !== undefined) {
    const own = await Company.findOne(
      { _id: new Types.ObjectId(company_id), recruiter_id: await createdByAccount(recruiter) },
      { company_name: 1 },
    ).lean<{ _id: Types.ObjectId; company_name: string }>();
    if (!own) throw jsonError(403, NOT_YOUR_COMPANY);
    companyName = own.company_name;
    companyId = own._id;
  }
  const stored = {
    ...fields,
    company: companyName!,
    company_id: companyId,
    job_type: jobTypeOf(employment_type),
    employment_category: employment_type,
    work_mode: storedWorkMode(work_mode),
  };
  return Object.fromEntries(
    Object.entries(stored).filter(([, value]) => value !== undefined),
  ) as Partial<typeof stored> & Pick<typeof stored, 'company' | 'job_type' | 'work_mode'>;
}

interface JobCounts {
  applications: number;
  resumes: number;
  views: number;
}

/**
 * Applications per job, how many of those applicants have a resume on file ("CV received"), and
 * the job's views since posted (the sum of its job_view_days counters).
 */
async function countsByJob(jobIds: Types.ObjectId[]): Promise<Map<string, JobCounts>> {
  const applications = await Application.find(
    { job_id: { $in: jobIds } },
    { job_id: 1, user_id: 1 },
  ).lean<Array<{ job_id: Types.ObjectId; user_id: Types.ObjectId }>>();
  const userIds = [...new Set(applications.map((row) => String(row.user_id)))];
  const withResume = new Set(
    (
      await Resume.find({ user_id: { $in: userIds } }, { user_id: 1 }).lean<
        Array<{ user_id: Types.ObjectId }>
      >()
    ).map((row) => String(row.user_id)),
  );
  const views = await JobViewDay.aggregate<{ _id: Types.ObjectId; views: number }>([
    { $match: { job_id: { $in: jobIds } } },
    { $group: { _id: '$job_id', views: { $sum: '$views' } } },
  ]);
  const counts = new Map<string, JobCounts>();
  const entryOf = (jobId: Types.ObjectId) => {
    let entry = counts.get(String(jobId));
    if (!entry) counts.set(String(jobId), (entry = { applications: 0, resumes: 0, views: 0 }));
    return entry;
  };
  for (const { job_id, user_id } of applications) {
    const entry = entryOf(job_id);
    entry.applications++;
    if (withResume.has(String(user_id))) entry.resumes++;
  }
  for (const { _id, views: total } of views) entryOf(_id).views = total;
  return counts;
}

export type StoredJob = InstanceType<typeof Job>;

/** A job's creator as its payload names them: the account member who posted it (ADR 026). */
type Creator = { id: string; name: string };

/** The creators of these jobs, by id: each member's name as the account sees it. */
async function creatorsOf(jobs: StoredJob[]): Promise<Map<string, Creator>> {
  const ids = [...new Set(jobs.flatMap((job) => (job.recruiter_id ? [job.recruiter_id] : [])))];
  const users = await User.find({ _id: { $in: ids } }, { name: 1 }).lean<
    Array<{ _id: Types.ObjectId; name: string }>
  >();
  return new Map(
    users.map((user) => [String(user._id), { id: String(user._id), name: user.name }]),
  );
}

/**
 * ADR 011 `RecruiterJob`: the Job (ADR 009) plus `expired`, `status`, `applications`, `resumes`,
 * `views`, `updated_at`.
 */
export type RecruiterJob = Record<string, unknown> & {
  id: string;
  expired: boolean;
  status: RecruiterJobStatus;
  applications: number;
  resumes: number;
  views: number;
  updated_at: string;
  created_by: Creator;
};

/**
 * Where a job is in its life (contracts' RECRUITER_JOB_STATUSES): expired once its expiry date has
 * passed, else closed when not active, else active — the open jobs of `openJobsFilter`.
 */
export function jobStatusOf(
  job: { is_active: boolean; expiry_date?: Date | null },
  now: Date,
): RecruiterJobStatus {
  if (job.expiry_date && job.expiry_date.getTime() < now.getTime()) return 'expired';
  return job.is_active ? 'active' : 'closed';
}

/** The database filter of the recruiter's jobs in one status (the same rule as `jobStatusOf`). */
function statusFilter(status: RecruiterJobStatus, now: Date): QueryFilter<JobFields> {
  if (status === 'expired') return { expiry_date: { $lt: now } };
  const notExpired = { $or: [{ expiry_date: null }, { expiry_date: { $gte: now } }] };
  return { is_active: status === 'active', ...notExpired };
}

function toRecruiterJob(
  job: StoredJob,
  counts: JobCounts | undefined,
  creators: Map<string, Creator>,
  now: Date,
): RecruiterJob {
  const json = job.toJSON() as unknown as Record<string, unknown> & { id: string };
  const status = jobStatusOf(job, now);
  const creatorId = String(job.recruiter_id);
  return {
    ...json,
    expired: status === 'expired',
    status,
    applications: counts?.applications ?? 0,
    resumes: counts?.resumes ?? 0,
    views: counts?.views ?? 0,
    // a job never changed since it was posted was last modified then
    updated_at: (job.updated_at ?? job.created_at).toISOString(),
    // every recruiter job has its creator (the member who posted it); a user is never deleted
    created_by: creators.get(creatorId) ?? { id: creatorId, name: '' },
  };
}

/**
 * The account's posting quota: the plan's limit (an account without a plan gets the default one
 * on its first post), the open jobs of all its members and how many more may be opened.
 */
export async function jobQuota(recruiter: AccountMember, now = new Date()): Promise<JobQuota> {
  const [plan, openJobs] = await Promise.all([
    UserPlan.findOne({ user_id: accountObjectId(recruiter) }, { job_limit: 1 }).lean<{
      job_limit: number;
    }>(),
    countOpenJobs(recruiter, now),
  ]);
  const job_limit = plan?.job_limit ?? DEFAULT_RECRUITER_JOB_LIMIT;
  return { job_limit, open_jobs: openJobs, left: Math.max(0, job_limit - openJobs) };
}

/**
 * GET /api/recruiter/jobs[?status=]: the account's jobs (one status's, or all), posted by any
 * member, newest first, how many jobs each status holds, and the account's quota.
 */
export async function listRecruiterJobs(
  recruiter: AccountMember,
  { status }: RecruiterJobsQuery = {},
  now = new Date(),
) {
  const members = await createdByAccount(recruiter);
  const countOf = (tab: RecruiterJobStatus) =>
    Job.countDocuments({ recruiter_id: members, ...statusFilter(tab, now) });
  const [jobs, quota, active, closed, expired] = await Promise.all([
    Job.find({ recruiter_id: members, ...(status ? statusFilter(status, now) : {}) }).sort({
      created_at: -1,
      _id: -1,
    }),
    jobQuota(recruiter, now),
    countOf('active'),
    countOf('closed'),
    countOf('expired'),
  ]);
  const [counts, creators] = await Promise.all([
    countsByJob(jobs.map((job) => job._id)),
    creatorsOf(jobs),
  ]);
  return {
    jobs: jobs.map((job) => toRecruiterJob(job, counts.get(String(job._id)), creators, now)),
    counts: { active, closed, expired },
    quota,
  };
}

export const NOT_YOUR_JOB_TO_VIEW = 'You can only view your own jobs';
/** Another recruiter's job asked for through the applicant routes (/api/job-applications/…). */
export const NOT_YOUR_APPLICANTS = 'You can only manage the applicants of your own jobs';

/**
 * The one rule of every per-job recruiter route (ADR 011, per account by ADR 026): an unknown or
 * malformed job id → 404 `Job not found`; a job no member of the recruiter's account posted → 403
 * with `refusal`, said openly since the job itself is public in /jobs. Returns the account's job.
 */
export async function requireOwnJob(
  recruiter: AccountMember,
  jobId: string,
  refusal: string = NOT_YOUR_JOB_TO_VIEW,
): Promise<StoredJob> {
  if (!objectIdSchema.safeParse(jobId).success) throw jsonError(404, JOB_NOT_FOUND);
  const job = await Job.findById(jobId);
  if (!job) throw jsonError(404, JOB_NOT_FOUND);
  if (!(await isAccountMember(recruiter, job.recruiter_id))) throw jsonError(403, refusal);
  return job;
}

/** The account's job as a RecruiterJob; otherwise 404 or 403 as `requireOwnJob` says. */
export async function ownRecruiterJob(
  recruiter: AccountMember,
  jobId: string,
  now = new Date(),
  refusal: string = NOT_YOUR_JOB_TO_VIEW,
) {
  const job = await requireOwnJob(recruiter, jobId, refusal);
  const [counts, creators] = await Promise.all([countsByJob([job._id]), creatorsOf([job])]);
  return { job, recruiterJob: toRecruiterJob(job, counts.get(String(job._id)), creators, now) };
}

/**
 * GET /api/recruiter/jobs/{jobId}: one job as its recruiter sees it (RecruiterJob, closed and
 * expired ones too), for the edit form. Unknown or malformed → 404 `Job not found`; another
 * recruiter's → 403 (said openly: the job itself is public in /jobs).
 */
export async function readRecruiterJob(
  recruiter: AccountMember,
  jobId: string,
  now = new Date(),
): Promise<RecruiterJob> {
  return (await ownRecruiterJob(recruiter, jobId, now)).recruiterJob;
}
