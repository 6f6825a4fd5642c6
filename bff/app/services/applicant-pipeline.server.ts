import {
  APPLICATION_STATUS_VALUES,
  PIPELINE_LIMITS,
  RESUME_TYPES,
  type ApplicantCounts,
  type ApplicantNote,
  type ApplicantResume,
  type ApplicantsQuery,
  type ApplicationStatus,
  type BulkStatusChanged,
  type JobApplicants,
  type PipelineApplicant,
  type PrescreeningQuestionType,
} from '@rozgar/contracts';
import { Types } from 'mongoose';
import { jsonError } from '../lib/http.server';
import { Application } from '../models/application.server';
import { ApplicantAnnotation } from '../models/applicant-annotation.server';
import { Resume } from '../models/resume.server';
import { User } from '../models/user.server';
import { UserDetails } from '../models/user-details.server';
import { skillMatch } from './jobs.server';
import {
  NOT_YOUR_APPLICANTS,
  ownRecruiterJob,
  requireOwnJob,
  type RecruiterJob,
} from './recruiter-jobs.server';
import { APPLICATION_NOT_FOUND, moveApplication, resumeLink } from './job-applications.server';
import type { MailOutlet } from './notifications.server';
import { screeningOf, unmetCriteria, type Screening } from './prescreening.server';
import { accountObjectId, type AccountMember } from './recruiter-account.server';

/*
 * The applicant pipeline of one job (docs/product/recruiter-jobs-and-responses.md#manage-responses,
 * ADR 011): counts per status, the applicants filtered, searched, sorted and paged, and one status
 * set on many applicants at once. Only the recruiter who owns the job gets any of it.
 */

interface StoredApplication {
  _id: Types.ObjectId;
  job_id: Types.ObjectId;
  user_id: Types.ObjectId;
  status: ApplicationStatus;
  applied_at: Date;
  updated_at: Date;
  answers?: Array<{
    question_id: Types.ObjectId;
    question: string;
    type: PrescreeningQuestionType;
    answer: string | number;
  }>;
  rejection_reason?: string | null;
}

interface Profile {
  user_id: Types.ObjectId;
  full_name?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  pref_location?: string | null;
  company?: string | null;
  curr_role?: string | null;
  education?: string | null;
  experience?: number | null;
  expected_salary?: number | null;
  notice_period?: string | null;
  skills?: string[];
  employment?: Array<{ company?: string | null; jobTitle?: string | null }>;
}

interface StoredAnnotation {
  user_id: Types.ObjectId;
  notes: Array<{ _id: Types.ObjectId; text: string; at: Date; author_name?: string | null }>;
  tags: string[];
}

const PROFILE_FIELDS = {
  user_id: 1,
  full_name: 1,
  email: 1,
  phone: 1,
  address: 1,
  pref_location: 1,
  company: 1,
  curr_role: 1,
  education: 1,
  experience: 1,
  expected_salary: 1,
  notice_period: 1,
  skills: 1,
  employment: 1,
} as const;

const APPLICATION_FIELDS = {
  job_id: 1,
  user_id: 1,
  status: 1,
  applied_at: 1,
  updated_at: 1,
  answers: 1,
  rejection_reason: 1,
} as const;

/** The city of an address written "street, city" (its last part), else the preferred locations. */
export function locationOf(
  profile: Pick<Profile, 'address' | 'pref_location'> | undefined,
): string | null {
  const city = profile?.address?.split(',').at(-1)?.trim();
  return city || profile?.pref_location?.trim() || null;
}

const text = (value: string | null | undefined) => value?.trim() || null;

export const toApplicantNote = (note: StoredAnnotation['notes'][number]): ApplicantNote => ({
  id: String(note._id),
  text: note.text,
  at: note.at.toISOString(),
  author: note.author_name ?? null,
});

/**
 * Every applicant's card, before filtering: the profile, account, resume, the account's notes, and
 * the pre-screening answers with whether they meet the job's criteria as they stand now.
 */
