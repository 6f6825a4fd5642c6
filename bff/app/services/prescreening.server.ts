import type {
  JobPrescreening,
  JobQuestions,
  PrescreeningBody,
  PrescreeningCriteria,
  PrescreeningQuestion,
} from '@rozgar/contracts';
import mongoose, { Types } from 'mongoose';
import { jsonError } from '../lib/http.server';
import { Job } from '../models/job.server';
import { JobPrescreening as JobPrescreeningModel } from '../models/job-prescreening.server';
import { JOB_NOT_FOUND } from './jobs.server';
import { isAccountMember, type AccountMember } from './recruiter-account.server';

/*
 * A job's pre-screening (docs/product/recruiter-tools-and-workspace.md#pre-screening): the questions
 * and filter criteria its recruiter sets, the questions a seeker answers when applying, and which
 * criteria an applicant misses.
 */

export const NOT_YOUR_JOB_SCREENING = 'You can only set up pre-screening for your own jobs';

interface StoredQuestion {
  _id: Types.ObjectId;
  text: string;
  type: PrescreeningQuestion['type'];
  required: boolean;
  options?: string[];
  expected_answer?: PrescreeningQuestion['expected_answer'];
}

interface StoredPrescreening {
  job_id: Types.ObjectId;
  questions: StoredQuestion[];
  criteria?: Partial<PrescreeningCriteria>;
  updated_at: Date;
}

/** A job's questions and criteria as the services use them; a job never set up has none. */
export interface Screening {
  questions: PrescreeningQuestion[];
  criteria: PrescreeningCriteria;
  updated_at: Date | null;
}

const NO_CRITERIA: PrescreeningCriteria = {
  auto_reject: false,
  min_experience: 0,
  required_skills: [],
};

function toScreening(stored: StoredPrescreening | null): Screening {
  if (!stored) return { questions: [], criteria: { ...NO_CRITERIA }, updated_at: null };
  return {
    questions: stored.questions.map((question) => ({
      id: String(question._id),
      text: question.text,
      type: question.type,
      required: question.required,
      options: question.type === 'multiple_choice' ? (question.options ?? []) : [],
      expected_answer: question.type === 'yes_no' ? (question.expected_answer ?? null) : null,
    })),
    criteria: {
      auto_reject: stored.criteria?.auto_reject ?? false,
      min_experience: stored.criteria?.min_experience ?? 0,
      required_skills: stored.criteria?.required_skills ?? [],
    },
    updated_at: stored.updated_at,
  };
}

/** The job's questions and criteria (none when it was never set up). */
export async function screeningOf(jobId: Types.ObjectId | string): Promise<Screening> {
  return toScreening(
    await JobPrescreeningModel.findOne({ job_id: jobId }).lean<StoredPrescreening>(),
  );
}

/** Several jobs' questions and criteria by job id. */
export async function screeningsOf(
  jobIds: readonly Types.ObjectId[],
): Promise<Map<string, Screening>> {
  const rows = await JobPrescreeningModel.find({ job_id: { $in: jobIds } }).lean<
    StoredPrescreening[]
  >();
  return new Map(rows.map((row) => [String(row.job_id), toScreening(row)]));
}

/**
 * The job for a member of its recruiter account (ADR 026): unknown or malformed → 404, another
 * account's → 403.
 */
async function ownJobId(recruiter: AccountMember, jobId: string): Promise<Types.ObjectId> {
  if (!mongoose.isValidObjectId(jobId) || !/^[0-9a-f]{24}$/i.test(jobId))
    throw jsonError(404, JOB_NOT_FOUND);
  const job = await Job.findById(jobId, { recruiter_id: 1 }).lean<{
    _id: Types.ObjectId;
    recruiter_id?: Types.ObjectId | null;
  }>();
  if (!job) throw jsonError(404, JOB_NOT_FOUND);
  if (!(await isAccountMember(recruiter, job.recruiter_id)))
    throw jsonError(403, NOT_YOUR_JOB_SCREENING);
  return job._id;
}

const toPayload = (jobId: Types.ObjectId, screening: Screening): JobPrescreening => ({
  job_id: String(jobId),
  questions: screening.questions,
  criteria: screening.criteria,
  updated_at: screening.updated_at?.toISOString() ?? null,
});

