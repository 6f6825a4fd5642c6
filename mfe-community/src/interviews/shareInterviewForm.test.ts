import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadInterviewDraft, INTERVIEW_DRAFT_KEY } from './interviewDraft';
import {
  emptyInterview,
  fieldOfProblem,
  interviewDateRules,
  interviewYears,
  toShareInterviewBody,
} from './shareInterviewForm';

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('the share-interview form’s rules', () => {
  it('needs month and year, and refuses a month after the current one', () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') });
    const check = (interview_month: string, interview_year: string) =>
      interviewDateRules.validate(interview_month, {
        ...emptyInterview,
        interview_month,
        interview_year,
      });
    expect(check('', '2026')).toBe('Interview date is required');
    expect(check('11', '')).toBe('Interview date is required');
    expect(check('11', '2026')).toBe(true);
    expect(check('12', '2026')).toBe('Interview date cannot be in the future');
    expect(interviewYears()).toEqual([
      '2026',
      '2025',
      '2024',
      '2023',
      '2022',
      '2021',
      '2020',
      '2019',
      '2018',
      '2017',
      '2016',
    ]);
  });

  it('finds the field a 400 names: a question by its place, longest label first', () => {
    expect(fieldOfProblem('Question 10 is required', 10)).toBe('questions.9.text');
    expect(fieldOfProblem('Question 1 is required', 10)).toBe('questions.0.text');
    expect(fieldOfProblem('Tips contains language that is not allowed.', 1)).toBe('tips');
    expect(fieldOfProblem('Interview date cannot be in the future', 1)).toBe('interview_month');
    expect(fieldOfProblem('Not logged in', 1)).toBeUndefined();
  });

  it('builds the body: trimmed, the month as YYYY-MM, blank optional fields left out', () => {
    expect(
      toShareInterviewBody({
        ...emptyInterview,
        company_name: ' Acme ',
        role: 'Analyst ',
        interview_month: '03',
        interview_year: '2025',
        difficulty: 'easy',
        outcome: 'in_progress',
        questions: [{ text: ' Why us? ' }],
        experience: 'Fine.',
        tips: '  ',
      }),
    ).toEqual({
      company_name: 'Acme',
      role: 'Analyst',
      interview_date: '2025-03',
      difficulty: 'easy',
      outcome: 'in_progress',
      questions: ['Why us?'],
      experience: 'Fine.',
      tips: undefined,
    });
  });

  it('reads back only a draft’s known fields of the right kind', () => {
    sessionStorage.setItem(
      INTERVIEW_DRAFT_KEY,
      JSON.stringify({
        role: 'Analyst',
        difficulty: 7,
        questions: [{ text: 'Why?' }, 'bad'],
        x: 1,
      }),
    );
    expect(loadInterviewDraft()).toEqual({
      ...emptyInterview,
      role: 'Analyst',
      questions: [{ text: 'Why?' }, { text: '' }],
    });
    sessionStorage.setItem(INTERVIEW_DRAFT_KEY, '{not json');
    expect(loadInterviewDraft()).toBeNull();
  });
});