async function applicantCards(
  recruiter: AccountMember,
  jobSkills: readonly string[],
  applications: StoredApplication[],
  screening: Screening,
): Promise<PipelineApplicant[]> {
  const userIds = applications.map((row) => row.user_id);
  const [profiles, accounts, resumes, annotations] = await Promise.all([
    UserDetails.find({ user_id: { $in: userIds } }, PROFILE_FIELDS).lean<Profile[]>(),
    User.find({ _id: { $in: userIds } }, { name: 1, email: 1 }).lean<
      Array<{ _id: Types.ObjectId; name: string; email: string }>
    >(),
    Resume.find({ user_id: { $in: userIds } }, { user_id: 1, filename: 1, content_type: 1 }).lean<
      Array<{ user_id: Types.ObjectId; filename: string; content_type: string }>
    >(),
    ApplicantAnnotation.find(
      { recruiter_id: accountObjectId(recruiter), user_id: { $in: userIds } },
      { user_id: 1, notes: 1, tags: 1 },
    ).lean<StoredAnnotation[]>(),
  ]);
  const byUser = <Row>(rows: Row[], key: (row: Row) => Types.ObjectId) =>
    new Map(rows.map((row) => [String(key(row)), row]));
  const profileOf = byUser(profiles, (row) => row.user_id);
  const accountOf = byUser(accounts, (row) => row._id);
  const resumeOf = byUser(resumes, (row) => row.user_id);
  const annotationOf = byUser(annotations, (row) => row.user_id);
  const knownTypes: readonly string[] = Object.values(RESUME_TYPES);

  return applications.map((application) => {
    const jobId = String(application.job_id);
    const userId = String(application.user_id);
    const profile = profileOf.get(userId);
    const account = accountOf.get(userId);
    const resume = resumeOf.get(userId);
    const annotation = annotationOf.get(userId);
    const skills = profile?.skills ?? [];
    const match = skillMatch(jobSkills, new Set(skills.map((skill) => skill.trim().toLowerCase())));
    const job = profile?.employment?.[0];
    const link = resumeLink(jobId, userId);
    const answers = (application.answers ?? []).map((answer) => ({
      question_id: String(answer.question_id),
      question: answer.question,
      type: answer.type,
      answer: answer.answer,
    }));
    const unmet = unmetCriteria(screening, profile, answers);
    return {
      id: String(application._id),
      job_id: jobId,
      user_id: userId,
      status: application.status,
      applied_at: application.applied_at.toISOString(),
      updated_at: application.updated_at.toISOString(),
      applicant: {
        full_name: text(profile?.full_name) ?? text(account?.name),
        email: text(profile?.email) ?? text(account?.email),
        phone: text(profile?.phone),
        location: locationOf(profile),
        current_company: text(job?.company) ?? text(profile?.company),
        current_role: text(job?.jobTitle) ?? text(profile?.curr_role),
        education: text(profile?.education),
        experience: profile?.experience ?? null,
        expected_salary: profile?.expected_salary ?? null,
        notice_period: text(profile?.notice_period),
        skills,
      },
      skill_match: {
        ...match,
        score:
          jobSkills.length === 0 ? 0 : Math.round((100 * match.matched.length) / jobSkills.length),
      },
      resume:
        resume && knownTypes.includes(resume.content_type)
          ? {
              filename: resume.filename,
              content_type: resume.content_type as ApplicantResume['content_type'],
              link,
              inline_link: resume.content_type === RESUME_TYPES.pdf ? `${link}?inline=1` : null,
              text_link: `${link}/text`,
            }
          : null,
      notes: (annotation?.notes ?? []).map(toApplicantNote).reverse(),
      tags: annotation?.tags ?? [],
      answers,
      meets_criteria: unmet.length === 0,
      unmet_criteria: unmet,
      rejection_reason: application.rejection_reason ?? null,
    };
  });
}

/** How many applications have each status. */
function countByStatus(applications: readonly { status: ApplicationStatus }[]): ApplicantCounts {
  const counts = Object.fromEntries(APPLICATION_STATUS_VALUES.map((status) => [status, 0])) as Omit<
    ApplicantCounts,
    'all'
  >;
  for (const { status } of applications) counts[status] += 1;
  return { all: applications.length, ...counts };
}

/** Whether the applicant's name or one of their skills contains the search text. */
function matchesSearch(card: PipelineApplicant, q: string): boolean {
  const needle = q.toLowerCase();
  return [card.applicant.full_name ?? '', ...card.applicant.skills].some((value) =>
    value.toLowerCase().includes(needle),
  );
}

const newestFirst = (a: PipelineApplicant, b: PipelineApplicant) =>
  b.applied_at.localeCompare(a.applied_at) || b.id.localeCompare(a.id);

const SORTS: Record<
  ApplicantsQuery['sort'],
  (a: PipelineApplicant, b: PipelineApplicant) => number
> = {
  applied: newestFirst,
  experience: (a, b) =>
    (b.applicant.experience ?? -1) - (a.applicant.experience ?? -1) || newestFirst(a, b),
  match: (a, b) =>
    b.skill_match.score - a.skill_match.score ||
    b.skill_match.matched.length - a.skill_match.matched.length ||
    newestFirst(a, b),
};

