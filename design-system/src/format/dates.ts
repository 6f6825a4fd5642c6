import { TZDate } from '@date-fns/tz';
import { differenceInSeconds, format, formatDistanceStrict, isValid, parseISO } from 'date-fns';

/**
 * Two-digit day, short month, two-digit year ("05 Sep 26"), in Indian time
 * (docs/product/README.md#conventions-used-on-these-pages).
 */
const DISPLAY_PATTERN = 'dd MMM yy';
const INDIA = 'Asia/Kolkata';

function toDate(value: string | number | Date): Date {
  return typeof value === 'string' ? parseISO(value) : new Date(value);
}

/** An instant ("2026-11-20T10:00:00Z") as the day it was in India; "" when missing or invalid. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return isValid(date) ? format(new TZDate(date.getTime(), INDIA), DISPLAY_PATTERN) : '';
}

/** A calendar date ("1998-03-05", a date of birth) as "05 Mar 98", whatever the time zone. */
export function formatCalendarDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseISO(value.slice(0, 10));
  return isValid(date) ? format(date, DISPLAY_PATTERN) : '';
}

/**
 * How long ago an instant was, as a feed shows it: "just now" under a minute, then "5 minutes
 * ago", "3 hours ago", "2 days ago", "4 months ago"; "" when missing or invalid. A clock a little
 * ahead of the viewer's (a future instant) still reads "just now".
 */
export function formatTimeAgo(
  value: string | number | Date | null | undefined,
  now: Date = new Date(),
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (!isValid(date)) return '';
  if (differenceInSeconds(now, date) < 60) return 'just now';
  return formatDistanceStrict(date, now, { addSuffix: true, roundingMethod: 'floor' });
}
