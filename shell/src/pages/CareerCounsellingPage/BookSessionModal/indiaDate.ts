/** A date as YYYY-MM-DD in India, `days` from now. */
export function indiaDate(days = 0, now = new Date()): string {
  const date = new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(date);
}

const LONG_DATE = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A picked calendar date ("2026-09-05") as the confirmation says it: "Saturday, 5 September
 * 2026", whatever the viewer's time zone; anything else unchanged.
 */
export function formatSessionDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return value;
  return LONG_DATE.format(date);
}