/**
 * GET /api/job-applications/{jobId}/applicants: the recruiter's own job, its counts per status
 * (all its applications, whatever the filter), and the page of applicants with the status asked
 * for whose name or skills contain `q` (with `meets`, only those meeting the job's pre-screening
 * criteria, or only those not), sorted as asked. 404 unknown job, 403 another recruiter's
 * (ADR 011).
 */
export async function listJobApplicants(
  recruiter: AccountMember,
  jobId: string,
  query: ApplicantsQuery,
): Promise<Omit<JobApplicants, 'job'> & { job: RecruiterJob }> {
  const { job, recruiterJob } = await ownRecruiterJob(
    recruiter,
    jobId,
    new Date(),
    NOT_YOUR_APPLICANTS,
  );
  const applications = await Application.find({ job_id: job._id }, APPLICATION_FIELDS)
    .sort({ applied_at: -1, _id: -1 })
    .lean<StoredApplication[]>();
  const counts = countByStatus(applications);
  const wanted = query.status
    ? applications.filter((row) => row.status === query.status)
    : applications;
  let cards = await applicantCards(recruiter, job.skills ?? [], wanted, await screeningOf(job._id));
  if (query.q) cards = cards.filter((card) => matchesSearch(card, query.q!));
  if (query.meets !== undefined)
    cards = cards.filter((card) => card.meets_criteria === query.meets);
  cards.sort(SORTS[query.sort]);
  const pageSize = PIPELINE_LIMITS.pageSize;
  const start = (query.page - 1) * pageSize;
  return {
    job: recruiterJob,
    counts,
    total: cards.length,
    page: query.page,
    page_size: pageSize,
    applicants: cards.slice(start, start + pageSize),
  };
}

/**
 * GET /api/job-applications/{jobId}/{userId}: one applicant's card, as the applicants list shows
 * it (answers, meets_criteria, reason). 404 unknown job or no such application, 403 another
 * recruiter's job (ADR 011).
 */
export async function getJobApplicant(
  recruiter: AccountMember,
  jobId: string,
  userId: string,
): Promise<PipelineApplicant> {
  const { job } = await ownRecruiterJob(recruiter, jobId, new Date(), NOT_YOUR_APPLICANTS);
  const application = /^[0-9a-f]{24}$/i.test(userId)
    ? await Application.findOne(
        { job_id: job._id, user_id: new Types.ObjectId(userId) },
        APPLICATION_FIELDS,
      ).lean<StoredApplication>()
    : null;
  if (!application) throw jsonError(404, APPLICATION_NOT_FOUND);
  const [card] = await applicantCards(
    recruiter,
    job.skills ?? [],
    [application],
    await screeningOf(job._id),
  );
  return card!;
}

/**
 * PATCH /api/job-applications/{jobId}/status: moves each listed applicant of the recruiter's own
 * job to `status`, one at a time through the same conditional write as a single change, so each
 * change lands in the seeker's history once (folding as a single change does) and an applicant
 * who has the status already is left as they are. Ids of people who did not apply are reported,
 * not an error. 404 unknown job, 403 another recruiter's (ADR 011).
 */
export async function setApplicantsStatus(
  recruiter: AccountMember,
  jobId: string,
  userIds: readonly string[],
  status: ApplicationStatus,
  mail?: MailOutlet,
): Promise<BulkStatusChanged> {
  const job = await requireOwnJob(recruiter, jobId, NOT_YOUR_APPLICANTS);
  const applications = await Application.find(
    { job_id: job._id, user_id: { $in: userIds.map((id) => new Types.ObjectId(id)) } },
    { user_id: 1, status: 1 },
  ).lean<Array<{ _id: Types.ObjectId; user_id: Types.ObjectId; status: ApplicationStatus }>>();
  const applicationOf = new Map(applications.map((row) => [String(row.user_id), row]));
  const changed: string[] = [];
  const unchanged: string[] = [];
  const notFound: string[] = [];
  for (const userId of userIds) {
    const application = applicationOf.get(userId);
    if (!application) {
      notFound.push(userId);
      continue;
    }
    const before = application.status;
    const after = await moveApplication(application._id, status, recruiter.id, mail);
    if (!after) notFound.push(userId);
    else if (before === status) unchanged.push(userId);
    else changed.push(userId);
  }
  const all = await Application.find({ job_id: job._id }, { status: 1 }).lean<
    Array<{ status: ApplicationStatus }>
  >();
  return { status, changed, unchanged, not_found: notFound, counts: countByStatus(all) };
}
