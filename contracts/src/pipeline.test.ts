import { describe, expect, it } from 'vitest';
import {
  PIPELINE_LIMITS,
  applicantNoteBodySchema,
  applicantTagsBodySchema,
  applicantsQuerySchema,
  bulkStatusBodySchema,
  jobApplicantsSchema,
} from './index';

const id = (n: number) => n.toString(16).padStart(24, '0');
const problem = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('applicantsQuerySchema', () => {
  it('defaults to every status, newest first, page 1; blank parameters are left out', () => {
    expect(applicantsQuerySchema.parse({})).toEqual({ sort: 'applied', page: 1 });
    expect(applicantsQuerySchema.parse({ status: '', q: '  ', sort: '' })).toEqual({
      sort: 'applied',
      page: 1,
    });
  });

  it('takes a status, a sort, a trimmed search and a page number from the query string', () => {
    expect(
      applicantsQuerySchema.parse({
        status: 'under_review',
        sort: 'match',
        q: ' java ',
        page: '3',
      }),
    ).toEqual({ status: 'under_review', sort: 'match', q: 'java', page: 3 });
  });

  it('takes meets=1 (meeting the pre-screening criteria) or meets=0, nothing else', () => {
    expect(applicantsQuerySchema.parse({ meets: '1' })).toMatchObject({ meets: true });
    expect(applicantsQuerySchema.parse({ meets: '0' })).toMatchObject({ meets: false });
    expect(applicantsQuerySchema.parse({ meets: '' })).not.toHaveProperty('meets');
    expect(problem(applicantsQuerySchema.safeParse({ meets: 'yes' }))).toBe(
      'meets must be 1 (meeting the criteria) or 0 (not meeting them)',
    );
  });

  it('refuses unknown statuses, sorts, parameters and pages in words', () => {
    expect(problem(applicantsQuerySchema.safeParse({ status: 'hired' }))).toMatch(
      /^Status must be one of: applied, under_review/,
    );
    expect(problem(applicantsQuerySchema.safeParse({ sort: 'name' }))).toBe(
      'Sort must be one of: applied, experience, match',
    );
    expect(problem(applicantsQuerySchema.safeParse({ page: '0' }))).toBe('Page must be at least 1');
    expect(problem(applicantsQuerySchema.safeParse({ page: 'x' }))).toBe(
      'Page must be a whole number',
    );
    expect(problem(applicantsQuerySchema.safeParse({ order: 'asc' }))).toBe(
      'Unknown query parameter: order',
    );
    expect(
      problem(applicantsQuerySchema.safeParse({ q: 'x'.repeat(PIPELINE_LIMITS.search + 1) })),
    ).toBe(`Search text must be at most ${PIPELINE_LIMITS.search} characters`);
  });
});

describe('bulkStatusBodySchema', () => {
  it('takes 1 to 100 user ids, each once, and one status', () => {
    expect(
      bulkStatusBodySchema.parse({ user_ids: [id(1), id(2), id(1)], status: 'interview' }),
    ).toEqual({ user_ids: [id(1), id(2)], status: 'interview' });
    const hundred = Array.from({ length: PIPELINE_LIMITS.bulk }, (_, n) => id(n + 1));
    expect(
      bulkStatusBodySchema.parse({ user_ids: hundred, status: 'rejected' }).user_ids,
    ).toHaveLength(100);
  });

  it('refuses none, too many, malformed ids, a wrong status and unknown fields', () => {
    expect(problem(bulkStatusBodySchema.safeParse({ user_ids: [], status: 'applied' }))).toBe(
      'Choose at least one applicant',
    );
    const many = Array.from({ length: PIPELINE_LIMITS.bulk + 1 }, (_, n) => id(n + 1));
    expect(problem(bulkStatusBodySchema.safeParse({ user_ids: many, status: 'applied' }))).toBe(
      'Change at most 100 applicants at once',
    );
    expect(problem(bulkStatusBodySchema.safeParse({ user_ids: ['nope'], status: 'applied' }))).toBe(
      'Each user id must be 24 hexadecimal digits',
    );
    expect(problem(bulkStatusBodySchema.safeParse({ user_ids: [id(1)], status: 'hired' }))).toMatch(
      /^Status must be one of/,
    );
    expect(
      problem(bulkStatusBodySchema.safeParse({ user_ids: [id(1)], status: 'applied', x: 1 })),
    ).toBe('Unknown field: x');
  });
});

