import { formatCalendarDate } from '@rozgar/design-system/format';
import type { JobAnalyticsDay } from '../../analytics/jobAnalyticsApi';

/* The daily chart's geometry, its axis and its summary in words (DailyChart). */

/**
 * The chart is drawn at the width it is given on screen (so its text stays 12 px on a phone) and
 * this height, in CSS pixels; before its width is known, at the default width.
 */
export const DEFAULT_WIDTH = 720;
export const MIN_WIDTH = 280;
export const HEIGHT = 220;
export const PAD = { left: 36, right: 8, top: 12, bottom: 28 };
export const PLOT_HEIGHT = HEIGHT - PAD.top - PAD.bottom;

/** A round top for the y axis: 1, 2, 5 or 10 times a power of ten, at least the largest value. */
export function axisTop(largest: number): number {
  if (largest <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(largest));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= largest)!;
  return step * power;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the picture shows, in words: the period, its totals and its busiest day. */
export function chartSummary(days: JobAnalyticsDay[]): string {
  if (days.length === 0) return 'No days';
  const views = days.reduce((sum, day) => sum + day.views, 0);
  const applies = days.reduce((sum, day) => sum + day.applies, 0);
  const period = `${formatCalendarDate(days[0]!.date)} to ${formatCalendarDate(days.at(-1)!.date)}`;
  const busiest = days.reduce((best, day) => (day.views > best.views ? day : best), days[0]!);
  const peak =
    busiest.views > 0
      ? `; most views on ${formatCalendarDate(busiest.date)} (${busiest.views})`
      : '';
  return `${period}: ${plural(views, 'view', 'views')} and ${plural(applies, 'apply', 'applies')}${peak}`;
}
