/*
 * The applicant pipeline's vocabularies (docs/product/recruiter-jobs-and-responses.md#manage-responses):
 * zod-free, for the frontends' bundles.
 */

/** How a job's applicants may be sorted: newest application, most experience, best skill match. */
export const APPLICANT_SORTS = [
  { value: 'applied', label: 'Applied date' },
  { value: 'experience', label: 'Experience' },
  { value: 'match', label: 'Skill match' },
] as const;
export type ApplicantSort = (typeof APPLICANT_SORTS)[number]['value'];
export const APPLICANT_SORT_VALUES = APPLICANT_SORTS.map((sort) => sort.value) as [
  ApplicantSort,
  ...ApplicantSort[],
];
export const DEFAULT_APPLICANT_SORT: ApplicantSort = 'applied';

/** The pipeline's limits: page size, search text, one bulk action, notes and tags. */
export const PIPELINE_LIMITS = {
  /** Applicants on one page. */
  pageSize: 20,
  /** The highest page number asked for. */
  maxPage: 500,
  /** Characters of the name-or-skill search. */
  search: 100,
  /** Applicants changed by one bulk status action. */
  bulk: 100,
  /** Characters of one note. */
  note: 1000,
  /** Notes kept per applicant and account. */
  notes: 50,
  /** Tags per applicant and account. */
  tags: 10,
  /** Characters of one tag. */
  tag: 30,
} as const;