/** GET /api/jobs/{jobId}/prescreening: the recruiter's own job's questions and criteria. */
export async function readPrescreening(
  recruiter: AccountMember,
  jobId: string,
): Promise<JobPrescreening> {
  const id = await ownJobId(recruiter, jobId);
  return toPayload(id, await screeningOf(id));
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 11000;
}

/**
 * PUT /api/jobs/{jobId}/prescreening: replaces the recruiter's own job's questions and criteria as
 * one write. A question sent with an id keeps it (answers given to it still refer to it); a new
 * one gets a new id. Two first saves at once make one row: the unique `job_id` index refuses the
 * second upsert, which is then retried as an update.
 */
export async function savePrescreening(
  recruiter: AccountMember,
  jobId: string,
  body: PrescreeningBody,
  now = new Date(),
): Promise<JobPrescreening> {
  const id = await ownJobId(recruiter, jobId);
  const update = {
    $set: {
      questions: body.questions.map(({ id: questionId, ...question }) => ({
        _id: questionId ? new Types.ObjectId(questionId) : new Types.ObjectId(),
        ...question,
      })),
      criteria: body.criteria,
      updated_at: now,
    },
    $setOnInsert: { job_id: id },
  };
  const write = () =>
    JobPrescreeningModel.findOneAndUpdate({ job_id: id }, update, {
      upsert: true,
      returnDocument: 'after',
      runValidators: true,
    }).lean<StoredPrescreening>();
  let saved: StoredPrescreening | null;
  try {
    saved = await write();
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    saved = await write();
  }
  return toPayload(id, toScreening(saved));
}

/**
 * GET /api/jobs/{jobId}/questions: what a seeker applying answers — the questions in order,
 * without the expected answers or the criteria. Unknown or malformed job → 404.
 */
export async function questionsForSeeker(jobId: string): Promise<JobQuestions> {
  if (!mongoose.isValidObjectId(jobId) || !/^[0-9a-f]{24}$/i.test(jobId))
    throw jsonError(404, JOB_NOT_FOUND);
  const job = await Job.exists({ _id: jobId });
  if (!job) throw jsonError(404, JOB_NOT_FOUND);
  const { questions } = await screeningOf(job._id);
  return {
    job_id: String(job._id),
    questions: questions.map(({ expected_answer: _expected, ...question }) => question),
  };
}

/** What the criteria read from an applicant's profile. */
export interface ScreenedProfile {
  experience?: number | null;
  skills?: readonly string[] | null;
}

const years = (n: number) => `${n} year${n === 1 ? '' : 's'}`;

/**
 * The job's criteria an applicant misses, in words for the recruiter (empty when they meet them
 * all): the profile's years of experience below the minimum (none on the profile counts as 0), a
 * required skill not among the profile's skills (case-insensitive), a required yes/no question
 * answered against the answer it expects. Answers to questions the job no longer has count for
 * nothing.
 */
export function unmetCriteria(
  { questions, criteria }: Pick<Screening, 'questions' | 'criteria'>,
  profile: ScreenedProfile | null | undefined,
  answers: ReadonlyArray<{ question_id: string; answer: string | number }>,
): string[] {
  const unmet: string[] = [];
  const experience = profile?.experience ?? null;
  if (criteria.min_experience > 0 && (experience ?? 0) < criteria.min_experience)
    unmet.push(
      experience === null
        ? `No experience on the profile (minimum ${years(criteria.min_experience)})`
        : `${years(experience)} of experience, below the minimum of ${years(criteria.min_experience)}`,
    );
  const skills = new Set((profile?.skills ?? []).map((skill) => skill.trim().toLowerCase()));
  const missing = criteria.required_skills.filter(
    (skill) => !skills.has(skill.trim().toLowerCase()),
  );
  if (missing.length > 0)
    unmet.push(`Missing required skill${missing.length === 1 ? '' : 's'}: ${missing.join(', ')}`);
  const answerOf = new Map(answers.map((answer) => [answer.question_id, answer.answer]));
  for (const question of questions) {
    if (question.type !== 'yes_no' || !question.required || !question.expected_answer) continue;
    const answer = answerOf.get(question.id);
    if (answer !== undefined && answer !== question.expected_answer)
      unmet.push(
        `Answered "${answer}" to "${question.text}" (expected "${question.expected_answer}")`,
      );
  }
  return unmet;
}
