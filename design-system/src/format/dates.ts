/**
 * Dates as the portal shows them, with the browser's own `Intl` (no date library in the pages'
 * JavaScript, issue 17): two-digit day, short month, two-digit year ("05 Sep 26"), in Indian
 * time (docs/product/README.md#conventions-used-on-these-pages), and "… ago" for feeds.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The day, month and year an instant was in India (numeric parts, read with formatToParts). */
const INDIA_DAY = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
});
const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

const MINUTES_IN_DAY = 1440;
/** date-fns' calendar-free units, which the feed's wording was first written with. */
const MINUTES_IN_MONTH = 43_200;
const MINUTES_IN_YEAR = 525_600;

/** The [year, month, day] of a string starting "YYYY-MM-DD", or null when that day does not exist. */
function calendarDay(value: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  // A day that does not exist ("1998-02-30", "1998-13-45") is invalid, not rolled over.
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day
    ? [year, month, day]
    : null;
}

function toDate(value: string | number | Date): Date {
  if (typeof value === 'string' && /^\d{4}-/.test(value) && !calendarDay(value))
    return new Date(Number.NaN);
  return value instanceof Date ? new Date(value.getTime()) : new Date(value);
}

const isValid = (date: Date) => !Number.isNaN(date.getTime());
const twoDigits = (value: number) => String(value % 100).padStart(2, '0');

function display(day: number, month: number, year: number): string {
  return `${twoDigits(day)} ${MONTHS[month - 1]} ${twoDigits(year)}`;
}

/** An instant ("2026-11-20T10:00:00Z") as the day it was in India; "" when missing or invalid. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (!isValid(date)) return '';
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(INDIA_DAY.formatToParts(date).find((p) => p.type === type)?.value);
  return display(part('day'), part('month'), part('year'));
}

/** A calendar date ("1998-03-05", a date of birth) as "05 Mar 98", whatever the time zone. */
export function formatCalendarDate(value: string | null | undefined): string {
  const day = calendarDay(value ?? '');
  return day ? display(day[2], day[1], day[0]) : '';
}

/**
 * How long ago an instant was, as a feed shows it: "just now" under a minute, then "5 minutes
 * ago", "3 hours ago", "2 days ago", "4 months ago" (30-day months), "1 year ago"; rounded down;
 * "" when missing or invalid. A clock a little ahead of the viewer's (a future instant) still
 * reads "just now".
 */
export function formatTimeAgo(
  value: string | number | Date | null | undefined,
  now: Date = new Date(),
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (!isValid(date)) return '';
  const minutes = (now.getTime() - date.getTime()) / 60_000;
  if (minutes < 1) return 'just now';
  const ago = (amount: number, unit: Intl.RelativeTimeFormatUnit) =>
    RELATIVE.format(-Math.floor(amount), unit);
  if (minutes < 60) return ago(minutes, 'minute');
  if (minutes < MINUTES_IN_DAY) return ago(minutes / 60, 'hour');
  if (minutes < MINUTES_IN_MONTH) return ago(minutes / MINUTES_IN_DAY, 'day');
  // 360 to 365 days are 12 months: "1 year ago".
  if (minutes < MINUTES_IN_YEAR && minutes < 12 * MINUTES_IN_MONTH)
    return ago(minutes / MINUTES_IN_MONTH, 'month');
  return ago(Math.max(minutes / MINUTES_IN_YEAR, 1), 'year');
}
