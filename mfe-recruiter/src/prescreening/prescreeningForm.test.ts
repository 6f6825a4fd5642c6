import { describe, expect, it } from 'vitest';
import {
  newQuestion,
  prescreeningFormSchema,
  toValues,
  type PrescreeningValues,
} from './prescreeningForm';

const JOB = 'a'.repeat(24);
const criteria = { auto_reject: true, min_experience: 3, required_skills: ['React'] };
const values = (questions: PrescreeningValues['questions'], more = {}): PrescreeningValues => ({
  questions,
  criteria: { ...criteria, ...more },
});
const issues = (input: PrescreeningValues) => {
  const result = prescreeningFormSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map(({ path, message }) => [path.join('.'), message]);
};

describe('the pre-screening form schema (the contract rules at the fields)', () => {
  it('gives the PUT body: options as texts for multiple choice only, no expected answer as null', () => {
    const parsed = prescreeningFormSchema.parse(
      values([
        { ...newQuestion(), text: '  Notice period? ', required: true },
        {
          ...newQuestion(),
          text: 'Shift',
          type: 'multiple_choice',
          options: [{ text: 'Day' }, { text: ' ' }, { text: 'Night' }],
        },
        { ...newQuestion(), text: 'Relocate?', type: 'yes_no', expected_answer: 'yes' },
      ]),
    );
    expect(parsed).toEqual({
      questions: [
        {
          text: 'Notice period?',
          type: 'text',
          required: true,
          options: [],
          expected_answer: null,
        },
        {
          text: 'Shift',
          type: 'multiple_choice',
          required: false,
          options: ['Day', 'Night'],
          expected_answer: null,
        },
        { text: 'Relocate?', type: 'yes_no', required: false, options: [], expected_answer: 'yes' },
      ],
      criteria,
    });
  });

  it('says "Please enter a question" at a blank question\'s text', () => {
    expect(issues(values([{ ...newQuestion(), text: '   ' }]))).toEqual([
      ['questions.0.text', 'Please enter a question'],
    ]);
  });

  it('asks a multiple-choice question for 2 options, on the question', () => {
    expect(
      issues(
        values([
          { ...newQuestion(), text: 'Ok', type: 'multiple_choice', options: [{ text: 'One' }] },
        ]),
      ),
    ).toEqual([['questions.0', 'Multiple choice questions require at least 2 options']]);
  });

  it.each([NaN, -1, 21, 2.5])('refuses a minimum experience of %s', (min_experience) => {
    expect(issues(values([], { min_experience }))).toEqual([
      ['criteria.min_experience', 'Minimum experience must be a whole number from 0 to 20'],
    ]);
  });

  it('refuses an eleventh question', () => {
    const eleven = Array.from({ length: 11 }, (_, at) => ({ ...newQuestion(), text: `Q${at}` }));
    expect(issues(values(eleven))).toEqual([['questions', 'A job can have at most 10 questions']]);
  });

  it('starts from the saved set, keeping ids and giving empty option fields to the other types', () => {
    const id = 'b'.repeat(24);
    expect(
      toValues({
        job_id: JOB,
        questions: [
          {
            id,
            text: 'Years?',
            type: 'rating',
            required: true,
            options: [],
            expected_answer: null,
          },
        ],
        criteria,
        updated_at: null,
      }),
    ).toEqual(
      values([
        {
          id,
          text: 'Years?',
          type: 'rating',
          required: true,
          options: [{ text: '' }, { text: '' }],
          expected_answer: '',
        },
      ]),
    );
  });
});
