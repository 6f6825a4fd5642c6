import {
  APPLICATION_STATUS_VALUES,
  type ApplicantResumeText,
  type ApplicationStatus,
  type JobApplication,
} from '@rozgar/contracts';
import { Types } from 'mongoose';
import { z } from 'zod';
import { jsonError } from '../lib/http.server';
import { Application } from '../models/application.server';
import { Resume } from '../models/resume.server';
import { User } from '../models/user.server';
import { UserDetails } from '../models/user-details.server';
import {
  NOT_YOUR_APPLICANTS,
  ownRecruiterJob,
  requireOwnJob,
  type StoredJob,
} from './recruiter-jobs.server';
import { bodyError, objectIdSchema } from '../lib/validation.server';
import { applicationStatusChanged } from './notification-producers.server';
import type { MailOutlet } from './notifications.server';
import { openResumeFile, type ResumeDownload } from './resume.server';
import { skillHighlights } from './skill-highlights.server';
import type { AccountMember } from './recruiter-account.server';

export const APPLICATION_NOT_FOUND = 'Application not found';
export const RESUME_NOT_FOUND = 'Resume not found';
export const STATUS_CHANGE_CONFLICT = 'The application was changed at the same time; try again';

/**
 * How soon after the previous status change a new one counts as the recruiter still choosing (a
 * slip through the list, a quick correction) rather than a new step the seeker should see.
 */
export const STATUS_REVERT_WINDOW_MS = 10_000;

/** Tries of the read-then-conditionally-write loop before giving up on a busy application. */
const STATUS_WRITE_ATTEMPTS = 5;

/** `PUT /api/job-applications/{jobId}/{userId}` body: `{ status }` (ADR 011). */
export const statusChangeSchema = z.strictObject(
  {
    status: z.enum(
      APPLICATION_STATUS_VALUES,
      `Status must be one of: ${APPLICATION_STATUS_VALUES.join(', ')}`,
    ),
  },
  { error: bodyError },
);

interface StoredApplication {
  _id: Types.ObjectId;
  job_id: Types.ObjectId;
  user_id: Types.ObjectId;
  status: ApplicationStatus;
  applied_at: Date;
  updated_at: Date;
}

interface Applicant {
  user_id: Types.ObjectId;
  full_name?: string | null;
  email?: string | null;
  education?: string | null;
  skills?: string[];
  experience?: number | null;
}

interface Account {
  _id: Types.ObjectId;
  name: string;
  email: string;
}

export const resumeLink = (jobId: string, userId: string) =>
  `/api/job-applications/${jobId}/${userId}/resume`;

/** The applicants' profiles, accounts and resumes, by user id, for a set of applications. */
async function applicantsOf(userIds: Types.ObjectId[]) {
  const [details, accounts, resumes] = await Promise.all([
    UserDetails.find(
      { user_id: { $in: userIds } },
      { user_id: 1, full_name: 1, email: 1, education: 1, skills: 1, experience: 1 },
    ).lean<Applicant[]>(),
    User.find({ _id: { $in: userIds } }, { name: 1, email: 1 }).lean<Account[]>(),
    Resume.find({ user_id: { $in: userIds } }, { user_id: 1 }).lean<
      Array<{ user_id: Types.ObjectId }>
    >(),
  ]);
  return {
    details: new Map(details.map((row) => [String(row.user_id), row])),
    accounts: new Map(accounts.map((row) => [String(row._id), row])),
    withResume: new Set(resumes.map((row) => String(row.user_id))),
  };
}

type Applicants = Awaited<ReturnType<typeof applicantsOf>>;

/**
 * The recruiter's view of one application: ADR 011's `JobApplication` (the contracts'). Missing profile fields are null; the name and e-mail
 * fall back to the account's (a profile is made from them when the seeker first opens it).
 */
function toJobApplication(
  application: StoredApplication,
  { details, accounts, withResume }: Applicants,
): JobApplication {
  const jobId = String(application.job_id);
  const userId = String(application.user_id);
  const profile = details.get(userId);
  const account = accounts.get(userId);
  return {
    id: String(application._id),
    job_id: jobId,
    user_id: userId,
    status: application.status,
    applied_at: application.applied_at.toISOString(),
    updated_at: application.updated_at.toISOString(),
    user_details: {
      full_name: profile?.full_name || account?.name || null,
      email: profile?.email || account?.email || null,
      education: profile?.education || null,
      skills: profile?.skills ?? [],
      experience: profile?.experience ?? null,
      resume_link: withResume.has(userId) ? resumeLink(jobId, userId) : null,
    },
  };
}

