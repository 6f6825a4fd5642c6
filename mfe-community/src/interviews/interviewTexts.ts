/*
 * How an interview experience reads (docs/product/community-and-reviews.md, "Share interview
 * experience").
 */

const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** The months of the form's month picker, "01" to "12", with their names. */
export const MONTH_OPTIONS = MONTHS.map((label, index) => ({
  value: String(index + 1).padStart(2, '0'),
  label,
}));

/** "2026-09" → "Sep 2026". */
export function interviewMonth(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTHS[Number(number) - 1] ?? number} ${year}`;
}

/** "1 interview experience", "12 interview experiences". */
export const experienceCount = (count: number) =>
  `${count} interview ${count === 1 ? 'experience' : 'experiences'}`;