describe('notes and tags bodies', () => {
  it('a note is 1–1000 characters of text, line breaks allowed', () => {
    expect(applicantNoteBodySchema.parse({ text: ' Strong Java.\r\nCall Monday ' })).toEqual({
      text: 'Strong Java.\nCall Monday',
    });
    expect(problem(applicantNoteBodySchema.safeParse({ text: '  ' }))).toBe('Note is required');
    expect(problem(applicantNoteBodySchema.safeParse({ text: 'x'.repeat(1001) }))).toBe(
      'Note must be at most 1000 characters',
    );
  });

  it('tags are kept once whatever their case, at most 10 of at most 30 characters', () => {
    expect(applicantTagsBodySchema.parse({ tags: ['Java', ' java ', 'Shortlist'] })).toEqual({
      tags: ['Java', 'Shortlist'],
    });
    expect(applicantTagsBodySchema.parse({ tags: [] })).toEqual({ tags: [] });
    const eleven = Array.from({ length: 11 }, (_, n) => `tag ${n}`);
    expect(problem(applicantTagsBodySchema.safeParse({ tags: eleven }))).toBe('At most 10 tags');
    expect(problem(applicantTagsBodySchema.safeParse({ tags: ['x'.repeat(31)] }))).toBe(
      'Each tag must be at most 30 characters',
    );
  });
});

describe('jobApplicantsSchema', () => {
  it('describes a page of applicant cards with counts per status', () => {
    const answer = {
      job: {
        id: id(9),
        job_title: 'Java Developer',
        company: 'Infoveda',
        location: 'Pune',
        skills: ['Java', 'Spring'],
        is_active: true,
        created_at: '2026-11-20T10:00:00.000Z',
        expired: false,
        status: 'active',
        applications: 1,
        resumes: 1,
        views: 12,
        updated_at: '2026-11-20T10:00:00.000Z',
        created_by: { id: id(7), name: 'Priya Nair' },
      },
      counts: { all: 1, applied: 1, under_review: 0, interview: 0, accepted: 0, rejected: 0 },
      total: 1,
      page: 1,
      page_size: 20,
      applicants: [
        {
          id: id(3),
          job_id: id(9),
          user_id: id(1),
          status: 'applied',
          applied_at: '2026-11-21T10:00:00.000Z',
          updated_at: '2026-11-21T10:00:00.000Z',
          applicant: {
            full_name: 'Aarav Sharma',
            email: 'aarav@example.in',
            phone: '+91 9845012345',
            location: 'Pune',
            current_company: 'Infoveda',
            current_role: 'Java Developer',
            education: 'B.Tech/B.E.',
            experience: 4,
            expected_salary: 12.5,
            notice_period: '1 month',
            skills: ['Java'],
          },
          skill_match: { matched: ['Java'], missing: ['Spring'], score: 50 },
          resume: {
            filename: 'aarav.pdf',
            content_type: 'application/pdf',
            link: `/api/job-applications/${id(9)}/${id(1)}/resume`,
            inline_link: `/api/job-applications/${id(9)}/${id(1)}/resume?inline=1`,
            text_link: `/api/job-applications/${id(9)}/${id(1)}/resume/text`,
          },
          notes: [{ id: id(4), text: 'Call Monday', at: '2026-11-22T10:00:00.000Z', author: null }],
          tags: ['Shortlist'],
          answers: [
            {
              question_id: id(5),
              question: 'Can you join in 30 days?',
              type: 'yes_no',
              answer: 'no',
            },
            { question_id: id(6), question: 'Rate your Java', type: 'rating', answer: 4 },
          ],
          meets_criteria: false,
          unmet_criteria: ['Answered "no" to "Can you join in 30 days?"'],
          rejection_reason: 'Answered "no" to "Can you join in 30 days?"',
        },
      ],
    };
    expect(jobApplicantsSchema.safeParse(answer).success).toBe(true);
    const badScore = structuredClone(answer);
    badScore.applicants[0]!.skill_match.score = 101;
    expect(jobApplicantsSchema.safeParse(badScore).success).toBe(false);
    const badRating = structuredClone(answer);
    badRating.applicants[0]!.answers[1]!.answer = 6;
    expect(jobApplicantsSchema.safeParse(badRating).success).toBe(false);
  });
});
