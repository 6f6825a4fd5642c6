import { describe, expect, it } from 'vitest';
import {
  companyReviewBodySchema,
  reviewListQuerySchema,
  reviewReportBodySchema,
  reviewSearchQuerySchema,
  reviewVoteBodySchema,
  writeReviewBodySchema,
} from './reviews';
import { reviewSchema } from './payloads/reviews';

const full = {
  company_name: 'Sahyadri Softech',
  rating: 4,
  work_life_balance: 3,
  salary: 4,
  promotions: 2,
  job_security: 5,
  skill_development: 4,
  work_satisfaction: 3,
  company_culture: 4,
  title: 'Good place to learn',
  pros: 'Mentors who care',
  cons: 'Long hours before releases',
  gender: 'female',
  work_policy: 'hybrid',
  currently_works_here: 'yes',
  designation: 'Software Engineer',
  employment_type: 'fullTime',
  department: 'engineering',
};

const firstProblem = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the write-review body', () => {
  it('takes every field of the form, trimmed', () => {
    const parsed = writeReviewBodySchema.parse({ ...full, title: '  Good place to learn ' });
    expect(parsed.title).toBe('Good place to learn');
    expect(parsed.advice_to_management).toBeUndefined();
  });

  it.each([
    ['company_name', 'Company name is required'],
    ['rating', 'Overall rating is required'],
    ['promotions', 'Promotions is required'],
    ['gender', 'Gender is required'],
    ['work_policy', 'Work policy is required'],
    ['currently_works_here', 'Currently works here is required'],
    ['designation', 'Designation is required'],
    ['employment_type', 'Employment type is required'],
    ['department', 'Department is required'],
    ['pros', 'Pros is required'],
  ])('says so when %s is missing', (field, message) => {
    const { [field as keyof typeof full]: _left, ...rest } = full;
    expect(firstProblem(writeReviewBodySchema.safeParse(rest))).toBe(message);
  });

  it.each([
    [{ rating: 6 }, 'Overall rating must be a whole number of stars from 1 to 5'],
    [{ salary: 2.5 }, 'Salary must be a whole number of stars from 1 to 5'],
    [{ gender: 'other' }, 'Gender must be one of: female, male, transgender, prefer_not_to_say'],
    [
      { work_policy: 'remote' },
      'Work policy must be one of: permanentWorkFromHome, workingFromOffice, hybrid',
    ],
    [
      { employment_type: 'freelance' },
      'Employment type must be one of: fullTime, partTime, contract, internship',
    ],
    [{ department: 'hr' }, 'Department must be one of: engineering, sales, marketing, finance'],
    [{ user_id: 'x' }, 'Unknown field: user_id'],
  ])('refuses %j', (change, message) => {
    expect(firstProblem(writeReviewBodySchema.safeParse({ ...full, ...change }))).toBe(message);
  });
});

describe("the company page's short form", () => {
  it('needs the rating, title, pros and cons; advice is optional', () => {
    expect(
      companyReviewBodySchema.safeParse({ rating: 5, title: 'T', pros: 'P', cons: 'C' }).success,
    ).toBe(true);
    expect(
      firstProblem(companyReviewBodySchema.safeParse({ rating: 5, title: 'T', pros: 'P' })),
    ).toBe('Cons is required');
  });
});

describe('votes, reports and queries', () => {
  it('a vote is like, dislike or helpful', () => {
    expect(reviewVoteBodySchema.safeParse({ action: 'helpful' }).success).toBe(true);
    expect(firstProblem(reviewVoteBodySchema.safeParse({ action: 'love' }))).toBe(
      'Action must be one of: like, dislike, helpful',
    );
  });

  it('a report names a reason, with optional details of at most 500 characters', () => {
    expect(reviewReportBodySchema.safeParse({ reason: 'spam' }).success).toBe(true);
    expect(reviewReportBodySchema.safeParse({}).success).toBe(false);
    expect(
      reviewReportBodySchema.parse({ reason: 'fake', details: '  Not an employee\r\nat all ' }),
    ).toEqual({
      reason: 'fake',
      details: 'Not an employee\nat all',
    });
    expect(reviewReportBodySchema.parse({ reason: 'fake', details: '  ' }).details).toBeUndefined();
    expect(
      firstProblem(reviewReportBodySchema.safeParse({ reason: 'fake', details: 'x'.repeat(501) })),
    ).toBe('Details must be at most 500 characters');
  });

  it('the list reads blanks as absent and sorts newest first by default', () => {
    expect(reviewListQuerySchema.parse({ location: '', rating: '4', page: '2' })).toEqual({
      rating: 4,
      page: 2,
      sort: 'newest',
    });
    expect(reviewListQuerySchema.safeParse({ sort: 'oldest' }).success).toBe(false);
    expect(reviewListQuerySchema.safeParse({ page_size: '51' }).success).toBe(false);
  });

  it('the search takes an empty text and a limit', () => {
    expect(reviewSearchQuerySchema.parse({})).toEqual({ company: '', limit: 8 });
    expect(reviewSearchQuerySchema.parse({ company: ' inf ', limit: '3' })).toEqual({
      company: 'inf',
      limit: 3,
    });
  });
});

describe('a review as the API sends it', () => {
  const review = {
    id: '65a000000000000000000001',
    company_id: '65a000000000000000000002',
    company: 'Sahyadri Softech',
    rating: 4,
    title: 'Good place to learn',
    pros: 'Mentors',
    cons: 'Hours',
    likes: 0,
    dislikes: 0,
    helpful_count: 0,
    created_at: '2026-11-20T10:00:00.000Z',
  };

  it('fits the payload', () => {
    expect(reviewSchema.safeParse(review).success).toBe(true);
  });

  it.each(['user_id', 'author', 'email', 'gender'])('never carries %s', (field) => {
    expect(reviewSchema.safeParse({ ...review, [field]: 'x' }).success).toBe(false);
  });
});
