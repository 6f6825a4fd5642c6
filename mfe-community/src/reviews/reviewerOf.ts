import { REVIEW_DEPARTMENT_LABELS } from '@rozgar/contracts/vocabularies';
import type { Review } from './reviewsApi';

/** Designation, else the department, else N/A. */
export const reviewerOf = (review: Review) =>
  review.designation ??
  (review.department ? REVIEW_DEPARTMENT_LABELS[review.department] : undefined) ??
  'N/A';
