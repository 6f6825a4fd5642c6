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

/** The parts of the day an instant falls on in India (the portal's dates are India's). */
const INDIA_DAY_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});
const POSTED_AGO = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });
/** From this many days on, a posting reads "30+ days ago" (its age no longer matters to a seeker). */
export const POSTED_LONG_AGO_DAYS = 30;
const DAY_MS = 86_400_000;

/** The day an instant falls on in India, as a count of days (to subtract one from another). */
function indiaDayNumber(date: Date): number {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(INDIA_DAY_PARTS.formatToParts(date).find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS;
}

/**
 * How long ago a job was posted, in calendar days in India: "today", "yesterday", "2 days ago" …
 * "29 days ago", then "30+ days ago" (docs/product/jobs-search-and-details.md#how-job-facts-are-shown);
 * a date ahead of the viewer's clock reads "today"; "" for a missing or invalid date.
 */
export function formatPostedAgo(
  value: string | number | Date | null | undefined,
  now: Date = new Date(),
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const days = Math.max(0, indiaDayNumber(now) - indiaDayNumber(date));
  if (days >= POSTED_LONG_AGO_DAYS) return `${POSTED_LONG_AGO_DAYS}+ days ago`;
  return POSTED_AGO.format(-days, 'day');
}

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
