import {
  INTERVIEW_DIFFICULTIES,
  INTERVIEW_EXPERIENCE_LIMITS,
  INTERVIEW_OUTCOMES,
  type InterviewExperienceListQuery,
  type ShareInterviewExperienceBody,
} from '@rozgar/contracts';
import type {
  InterviewExperience as InterviewExperiencePayload,
  InterviewExperiencePage,
  SavedInterviewExperience,
} from '@rozgar/contracts/payloads/interview-experiences';
import { Types } from 'mongoose';
import { jsonError } from '../lib/http.server';
import { refuseProfanity } from '../lib/profanity.server';
import { Company } from '../models/company.server';
import {
  InterviewExperience,
  type InterviewExperienceFields,
} from '../models/interview-experience.server';
import { reviewedCompany } from './review-writing.server';
import { COMPANY_NOT_FOUND } from './reviews.server';

/*
 * Interview experiences (docs/product/community-and-reviews.md, "Share interview experience"):
 * shared anonymously by job seekers — the author's id is stored, never sent — and listed, newest
 * first, on the company's reviews page with how many had each difficulty and outcome. Only
 * published ones are read, as with reviews (ADR 018).
 */

type StoredExperience = InterviewExperienceFields & { _id: Types.ObjectId };

/** "YYYY-MM" of a stored interview date (UTC). */
const monthOf = (date: Date) =>
  `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;

/** The experience as the API sends it, field by field: its author never leaves. */
function experiencePayload(stored: StoredExperience): InterviewExperiencePayload {
  return {
    id: String(stored._id),
    company_id: String(stored.company_id),
    company: stored.company,
    role: stored.role,
    interview_date: monthOf(stored.interview_date),
    difficulty: stored.difficulty,
    outcome: stored.outcome,
    ...(stored.source ? { source: stored.source } : {}),
    questions: [...stored.questions],
    experience: stored.experience,
    ...(stored.tips ? { tips: stored.tips } : {}),
    created_at: stored.created_at.toISOString(),
  };
}

/**
 * Refuses an experience whose texts hold profanity, naming the field ("Question 2 contains …").
 * The route checks it before counting the write against the rate limit: a refused form does not
 * count.
 */
export function refuseInterviewProfanity(body: ShareInterviewExperienceBody): void {
  refuseProfanity([
    ['Company name', body.company_name],
    ['Role', body.role],
    ...body.questions.map((question, index): [string, string] => [
      `Question ${index + 1}`,
      question,
    ]),
    ['Overall experience', body.experience],
    ['Tips', body.tips],
  ]);
}

/** POST /api/interview-experiences: stores the caller's experience at the company (found or created by name). */
export async function shareInterviewExperience(
  userId: string,
  body: ShareInterviewExperienceBody,
): Promise<SavedInterviewExperience> {
  refuseInterviewProfanity(body);
  const { company_id, company_name, interview_date, ...fields } = body;
  const company = await reviewedCompany(company_id, company_name);
  const [year, month] = interview_date.split('-').map(Number) as [number, number];
  const created = await InterviewExperience.create({
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    interview_date: new Date(Date.UTC(year, month - 1, 1)),
    company_id: company._id,
    company: company.company_name,
    user_id: new Types.ObjectId(userId),
  });
  return { experience: experiencePayload(created.toObject() as StoredExperience) };
}

/** Every value of a vocabulary with how many of `rows` had it (0 when none). */
function countsOf<Value extends string>(
  values: readonly Value[],
  rows: Array<{ _id: string; count: number }>,
): Array<{ value: Value; count: number }> {
  const counted = new Map(rows.map((row) => [row._id, row.count]));
  return values.map((value) => ({ value, count: counted.get(value) ?? 0 }));
}

/**
 * GET /api/companies/{companyId}/interview-experiences?page=: a page of the company's published
 * experiences, newest first, the total, and the counts per difficulty and outcome. 404 for a
 * company that does not exist.
 */
export async function listInterviewExperiences(
  companyId: string,
  query: InterviewExperienceListQuery,
): Promise<InterviewExperiencePage> {
  const exists = /^[0-9a-f]{24}$/i.test(companyId)
    ? await Company.exists({ _id: companyId })
    : null;
  if (!exists) throw jsonError(404, COMPANY_NOT_FOUND);
  const pageSize = INTERVIEW_EXPERIENCE_LIMITS.page_size;
  const match = { company_id: new Types.ObjectId(companyId), status: 'published' as const };
  const group = (field: 'difficulty' | 'outcome') =>
    InterviewExperience.aggregate<{ _id: string; count: number }>([
      { $match: match },
      { $group: { _id: `$${field}`, count: { $sum: 1 } } },
    ]);
  const [experiences, difficulties, outcomes] = await Promise.all([
    InterviewExperience.find(match)
      .sort({ created_at: -1, _id: -1 })
      .skip((query.page - 1) * pageSize)
      .limit(pageSize)
      .lean<StoredExperience[]>(),
    group('difficulty'),
    group('outcome'),
  ]);
  return {
    experiences: experiences.map(experiencePayload),
    total: difficulties.reduce((total, row) => total + row.count, 0),
    page: query.page,
    page_size: pageSize,
    difficulties: countsOf(INTERVIEW_DIFFICULTIES, difficulties),
    outcomes: countsOf(INTERVIEW_OUTCOMES, outcomes),
  };
}
