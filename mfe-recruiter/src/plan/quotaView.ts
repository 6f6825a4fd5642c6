import type { QuotaUsage } from './quotaApi';

/*
 * How a quota reads on /quota-usage and in the dashboard's carousel: the same words in both.
 */

const whole = new Intl.NumberFormat('en-IN');

/** A count as Indians write it ("1,000", "10,000", "1,00,000"). */
export const formatCount = (value: number) => whole.format(value);

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A YYYY-MM-DD day as "1 Dec 2026". */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

const shortDayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** A YYYY-MM-DD day as "25 Nov" (the chart's axis and table). */
export const formatShortDay = (day: string) => shortDayFormat.format(new Date(`${day}T00:00:00Z`));

/** "164 of 1,000 used". */
export const usedText = (quota: QuotaUsage) =>
  `${formatCount(quota.used)} of ${formatCount(quota.limit)} used`;

/** "836 left (16% used)". */
export const leftText = (quota: QuotaUsage) =>
  `${formatCount(quota.left)} left (${quota.percent}% used)`;

/** When the quota starts again: a monthly one on its reset day; job postings when a job closes. */
export const resetText = (quota: QuotaUsage) =>
  quota.resets_on
    ? `Resets on ${formatDay(quota.resets_on)}`
    : 'A posting frees up when one of your jobs closes or expires';

/** The word for the quota's state, shown beside its title. */
export const STATUS_LABELS: Record<QuotaUsage['status'], string> = {
  available: 'Available',
  low: 'Running low',
  used_up: 'Used up',
};

/** The badge tone of each state. */
export const STATUS_TONES = { available: 'green', low: 'yellow', used_up: 'red' } as const;

/** What the history counts per day, per quota ("resumes opened"). */
export const HISTORY_UNITS: Record<QuotaUsage['category'], string> = {
  job_postings: 'Jobs posted',
  resume_views: 'Resumes opened',
  candidate_invites: 'Invites sent',
};

/** The words a screen reader hears for the picture: the total and the busiest day. */
export function historySummary(quota: QuotaUsage): string {
  const unit = HISTORY_UNITS[quota.category].toLowerCase();
  const total = quota.history.reduce((sum, day) => sum + day.used, 0);
  if (total === 0) return `No ${unit} in the last ${quota.history.length} days`;
  const busiest = quota.history.reduce((best, day) => (day.used > best.used ? day : best));
  return `${formatCount(total)} ${unit} in the last ${quota.history.length} days, most on ${formatShortDay(busiest.date)} (${formatCount(busiest.used)})`;
}
