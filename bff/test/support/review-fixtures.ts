import { Types } from 'mongoose';
import { expect } from 'vitest';
import { Company } from '../../app/models/company.server';
import { companyKey, Review } from '../../app/models/review.server';

/** A company with the facts the review filters look at. */
export async function reviewedCompany(
  name: string,
  facts: {
    city?: string;
    industry?: string;
    size?: '1-10' | '11-50' | '51-200' | '201-500' | '501+';
    pfp?: string;
  } = {},
) {
  const company = new Company({ company_name: name, ...facts });
  return company.save();
}

/** A stored review of `company` by `userId` (a new user unless given); criteria all `rating`. */
export function reviewOf(
  company: { _id: Types.ObjectId; company_name: string },
  rating: number,
  more: Record<string, unknown> = {},
) {
  return {
    company_id: company._id,
    company: company.company_name,
    company_key: companyKey(company.company_name),
    rating,
    work_life_balance: rating,
    salary: rating,
    skill_development: rating,
    title: `A ${rating}-star place`,
    pros: 'Good learning and supportive managers.',
    cons: 'Long hours before releases.',
    designation: 'Software Engineer',
    department: 'engineering',
    gender: 'female',
    user_id: new Types.ObjectId(),
    created_at: new Date(),
    ...more,
  };
}

export async function insertReviews(reviews: Array<ReturnType<typeof reviewOf>>) {
  return Review.insertMany(reviews);
}

/** The write-review form filled in, for `company_name`. */
export function writeReviewForm(company_name: string, more: Record<string, unknown> = {}) {
  return {
    company_name,
    rating: 4,
    work_life_balance: 4,
    salary: 3,
    promotions: 3,
    job_security: 4,
    skill_development: 5,
    work_satisfaction: 4,
    company_culture: 4,
    title: 'Good place to learn',
    pros: 'Mentors who make time for you.',
    cons: 'Long hours before releases.',
    gender: 'male',
    work_policy: 'hybrid',
    currently_works_here: 'yes',
    designation: 'Frontend Developer',
    employment_type: 'fullTime',
    department: 'engineering',
    ...more,
  };
}

const SECRET_KEYS = new Set(['user_id', 'userId', 'author', 'author_id', 'email', 'gender']);

/**
 * Anonymity (docs/product/community-and-reviews.md): no author id or e-mail anywhere in an answer,
 * and no field that names an author or a reviewer's gender on any object.
 */
export function expectAnonymous(body: unknown, authors: Array<{ id: string; email?: string }>) {
  const text = JSON.stringify(body);
  for (const author of authors) {
    expect(text).not.toContain(author.id);
    if (author.email) expect(text).not.toContain(author.email);
  }
  const visit = (value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${path}[${i}]`));
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        // a summary's `gender` is an aggregate (counts), never a person's
        if (SECRET_KEYS.has(key) && !(key === 'gender' && path === '')) {
          throw new Error(`${path}.${key} is in an answer about reviews`);
        }
        visit(inner, `${path}.${key}`);
      }
  };
  visit(body, '');
}