const APPLICATION_FIELDS = {
  job_id: 1,
  user_id: 1,
  status: 1,
  applied_at: 1,
  updated_at: 1,
} as const;

/**
 * GET /api/job-applications/{jobId}: a job of the recruiter's account and its applications, newest
 * first; 404 unknown job, 403 another account's (ADR 011, ADR 026).
 */
export async function listJobApplications(recruiter: AccountMember, jobId: string) {
  const { job, recruiterJob } = await ownRecruiterJob(
    recruiter,
    jobId,
    new Date(),
    NOT_YOUR_APPLICANTS,
  );
  const applications = await Application.find({ job_id: job._id }, APPLICATION_FIELDS)
    .sort({ applied_at: -1, _id: -1 })
    .lean<StoredApplication[]>();
  const applicants = await applicantsOf(applications.map((row) => row.user_id));
  return {
    job: recruiterJob,
    applications: applications.map((row) => toJobApplication(row, applicants)),
  };
}

/**
 * A job of the recruiter's account and the user's application to it (null when they did not apply,
 * or for a malformed user id); an unknown job is a thrown 404, another account's a 403 (ADR 011,
 * ADR 026).
 */
export async function findApplication(
  recruiter: AccountMember,
  jobId: string,
  userId: string,
): Promise<{ job: StoredJob; application: StoredApplication | null }> {
  const job = await requireOwnJob(recruiter, jobId, NOT_YOUR_APPLICANTS);
  if (!objectIdSchema.safeParse(userId).success) return { job, application: null };
  const application = await Application.findOne(
    { job_id: job._id, user_id: new Types.ObjectId(userId) },
    APPLICATION_FIELDS,
  ).lean<StoredApplication>();
  return { job, application };
}

export interface StatusEntry {
  status: ApplicationStatus;
  at: Date;
  /** The `rejected` entry the job's pre-screening criteria made on applying. */
  screened_out?: boolean | null;
  /** Who of the job's account made the change (ADR 026); never sent to the seeker. */
  changed_by?: Types.ObjectId | null;
}

/**
 * The history after the recruiter moves the application to `status` at `at`. The first entry is
 * the seeker's own (the application); each later one is a change by the job's recruiter, the only
 * person who may change it. A change that comes within `STATUS_REVERT_WINDOW_MS` of the last
 * recruiter entry replaces that entry instead of adding one, so passing through statuses on the way
 * to another leaves only the last; and when that lands back on the status recorded before the
 * replaced entry, the replaced entry simply goes, as if the detour never happened. The window is
 * measured from the latest entry, so a quick run of changes folds into one. A rejection made by
 * the job's pre-screening criteria on applying (`screened_out`) is not the recruiter's: a change
 * after it never replaces it (docs/product/recruiter-tools-and-workspace.md#pre-screening).
 */
export function nextStatusHistory(
  history: readonly StatusEntry[],
  status: ApplicationStatus,
  at: Date,
  changedBy?: Types.ObjectId,
): StatusEntry[] {
  const entry: StatusEntry = changedBy ? { status, at, changed_by: changedBy } : { status, at };
  const last = history.at(-1);
  const sinceLast = last ? at.getTime() - last.at.getTime() : Infinity;
  const folds =
    history.length > 1 &&
    !last?.screened_out &&
    sinceLast >= 0 &&
    sinceLast < STATUS_REVERT_WINDOW_MS;
  if (!folds) return [...history, entry];
  const earlier = history.slice(0, -1);
  if (earlier.at(-1)?.status === status) return earlier;
  return [...earlier, entry];
}

interface StoredStatus {
  _id: Types.ObjectId;
  status: ApplicationStatus;
  updated_at: Date;
  history: StatusEntry[];
}

const STATUS_FIELDS = { status: 1, updated_at: 1, history: 1 } as const;

