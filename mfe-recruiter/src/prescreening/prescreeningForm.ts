import {
  prescreeningBodySchema,
  type PrescreeningBody,
  type PrescreeningBodyInput,
  type PrescreeningQuestionType,
  type YesNo,
} from '@rozgar/contracts/prescreening';
import { z } from 'zod';
import type { JobPrescreening } from './prescreeningApi';

/** One question as the form holds it: its options as objects (a field array each), '' for no expected answer. */
export interface QuestionValues {
  /** The server's id of a saved question; absent for a new one. */
  id?: string;
  text: string;
  type: PrescreeningQuestionType;
  required: boolean;
  options: { text: string }[];
  expected_answer: YesNo | '';
}

/** The pre-screening form's values, as its inputs give them. */
export interface PrescreeningValues {
  questions: QuestionValues[];
  criteria: {
    auto_reject: boolean;
    /** From a number input: NaN when left blank. */
    min_experience: number;
    required_skills: string[];
  };
}

/** A new question: text, not required, with two empty options ready should it become multiple choice. */
export const newQuestion = (): QuestionValues => ({
  text: '',
  type: 'text',
  required: false,
  options: [{ text: '' }, { text: '' }],
  expected_answer: '',
});

/** The job's saved set as the form's starting values. */
export function toValues({ questions, criteria }: JobPrescreening): PrescreeningValues {
  return {
    questions: questions.map((question) => ({
      id: question.id,
      text: question.text,
      type: question.type,
      required: question.required,
      options:
        question.type === 'multiple_choice'
          ? question.options.map((text) => ({ text }))
          : [{ text: '' }, { text: '' }],
      expected_answer: question.expected_answer ?? '',
    })),
    criteria: { ...criteria, required_skills: [...criteria.required_skills] },
  };
}

/** The values as the PUT body, before the contract's rules read it. */
function toBody({ questions, criteria }: PrescreeningValues): PrescreeningBodyInput {
  return {
    questions: questions.map(({ options, expected_answer, ...question }) => ({
      ...question,
      options: options.map((option) => option.text),
      expected_answer: expected_answer || null,
    })),
    criteria,
  };
}

/**
 * The form's schema: its values turned into the body of `PUT /api/jobs/{jobId}/prescreening` and
 * checked by the contract's own schema, so the form says what the server would ("Please enter a
 * question", "Multiple choice questions require at least 2 options", the experience from 0 to 20)
 * at the same paths as the fields (`questions.0.text`, `criteria.min_experience`).
 */
export const prescreeningFormSchema = z
  .custom<PrescreeningValues>()
  .transform(toBody)
  .pipe(prescreeningBodySchema) satisfies z.ZodType<PrescreeningBody, PrescreeningValues>;
