/*
 * Interview experiences' vocabularies: zod-free, for the frontends' bundles
 * (docs/product/community-and-reviews.md, "Share interview experience").
 */

/** How hard the interview was. */
export const INTERVIEW_DIFFICULTIES = ['easy', 'moderate', 'hard'] as const;
export type InterviewDifficulty = (typeof INTERVIEW_DIFFICULTIES)[number];
export const INTERVIEW_DIFFICULTY_LABELS: Record<InterviewDifficulty, string> = {
  easy: 'Easy',
  moderate: 'Moderate',
  hard: 'Hard',
};

/** How the interview ended for the candidate (so far). */
export const INTERVIEW_OUTCOMES = [
  'selected',
  'rejected',
  'no_response',
  'in_progress',
  'declined_offer',
] as const;
export type InterviewOutcome = (typeof INTERVIEW_OUTCOMES)[number];
export const INTERVIEW_OUTCOME_LABELS: Record<InterviewOutcome, string> = {
  selected: 'Selected',
  rejected: 'Rejected',
  no_response: 'No response',
  in_progress: 'Still in progress',
  declined_offer: 'Got an offer, declined it',
};

/** How the candidate got the interview (optional). */
export const INTERVIEW_SOURCES = [
  'applied_online',
  'campus',
  'referral',
  'recruiter',
  'consultancy',
  'walk_in',
] as const;
export type InterviewSource = (typeof INTERVIEW_SOURCES)[number];
export const INTERVIEW_SOURCE_LABELS: Record<InterviewSource, string> = {
  applied_online: 'Applied online',
  campus: 'Campus placement',
  referral: 'Employee referral',
  recruiter: 'A recruiter approached me',
  consultancy: 'Placement consultancy',
  walk_in: 'Walk-in interview',
};

/**
 * The bounds of an interview experience: its texts' lengths, how many questions (1 to 10), how far
 * back its month may be, and the paging of a company's list.
 */
export const INTERVIEW_EXPERIENCE_LIMITS = {
  company_name: 200,
  role: 100,
  question: 500,
  min_questions: 1,
  max_questions: 10,
  experience: 3000,
  tips: 1000,
  /** The interview's month is at most this many years back. */
  max_years_back: 10,
  page_size: 5,
} as const;

/** The texts of the share-interview-experience form and the company page's section. */
export const INTERVIEW_EXPERIENCE_TEXTS = {
  shared: 'Thank you! Your interview experience was shared anonymously.',
  failedToShare: 'Failed to share interview experience',
  failedToLoad: 'Failed to fetch interview experiences',
  none: 'No interview experiences shared for this company yet.',
} as const;

/** "YYYY-MM", the month an interview took place, as the API takes and sends it. */
export const INTERVIEW_MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * The latest month an interview may have taken place: the current month somewhere on Earth
 * (UTC+14), so that no one's current month is refused as "in the future".
 */
export function latestInterviewMonth(now: Date = new Date()): string {
  const ahead = new Date(now.getTime() + 14 * 3_600_000);
  return `${ahead.getUTCFullYear()}-${String(ahead.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The earliest month an interview may have taken place: January, `max_years_back` years ago. */
export function earliestInterviewMonth(now: Date = new Date()): string {
  return `${Number(latestInterviewMonth(now).slice(0, 4)) - INTERVIEW_EXPERIENCE_LIMITS.max_years_back}-01`;
}
