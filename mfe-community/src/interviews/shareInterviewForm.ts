import {
  INTERVIEW_EXPERIENCE_LIMITS as LIMITS,
  latestInterviewMonth,
} from '@rozgar/contracts/vocabularies';
import { fieldByLabel } from '../reviews/fieldByLabel';
import type { ShareInterviewExperienceInput } from './interviewExperiencesApi';

/*
 * The share-interview-experience form's values and the client's copy of the contracts' rules
 * (docs/product/community-and-reviews.md, "Share interview experience"): the same labels, limits
 * and messages as `shareInterviewExperienceBodySchema`. The BFF stays the authority: its 400 names
 * the first problem, which `fieldOfProblem` puts next to its field.
 */

export interface ShareInterviewValues {
  /** Set when the company was picked from the suggestions. */
  company_id: string;
  company_name: string;
  role: string;
  /** "01" to "12". */
  interview_month: string;
  /** "2026". */
  interview_year: string;
  difficulty: string;
  outcome: string;
  source: string;
  /** Objects, as react-hook-form's field arrays keep them. */
  questions: Array<{ text: string }>;
  experience: string;
  tips: string;
}

export const emptyInterview: ShareInterviewValues = {
  company_id: '',
  company_name: '',
  role: '',
  interview_month: '',
  interview_year: '',
  difficulty: '',
  outcome: '',
  source: '',
  questions: [{ text: '' }],
  experience: '',
  tips: '',
};

/** Each field's label, as the contracts' messages name it ("{label} is required"). */
export const INTERVIEW_FIELD_LABELS = {
  company_name: 'Company name',
  role: 'Role',
  interview_month: 'Interview date',
  difficulty: 'Difficulty',
  outcome: 'Outcome',
  source: 'How you got the interview',
  experience: 'Overall experience',
  tips: 'Tips',
} as const;

type TextField = 'company_name' | 'role' | 'experience' | 'tips';

/** react-hook-form rules of a text: required (unless optional) and at most its limit. */
export function textRules(field: TextField, { optional = false } = {}) {
  const label = INTERVIEW_FIELD_LABELS[field];
  const max = LIMITS[field];
  return {
    validate: (value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : '';
      if (!optional && text === '') return `${label} is required`;
      if (text.length > max) return `${label} must be at most ${max} characters`;
      return true;
    },
  };
}

/** react-hook-form rules of question `n` (from 1). */
export const questionRules = (n: number) => ({
  validate: (value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') return `Question ${n} is required`;
    if (text.length > LIMITS.question)
      return `Question ${n} must be at most ${LIMITS.question} characters`;
    return true;
  },
});

/** The month as the API takes it ("2026-09"), or undefined while month or year is missing. */
export const monthOf = (
  values: Pick<ShareInterviewValues, 'interview_month' | 'interview_year'>,
) =>
  values.interview_month && values.interview_year
    ? `${values.interview_year}-${values.interview_month}`
    : undefined;

/** The month picker's rule: both parts chosen, and not after the current month. */
export const interviewDateRules = {
  validate: (_month: string, values: ShareInterviewValues) => {
    const month = monthOf(values);
    if (!month) return 'Interview date is required';
    if (month > latestInterviewMonth()) return 'Interview date cannot be in the future';
    return true;
  },
};

/** The years the form offers: this one and the `max_years_back` before it, newest first. */
export function interviewYears(now = new Date()): string[] {
  const latest = Number(latestInterviewMonth(now).slice(0, 4));
  return Array.from({ length: LIMITS.max_years_back + 1 }, (_, i) => String(latest - i));
}

/** The body of `POST /api/interview-experiences` from checked values. */
export function toShareInterviewBody(values: ShareInterviewValues): ShareInterviewExperienceInput {
  const optional = (text: string) => (text.trim() ? text.trim() : undefined);
  return {
    ...(values.company_id ? { company_id: values.company_id } : {}),
    company_name: values.company_name.trim(),
    role: values.role.trim(),
    interview_date: monthOf(values) ?? '',
    difficulty: values.difficulty as ShareInterviewExperienceInput['difficulty'],
    outcome: values.outcome as ShareInterviewExperienceInput['outcome'],
    ...(values.source ? { source: values.source } : {}),
    questions: values.questions.map((question) => question.text.trim()),
    experience: values.experience.trim(),
    tips: optional(values.tips),
  };
}

/**
 * The field a 400's text is about: a form field by its label, or question n ("Question 2 …") in
 * the list of `count` questions; undefined when none.
 */
export function fieldOfProblem(
  message: string,
  count: number,
): keyof typeof INTERVIEW_FIELD_LABELS | `questions.${number}.text` | undefined {
  const labels: Record<string, string> = { ...INTERVIEW_FIELD_LABELS };
  for (let i = 0; i < count; i++) labels[`questions.${i}.text`] = `Question ${i + 1}`;
  return fieldByLabel(labels, message) as ReturnType<typeof fieldOfProblem>;
}
