/** A date as YYYY-MM-DD in India, `days` from now. */
export function indiaDate(days = 0, now = new Date()): string {
  const date = new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(date);
}
