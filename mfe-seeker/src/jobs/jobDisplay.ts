/**
 * How job facts are shown everywhere in the seeker area
 * (docs/product/jobs-search-and-details.md#how-job-facts-are-shown). Salaries are in lakhs.
 */
import { formatDate } from '@rozgar/design-system/format';

/** A salary in lakhs or years of experience, as the contracts' job has it (absent when not given). */
type Amount = number | undefined;

function toNumber(value: Amount): number | null {
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : null;
}

function lakhs(value: number): string {
  return `₹${Number.isInteger(value) ? value : value.toFixed(1).replace(/\.0$/, '')} LPA`;
}

/** "min - max", "min+", "Up to max" or "Not specified". */
export function formatSalary(min: Amount, max: Amount): string {
  const low = toNumber(min);
  const high = toNumber(max);
  if (low !== null && high !== null) return `${lakhs(low)} - ${lakhs(high)}`;
  if (low !== null) return `${lakhs(low)}+`;
  if (high !== null) return `Up to ${lakhs(high)}`;
  return 'Not specified';
}

function experienceYears(value: Amount): number | null {
  if (value === 0) return 0;
  return toNumber(value);
}

/** "2 - 5 years", "3+ years", "Up to 2 years", "Fresher" or "Not specified". */
export function formatExperience(min: Amount, max: Amount): string {
  const low = experienceYears(min);
  const high = toNumber(max);
  if (low !== null && high !== null) return `${low} - ${high} years`;
  if (low !== null) return low === 0 ? 'Fresher' : `${low}+ years`;
  if (high !== null) return `Up to ${high} years`;
  return 'Not specified';
}

/** "05 Mar 25" in India; an empty string for a missing or invalid date. */
export const formatPostedDate = formatDate;

/** "4 of 6 skills match"; empty when the job lists no skills. */
export function skillMatchSummary(match: { matched: string[]; missing: string[] }): string {
  const total = match.matched.length + match.missing.length;
  if (total === 0) return '';
  return `${match.matched.length} of ${total} ${total === 1 ? 'skill matches' : 'skills match'}`;
}

/** "4.2" for a rating out of 5, or null when the job has none (never invented). */
export function formatRating(rating: number | undefined): string | null {
  if (rating === undefined || !Number.isFinite(rating) || rating <= 0) return null;
  return rating.toFixed(1);
}

/** The first `visible` items and how many more there are ("+{n} more"). */
export function firstAndMore<T>(
  items: readonly T[],
  visible: number,
): { shown: T[]; more: number } {
  return { shown: items.slice(0, visible), more: Math.max(0, items.length - visible) };
}
