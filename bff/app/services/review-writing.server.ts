import type { CompanyReviewBody, WriteReviewBody } from '@rozgar/contracts';
import type { SavedReview } from '@rozgar/contracts/payloads/reviews';
import { Types } from 'mongoose';
import { jsonError } from '../lib/http.server';
import { refuseProfanity } from '../lib/profanity.server';
import { Company } from '../models/company.server';
import { companyKey, Review } from '../models/review.server';
import { reviewPayload, votesOf, type StoredReview } from './review-payload.server';
import { COMPANY_NOT_FOUND } from './reviews.server';

/*
 * Writing a company review (docs/product/community-and-reviews.md, ADR 018): one review per user
 * per company — a second one rewrites the first, keeping its date, votes and status.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface CompanyRef {
  _id: Types.ObjectId;
  company_name: string;
  pfp?: string | null;
}

/**
 * The company a review is about: by id (404 when there is none), else the company of that name
 * (ignoring case), else a new minimal company of that name — all a review needs until a recruiter
 * completes it.
 */
export async function reviewedCompany(
  companyId: string | undefined,
  name: string,
): Promise<CompanyRef> {
  const fields = { company_name: 1, pfp: 1 } as const;
  if (companyId) {
    const company = await Company.findById(companyId, fields).lean<CompanyRef>();
    if (!company) throw jsonError(404, COMPANY_NOT_FOUND);
    return company;
  }
  const sameName = { company_name: { $regex: `^${escapeRegExp(name)}$`, $options: 'i' } };
  const first = () =>
    Company.findOne(sameName, fields).sort({ created_at: 1, _id: 1 }).lean<CompanyRef>();
  const named = await first();
  if (named) return named;
  const created = await Company.create({ company_name: name });
  // Others may have created the same company at the same moment: all keep the first one.
  const kept = (await first()) ?? created.toObject();
  if (!kept._id.equals(created._id)) await Company.deleteOne({ _id: created._id });
  return { _id: kept._id, company_name: kept.company_name, pfp: kept.pfp };
}

async function companyById(companyId: string): Promise<CompanyRef> {
  const company = Types.ObjectId.isValid(companyId)
    ? await Company.findById(companyId, { company_name: 1, pfp: 1 }).lean<CompanyRef>()
    : null;
  if (!company) throw jsonError(404, COMPANY_NOT_FOUND);
  return company;
}

/** Refuses a body whose texts hold profanity, naming the field. */
function checkTexts(body: Partial<WriteReviewBody>): void {
  refuseProfanity([
    ['Company name', body.company_name],
    ['Review title', body.title],
    ['Pros', body.pros],
    ['Cons', body.cons],
    ['Advice to management', body.advice_to_management],
    ['Designation', body.designation],
    ['Employment duration', body.employment_duration],
  ]);
}

/** Whether a write failed on a unique index (two parallel first reviews of one user). */
const isDuplicateKey = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;

/**
 * Stores the caller's review of `company`: new, or rewriting their earlier one. `set` holds every
 * field the form gave; `clear` the form's optional fields it left empty.
 */
async function saveReview(
  userId: string,
  company: CompanyRef,
  set: Record<string, unknown>,
  clear: string[],
): Promise<SavedReview> {
  const key = { company_id: company._id, user_id: new Types.ObjectId(userId) };
  const fields = {
    ...set,
    company: company.company_name,
    company_key: companyKey(company.company_name),
  };
  for (let attempt = 0; ; attempt++) {
    const existing = await Review.findOneAndUpdate(
      key,
      {
        $set: { ...fields, updated_at: new Date() },
        ...(clear.length ? { $unset: Object.fromEntries(clear.map((field) => [field, 1])) } : {}),
      },
      { returnDocument: 'after', runValidators: true },
    ).lean<StoredReview>();
    if (existing) return answer(existing, company, userId, true);
    try {
      const created = await Review.create({ ...key, ...fields });
      return answer(created.toObject() as StoredReview, company, userId, false);
    } catch (error) {
      // Another request of the same user created it first: rewrite that one.
      if (!isDuplicateKey(error) || attempt > 0) throw error;
    }
  }
}

async function answer(
  review: StoredReview,
  company: CompanyRef,
  userId: string,
  edited: boolean,
): Promise<SavedReview> {
  const votes = await votesOf(userId, [review._id]);
  const companies = new Map([[String(company._id), company]]);
  return { review: reviewPayload(review, companies, { userId, votes }), edited };
}

const WRITE_REVIEW_OPTIONAL = ['advice_to_management', 'employment_duration'] as const;

/** POST /api/reviews: the write-review page's review. */
export async function writeReview(userId: string, body: WriteReviewBody): Promise<SavedReview> {
  checkTexts(body);
  const { company_id, company_name, ...fields } = body;
  const company = await reviewedCompany(company_id, company_name);
  const set = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const clear = WRITE_REVIEW_OPTIONAL.filter((field) => body[field] === undefined);
  return saveReview(userId, company, set, clear);
}

/**
 * POST /api/companies/{companyId}/reviews: the company page's short review (rating and texts); a
 * rewrite keeps what the write-review page gave before (criteria, designation …).
 */
export async function writeCompanyReview(
  userId: string,
  companyId: string,
  body: CompanyReviewBody,
): Promise<SavedReview> {
  checkTexts(body);
  const company = await companyById(companyId);
  const set = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  const clear = body.advice_to_management === undefined ? ['advice_to_management'] : [];
  return saveReview(userId, company, set, clear);
}
