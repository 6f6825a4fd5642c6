import {
  REVIEW_CRITERIA,
  REVIEW_LIMITS,
  type ReviewCriterion,
} from '@rozgar/contracts/vocabularies';
import { fieldByLabel } from './fieldByLabel';
import type { WriteReviewInput } from './reviewsApi';

/*
 * The write-review form's values and the client's copy of the contracts' rules
 * (docs/product/community-and-reviews.md, "Writing a review"): the same labels, limits and
 * messages as `writeReviewBodySchema`, read from the contracts' vocabularies. The BFF stays the
 * authority: its 400 names the first problem, which `fieldOfProblem` puts next to its field.
 */

export type RatingField = 'rating' | ReviewCriterion;

export interface WriteReviewValues {
  /** Set when the company was picked from the suggestions. */
  company_id: string;
  company_name: string;
  rating: number | null;
  work_life_balance: number | null;
  salary: number | null;
  promotions: number | null;
  job_security: number | null;
  skill_development: number | null;
  work_satisfaction: number | null;
  company_culture: number | null;
  title: string;
  pros: string;
  cons: string;
  advice_to_management: string;
  gender: string;
  work_policy: string;
  currently_works_here: string;
  employment_duration: string;
  designation: string;
  employment_type: string;
  department: string;
}

export const emptyReview: WriteReviewValues = {
  company_id: '',
  company_name: '',
  rating: null,
  work_life_balance: null,
  salary: null,
  promotions: null,
  job_security: null,
  skill_development: null,
  work_satisfaction: null,
  company_culture: null,
  title: '',
  pros: '',
  cons: '',
  advice_to_management: '',
  gender: '',
  work_policy: '',
  currently_works_here: '',
  employment_duration: '',
  designation: '',
  employment_type: '',
  department: '',
};

/** Each field's label, as the contracts' messages name it ("{label} is required"). */
export const FIELD_LABELS: Record<keyof WriteReviewValues, string> = {
  company_id: 'Company',
  company_name: 'Company name',
  rating: 'Overall rating',
  ...(Object.fromEntries(REVIEW_CRITERIA.map((c) => [c.value, c.label])) as Record<
    ReviewCriterion,
    string
  >),
  title: 'Review title',
  pros: 'Pros',
  cons: 'Cons',
  advice_to_management: 'Advice to management',
  gender: 'Gender',
  work_policy: 'Work policy',
  currently_works_here: 'Currently works here',
  employment_duration: 'Employment duration',
  designation: 'Designation',
  employment_type: 'Employment type',
  department: 'Department',
};

type TextField = keyof typeof REVIEW_LIMITS & keyof WriteReviewValues;

/** react-hook-form rules of a text field: required (unless optional) and at most its limit. */
export function textRules(field: TextField, { optional = false } = {}) {
  const label = FIELD_LABELS[field];
  const max = REVIEW_LIMITS[field];
  return {
    validate: (value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : '';
      if (!optional && text === '') return `${label} is required`;
      if (text.length > max) return `${label} must be at most ${max} characters`;
      return true;
    },
  };
}

/** react-hook-form rules of a choice (select or radios). */
export const choiceRules = (field: keyof WriteReviewValues) => ({
  required: `${FIELD_LABELS[field]} is required`,
});

/** react-hook-form rules of a star rating. */
export const ratingRules = (field: RatingField) => ({
  validate: (value: unknown) =>
    typeof value === 'number' ? true : `${FIELD_LABELS[field]} is required`,
});

/** The body of `POST /api/reviews` from checked values. */
export function toWriteReviewBody(values: WriteReviewValues): WriteReviewInput {
  const optional = (text: string) => (text.trim() ? text.trim() : undefined);
  return {
    ...(values.company_id ? { company_id: values.company_id } : {}),
    company_name: values.company_name.trim(),
    rating: values.rating!,
    ...(Object.fromEntries(REVIEW_CRITERIA.map((c) => [c.value, values[c.value]!])) as Record<
      ReviewCriterion,
      number
    >),
    title: values.title.trim(),
    pros: values.pros.trim(),
    cons: values.cons.trim(),
    advice_to_management: optional(values.advice_to_management),
    gender: values.gender as WriteReviewInput['gender'],
    work_policy: values.work_policy as WriteReviewInput['work_policy'],
    currently_works_here: values.currently_works_here as WriteReviewInput['currently_works_here'],
    employment_duration: optional(values.employment_duration),
    designation: values.designation.trim(),
    employment_type: values.employment_type as WriteReviewInput['employment_type'],
    department: values.department as WriteReviewInput['department'],
  };
}

/** The field a 400's text is about (its message starts with the label); undefined if none. */
export function fieldOfProblem(message: string): keyof WriteReviewValues | undefined {
  const { company_id: _picked, ...labels } = FIELD_LABELS;
  return fieldByLabel(labels, message);
}
