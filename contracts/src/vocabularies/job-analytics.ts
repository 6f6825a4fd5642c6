/*
 * Job analytics' vocabularies (docs/product/recruiter-tools-and-workspace.md#job-analytics):
 * zod-free, for the frontends' bundles, the BFF and the API doubles alike.
 */

/** The periods the analytics cover, in days ending today (UTC). */
export const JOB_ANALYTICS_RANGES = [30, 90] as const;
export type JobAnalyticsRange = (typeof JOB_ANALYTICS_RANGES)[number];
export const DEFAULT_JOB_ANALYTICS_RANGE: JobAnalyticsRange = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A moment's day as analytics count it: its UTC date, `YYYY-MM-DD`. */
export const analyticsDay = (moment: Date): string => moment.toISOString().slice(0, 10);

/** Every day of a range, oldest first, ending with `today`'s day: `range` entries. */
export function analyticsDays(range: number, today: Date): string[] {
  const last = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: range }, (_, index) =>
    analyticsDay(new Date(last - (range - 1 - index) * DAY_MS)),
  );
}

/**
 * Applies per 100 views, to one decimal (`12.5` is 12.5 %); null without views, where no rate
 * can be told.
 */
export function applyRate(views: number, applies: number): number | null {
  if (views === 0) return null;
  return Math.round((applies / views) * 1000) / 10;
}
