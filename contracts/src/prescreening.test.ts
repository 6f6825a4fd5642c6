import { describe, expect, it } from 'vitest';
import {
  PRESCREENING_TEXTS,
  SCREENED_OUT_LABEL,
  applyJobBodySchema,
  checkAnswers,
  jobPrescreeningSchema,
  jobQuestionsSchema,
  prescreeningBodySchema,
  seekerStatusLabel,
  type PrescreeningQuestionForSeeker,
} from './index';
import { seekerApplicationSchema } from './payloads/applications';

const id = (n: number) => n.toString(16).padStart(24, '0');
const problem = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error!.issues[0]!.message;
const put = (questions: unknown[], criteria?: unknown) =>
  prescreeningBodySchema.safeParse({ questions, ...(criteria ? { criteria } : {}) });

describe('prescreeningBodySchema', () => {
  it('keeps the questions in order with their defaults, options for multiple choice only', () => {
    const body = prescreeningBodySchema.parse({
      questions: [
        {
          text: '  Do you have a work permit? ',
          type: 'yes_no',
          required: true,
          expected_answer: 'yes',
        },
        {
          id: id(7).toUpperCase(),
          text: 'Notice period',
          type: 'multiple_choice',
          options: ['30 days', ' ', '60 days', '30 DAYS'],
        },
        { text: 'Rate your SQL', type: 'rating', options: ['x', 'y'], expected_answer: 'no' },
      ],
    });
    expect(body).toEqual({
      questions: [
        {
          text: 'Do you have a work permit?',
          type: 'yes_no',
          required: true,
          options: [],
          expected_answer: 'yes',
        },
        {
          id: id(7),
          text: 'Notice period',
          type: 'multiple_choice',
          required: false,
          options: ['30 days', '60 days'],
          expected_answer: null,
        },
        {
          text: 'Rate your SQL',
          type: 'rating',
          required: false,
          options: [],
          expected_answer: null,
        },
      ],
      criteria: { auto_reject: false, min_experience: 0, required_skills: [] },
    });
  });

  it('refuses a blank question and a multiple choice with fewer than 2 options in the product words', () => {
    expect(problem(put([{ text: '   ', type: 'text' }]))).toBe('Please enter a question');
    expect(problem(put([{ type: 'text' }]))).toBe(PRESCREENING_TEXTS.questionRequired);
    expect(problem(put([{ text: 'Shift?', type: 'multiple_choice', options: ['Day', ' '] }]))).toBe(
      'Multiple choice questions require at least 2 options',
    );
    expect(
      problem(put([{ text: 'Shift?', type: 'multiple_choice', options: ['Day', 'day'] }])),
    ).toBe('Multiple choice questions require at least 2 options');
  });

  it('refuses an 11th question, an unknown type, shared ids and unknown fields', () => {
    const question = { text: 'Why us?', type: 'text' };
    expect(put(Array.from({ length: 10 }, () => question)).success).toBe(true);
    expect(problem(put(Array.from({ length: 11 }, () => question)))).toBe(
      'A job can have at most 10 questions',
    );
    expect(problem(put([{ text: 'Why?', type: 'essay' }]))).toMatch(
      /^A question's type must be one of: text, yes_no/,
    );
    expect(
      problem(
        put([
          { ...question, id: id(1) },
          { ...question, id: id(1) },
        ]),
      ),
    ).toBe('Two questions have the same id');
    expect(problem(put([{ ...question, weight: 2 }]))).toBe('Unknown field: weight');
  });

  it('takes criteria: minimum experience a whole number 0–20, required skills kept once', () => {
    expect(
      put([], {
        auto_reject: true,
        min_experience: 20,
        required_skills: [' Java ', 'java', 'SQL'],
      }),
    ).toMatchObject({
      success: true,
      data: {
        criteria: { auto_reject: true, min_experience: 20, required_skills: ['Java', 'SQL'] },
      },
    });
    for (const min of [21, -1, 2.5, '3'])
      expect(problem(put([], { min_experience: min }))).toBe(
        'Minimum experience must be a whole number from 0 to 20',
      );
    expect(problem(put([], { required_skills: ['Java', ''] }))).toBe('A required skill is blank');
    expect(problem(put([], { auto_reject: 'yes' }))).toBe('auto_reject must be true or false');
  });
});

const questions: PrescreeningQuestionForSeeker[] = [
  { id: id(1), text: 'Do you have a work permit?', type: 'yes_no', required: true, options: [] },
  {
    id: id(2),
    text: 'Preferred shift',
    type: 'multiple_choice',
    required: false,
    options: ['Day', 'Night'],
  },
  { id: id(3), text: 'Rate your SQL', type: 'rating', required: true, options: [] },
  { id: id(4), text: 'Anything else?', type: 'text', required: false, options: [] },
];