/**
 * Moves the application to `status`, rewriting its history as `nextStatusHistory` says. The write
 * is conditional on the status, `updated_at` and history length it was computed from, so two
 * changes at once cannot interleave: the one that loses reads again and applies itself on top of
 * the winner. When the history shrinks back, `updated_at` goes back to the time of its last entry
 * too, leaving the application as it was before the detour. The status it already has changes
 * nothing. Null when the application is gone. The new entry records who made the change
 * (`changed_by`: the member of the job's account, ADR 026).
 */
export async function moveApplication(
  applicationId: Types.ObjectId,
  status: ApplicationStatus,
  changedBy: string,
  /** The seeker is told of a change (and e-mailed through this, per their preference). */
  mail?: MailOutlet,
): Promise<StoredStatus | null> {
  const by = new Types.ObjectId(changedBy);
  for (let attempt = 0; attempt < STATUS_WRITE_ATTEMPTS; attempt++) {
    const current = await Application.findById(applicationId, STATUS_FIELDS).lean<StoredStatus>();
    if (!current || current.status === status) return current;
    const history = nextStatusHistory(current.history, status, new Date(), by);
    const changed = await Application.findOneAndUpdate(
      {
        _id: applicationId,
        status: current.status,
        updated_at: current.updated_at,
        history: { $size: current.history.length },
      },
      { $set: { status, updated_at: history.at(-1)!.at, history } },
      { returnDocument: 'after', projection: STATUS_FIELDS },
    ).lean<StoredStatus>();
    if (changed) {
      applicationStatusChanged(applicationId, changed.status, mail);
      return changed;
    }
  }
  throw jsonError(409, STATUS_CHANGE_CONFLICT);
}

/**
 * PUT /api/job-applications/{jobId}/{userId}: sets the application's status and records the change
 * in the history the seeker sees (see `nextStatusHistory` for how quick changes fold); the status
 * it already has changes nothing. 404 unknown job or no application, 403 another recruiter's job.
 */
export async function setApplicationStatus(
  recruiter: AccountMember,
  jobId: string,
  userId: string,
  status: ApplicationStatus,
  mail?: MailOutlet,
): Promise<JobApplication> {
  const found = await findApplication(recruiter, jobId, userId);
  if (!found.application) throw jsonError(404, APPLICATION_NOT_FOUND);
  const changed = await moveApplication(found.application._id, status, recruiter.id, mail);
  if (!changed) throw jsonError(404, APPLICATION_NOT_FOUND);
  return toJobApplication(
    { ...found.application, status: changed.status, updated_at: changed.updated_at },
    await applicantsOf([found.application.user_id]),
  );
}

/**
 * GET /api/job-applications/{jobId}/{userId}/resume: the applicant's resume, for the recruiter who
 * owns the job and only when that user applied to it and has one, else 404 `Resume not found`;
 * an unknown job is 404 `Job not found`, another recruiter's 403 (ADR 011).
 */
export async function openApplicantResume(
  recruiter: AccountMember,
  jobId: string,
  userId: string,
): Promise<ResumeDownload> {
  const { application } = await findApplication(recruiter, jobId, userId);
  if (!application) throw jsonError(404, RESUME_NOT_FOUND);
  try {
    return await openResumeFile(userId);
  } catch (error) {
    if (error instanceof Response && error.status === 404) throw jsonError(404, RESUME_NOT_FOUND);
    throw error;
  }
}

/**
 * GET /api/job-applications/{jobId}/{userId}/resume/text: the text read from the applicant's
 * resume at upload ("" when none could be), with the job's skills and where they occur, so a DOC
 * or DOCX can be read in the page with the skills highlighted. Same rules as the file.
 */
export async function applicantResumeText(
  recruiter: AccountMember,
  jobId: string,
  userId: string,
): Promise<ApplicantResumeText> {
  const { job, application } = await findApplication(recruiter, jobId, userId);
  if (!application) throw jsonError(404, RESUME_NOT_FOUND);
  const resume = await Resume.findOne(
    { user_id: application.user_id },
    { filename: 1, content_type: 1, text: 1 },
  ).lean<{ filename: string; content_type: string; text?: string }>();
  if (!resume) throw jsonError(404, RESUME_NOT_FOUND);
  const text = resume.text ?? '';
  const skills: string[] = job.skills ?? [];
  return {
    filename: resume.filename,
    content_type: resume.content_type as ApplicantResumeText['content_type'],
    text,
    skills,
    highlights: skillHighlights(text, skills),
  };
}
