import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  earliestInterviewMonth,
  interviewExperienceListQuerySchema,
  latestInterviewMonth,
  shareInterviewExperienceBodySchema,
} from './interview-experiences';
import { interviewExperienceSchema } from './payloads/interview-experiences';

const full = {
  company_name: 'Sahyadri Softech',
  role: 'Frontend Developer',
  interview_date: '2026-09',
  difficulty: 'moderate',
  outcome: 'selected',
  questions: ['Explain the event loop.', 'Design a paginated table.'],
  experience: 'Three rounds over two weeks; the panel was friendly.',
};

const firstProblem = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

afterEach(() => {
  vi.useRealTimers();
});

describe('the share-interview-experience body', () => {
  it('takes the form, trimmed, with the optional fields absent when blank', () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') });
    const parsed = shareInterviewExperienceBodySchema.parse({
      ...full,
      role: ' Frontend Developer ',
      questions: ['  Explain the event loop. ', 'Design a paginated table.'],
      source: '',
      tips: '  ',
    });
    expect(parsed).toEqual({ ...full, source: undefined, tips: undefined });
  });

  it.each([
    ['company_name', 'Company name is required'],
    ['role', 'Role is required'],
    ['interview_date', 'Interview date is required'],
    ['difficulty', 'Difficulty is required'],
    ['outcome', 'Outcome is required'],
    ['questions', 'Questions is required'],
    ['experience', 'Overall experience is required'],
  ])('says so when %s is missing', (field, message) => {
    vi.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') });
    const { [field as keyof typeof full]: _left, ...rest } = full;
    expect(firstProblem(shareInterviewExperienceBodySchema.safeParse(rest))).toBe(message);
  });

  it.each([
    [{ interview_date: '2026-9' }, 'Interview date must be a month written YYYY-MM'],
    [{ interview_date: '2026-13' }, 'Interview date must be a month written YYYY-MM'],
    [{ interview_date: '2026-12' }, 'Interview date cannot be in the future'],
    [{ interview_date: '2015-12' }, 'Interview date must be within the last 10 years'],
    [{ difficulty: 'brutal' }, 'Difficulty must be one of: easy, moderate, hard'],
    [
      { outcome: 'ghosted' },
      'Outcome must be one of: selected, rejected, no_response, in_progress, declined_offer',
    ],
    [
      { source: 'newspaper' },
      'How you got the interview must be one of: applied_online, campus, referral, recruiter, consultancy, walk_in',
    ],
    [{ questions: [] }, 'Questions must list at least 1 question'],
    [{ questions: Array(11).fill('Why us?') }, 'Questions must list at most 10 questions'],
    [{ questions: 'Why us?' }, 'Questions must be a list of texts'],
    [{ questions: ['Why us?', '  '] }, 'Question 2 is required'],
    [{ questions: ['Why us?', 7] }, 'Question 2 is required'],
    [{ questions: ['x'.repeat(501)] }, 'Question 1 must be at most 500 characters'],
    [{ experience: 'x'.repeat(3001) }, 'Overall experience must be at most 3000 characters'],
    [{ tips: 'x'.repeat(1001) }, 'Tips must be at most 1000 characters'],
    [{ user_id: 'x' }, 'Unknown field: user_id'],
  ])('refuses %j', (change, message) => {
    vi.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') });
    expect(firstProblem(shareInterviewExperienceBodySchema.safeParse({ ...full, ...change }))).toBe(
      message,
    );
  });

  it('takes the current month wherever it is already the next one, and January ten years back', () => {
    // 30 November 23:00 UTC is 1 December in Kiritimati (UTC+14).
    vi.useFakeTimers({ now: new Date('2026-11-30T23:00:00Z') });
    expect(latestInterviewMonth()).toBe('2026-12');
    expect(earliestInterviewMonth()).toBe('2016-01');
    for (const interview_date of ['2026-12', '2016-01'])
      expect(
        shareInterviewExperienceBodySchema.safeParse({ ...full, interview_date }).success,
      ).toBe(true);
    expect(
      firstProblem(
        shareInterviewExperienceBodySchema.safeParse({ ...full, interview_date: '2027-01' }),
      ),
    ).toBe('Interview date cannot be in the future');
  });
});

describe('the list query', () => {
  it('pages from 1', () => {
    expect(interviewExperienceListQuerySchema.parse({})).toEqual({ page: 1 });
    expect(interviewExperienceListQuerySchema.parse({ page: '3' })).toEqual({ page: 3 });
    expect(interviewExperienceListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});

describe('an experience as the API sends it', () => {
  const sent = {
    id: '6650f1a2c3d4e5f6077c0001',
    company_id: '6650f1a2c3d4e5f6077a0001',
    company: 'Sahyadri Softech',
    role: 'Frontend Developer',
    interview_date: '2026-09',
    difficulty: 'hard',
    outcome: 'rejected',
    questions: ['Why us?'],
    experience: 'Long day.',
    created_at: '2026-11-20T10:00:00.000Z',
  };

  it('never carries who shared it', () => {
    expect(interviewExperienceSchema.safeParse(sent).success).toBe(true);
    expect(interviewExperienceSchema.safeParse({ ...sent, user_id: sent.company_id }).success).toBe(
      false,
    );
  });
});