describe('checkAnswers', () => {
  it('stores each answer typed by its question, in the questions order, optional blanks left out', () => {
    expect(
      checkAnswers(questions, {
        [id(3)]: '4',
        [id(1)]: true,
        [id(2)]: ' night ',
        [id(4)]: ' ',
        [id(9)]: 'old',
      }),
    ).toEqual({
      answers: [
        {
          question_id: id(1),
          question: 'Do you have a work permit?',
          type: 'yes_no',
          answer: 'yes',
        },
        {
          question_id: id(2),
          question: 'Preferred shift',
          type: 'multiple_choice',
          answer: 'Night',
        },
        { question_id: id(3), question: 'Rate your SQL', type: 'rating', answer: 4 },
      ],
    });
    expect(checkAnswers([], undefined)).toEqual({ answers: [] });
  });

  it('names the first required question left unanswered', () => {
    expect(checkAnswers(questions, { [id(1)]: 'no' })).toEqual({
      error: 'Please answer the required question "Rate your SQL"',
    });
    expect(checkAnswers(questions, {})).toEqual({
      error: 'Please answer the required question "Do you have a work permit?"',
    });
  });

  it('refuses an answer of the wrong kind for its question', () => {
    const ok = { [id(1)]: 'yes', [id(3)]: 5 };
    expect(checkAnswers(questions, { ...ok, [id(1)]: 'maybe' })).toEqual({
      error: 'Answer yes or no to "Do you have a work permit?"',
    });
    expect(checkAnswers(questions, { ...ok, [id(2)]: 'Evening' })).toEqual({
      error: 'Choose one of the options of "Preferred shift"',
    });
    for (const rating of [0, 6, 3.5, 'four'])
      expect(checkAnswers(questions, { ...ok, [id(3)]: rating })).toEqual({
        error: 'Rate "Rate your SQL" with a whole number from 1 to 5',
      });
    expect(checkAnswers(questions, { ...ok, [id(4)]: 'x'.repeat(1001) })).toMatchObject({
      error: expect.stringMatching(/at most 1000 characters/),
    });
  });
});

describe('applyJobBodySchema', () => {
  it('takes a job id alone (old clients) or with answers', () => {
    expect(applyJobBodySchema.parse({ job_id: id(5) })).toEqual({ job_id: id(5) });
    expect(
      applyJobBodySchema.parse({ job_id: id(5), answers: { [id(1)]: 'yes', [id(3)]: 4 } }),
    ).toEqual({
      job_id: id(5),
      answers: { [id(1)]: 'yes', [id(3)]: 4 },
    });
    expect(problem(applyJobBodySchema.safeParse({ job_id: 'x' }))).toBe('Not a valid job id');
    expect(problem(applyJobBodySchema.safeParse({ job_id: id(5), answers: ['yes'] }))).toBe(
      'answers must map question ids to answers',
    );
  });
});

describe('payloads', () => {
  it('describe a job set-up for its recruiter and the questions a seeker answers', () => {
    const question = {
      id: id(1),
      text: 'Work permit?',
      type: 'yes_no',
      required: true,
      options: [],
    };
    expect(
      jobPrescreeningSchema.safeParse({
        job_id: id(5),
        questions: [{ ...question, expected_answer: 'yes' }],
        criteria: { auto_reject: true, min_experience: 3, required_skills: ['Java'] },
        updated_at: '2026-11-25T02:00:00.000Z',
      }).success,
    ).toBe(true);
    expect(jobQuestionsSchema.safeParse({ job_id: id(5), questions: [question] }).success).toBe(
      true,
    );
  });

  it('the seeker reads a rejection made by the criteria as "Not selected", never the reason', () => {
    expect(SCREENED_OUT_LABEL).toBe('Not selected');
    expect(seekerStatusLabel('rejected', true)).toBe('Not selected');
    expect(seekerStatusLabel('rejected')).toBe('Rejected');
    expect(seekerStatusLabel('applied', true)).toBe('Applied');
    const application = {
      id: id(1),
      job_id: id(2),
      job_title: 'Java Developer',
      company: 'Infoveda',
      location: 'Pune',
      status: 'rejected',
      screened_out: true,
      applied_at: '2026-11-25T02:00:00.000Z',
      updated_at: '2026-11-25T02:00:00.000Z',
      history: [
        { status: 'applied', at: '2026-11-25T02:00:00.000Z' },
        { status: 'rejected', at: '2026-11-25T02:00:00.000Z', screened_out: true },
      ],
    };
    expect(
      seekerApplicationSchema.parse({ ...application, rejection_reason: 'secret' }),
    ).not.toHaveProperty('rejection_reason');
  });
});
