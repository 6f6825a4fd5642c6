/* Company reviews' vocabularies: zod-free, for the frontends' bundles (docs/product/community-and-reviews.md). */

/** Ratings are whole stars from 1 to 5. */
export const STAR_RATING = { min: 1, max: 5 } as const;

/** The seven criteria of the write-review form, each rated 1–5, with the form's labels. */
export const REVIEW_CRITERIA = [
  { value: 'work_life_balance', label: 'Work-life balance' },
  { value: 'salary', label: 'Salary' },
  { value: 'promotions', label: 'Promotions' },
  { value: 'job_security', label: 'Job security' },
  { value: 'skill_development', label: 'Skill development' },
  { value: 'work_satisfaction', label: 'Work satisfaction' },
  { value: 'company_culture', label: 'Company culture' },
] as const;
export type ReviewCriterion = (typeof REVIEW_CRITERIA)[number]['value'];
export const REVIEW_CRITERION_KEYS = REVIEW_CRITERIA.map((criterion) => criterion.value) as [
  ReviewCriterion,
  ...ReviewCriterion[],
];

/** Gender, as the write-review form offers it; never shown per review, only in aggregates. */
export const REVIEW_GENDERS = ['female', 'male', 'transgender', 'prefer_not_to_say'] as const;
export type ReviewGender = (typeof REVIEW_GENDERS)[number];
export const REVIEW_GENDER_LABELS: Record<ReviewGender, string> = {
  female: 'Female',
  male: 'Male',
  transgender: 'Transgender',
  prefer_not_to_say: 'Prefer not to say',
};

/** Work policy, as the write-review form offers it. */
export const WORK_POLICIES = ['permanentWorkFromHome', 'workingFromOffice', 'hybrid'] as const;
export type WorkPolicy = (typeof WORK_POLICIES)[number];
export const WORK_POLICY_LABELS: Record<WorkPolicy, string> = {
  permanentWorkFromHome: 'Permanent work from home',
  workingFromOffice: 'Working from office',
  hybrid: 'Hybrid',
};

/** "Currently works here": yes (a current employee) or no (a former one). */
export const CURRENTLY_WORKS_HERE = ['yes', 'no'] as const;
export type CurrentlyWorksHere = (typeof CURRENTLY_WORKS_HERE)[number];

/** Employment type, as the write-review form offers it. */
export const REVIEW_EMPLOYMENT_TYPES = ['fullTime', 'partTime', 'contract', 'internship'] as const;
export type ReviewEmploymentType = (typeof REVIEW_EMPLOYMENT_TYPES)[number];
export const REVIEW_EMPLOYMENT_TYPE_LABELS: Record<ReviewEmploymentType, string> = {
  fullTime: 'Full time',
  partTime: 'Part time',
  contract: 'Contract',
  internship: 'Internship',
};

/** Department, as the write-review form offers it. */
export const REVIEW_DEPARTMENTS = ['engineering', 'sales', 'marketing', 'finance'] as const;
export type ReviewDepartment = (typeof REVIEW_DEPARTMENTS)[number];
export const REVIEW_DEPARTMENT_LABELS: Record<ReviewDepartment, string> = {
  engineering: 'Engineering',
  sales: 'Sales',
  marketing: 'Marketing',
  finance: 'Finance',
};

/** How a list of reviews can be ordered; newest first unless asked. */
export const REVIEW_SORTS = ['newest', 'highest', 'lowest', 'most_helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
  most_helpful: 'Most helpful',
};

/**
 * The locations the reviews page browses by, and the company cities each one covers (a company
 * in "Delhi" is one in New Delhi).
 */
export const REVIEW_LOCATIONS = [
  'New Delhi',
  'Mumbai',
  'Hyderabad',
  'Chennai',
  'Bengaluru',
  'Pune',
] as const;
export type ReviewLocation = (typeof REVIEW_LOCATIONS)[number];
export const REVIEW_LOCATION_CITIES: Record<ReviewLocation, readonly string[]> = {
  'New Delhi': ['New Delhi', 'Delhi'],
  Mumbai: ['Mumbai'],
  Hyderabad: ['Hyderabad'],
  Chennai: ['Chennai'],
  Bengaluru: ['Bengaluru', 'Bangalore'],
  Pune: ['Pune'],
};

/** What a vote on a review does: like or dislike (one of the two per user) and helpful. */
export const REVIEW_VOTE_ACTIONS = ['like', 'dislike', 'helpful'] as const;
export type ReviewVoteAction = (typeof REVIEW_VOTE_ACTIONS)[number];

/** Why a review is reported. */
export const REVIEW_REPORT_REASONS = [
  'spam',
  'offensive',
  'fake',
  'personal_information',
  'other',
] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];
export const REVIEW_REPORT_REASON_LABELS: Record<ReviewReportReason, string> = {
  spam: 'Spam or advertising',
  offensive: 'Offensive or abusive',
  fake: 'Fake or misleading',
  personal_information: 'Reveals personal information',
  other: 'Something else',
};

/** A review reported by this many different users is hidden until it is reviewed. */
export const REPORTS_TO_HIDE_REVIEW = 3;

/** Gender counts of a company are shown only when at least this many reviews answered it. */
export const MIN_GENDER_ANSWERS = 5;

/** A review's moderation state: published, or hidden after reports until someone reviews it. */
export const REVIEW_STATUSES = ['published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The most characters each text may have, and the paging limits. */
export const REVIEW_LIMITS = {
  company_name: 200,
  title: 150,
  pros: 3000,
  cons: 3000,
  advice_to_management: 3000,
  designation: 100,
  employment_duration: 50,
  /** A report's optional details, read by moderators only. */
  report_details: 500,
  search: 100,
  page_size: 50,
  default_page_size: 10,
  suggestions: 50,
  default_suggestions: 8,
} as const;

/** The 400 answer's texts of the review forms (docs/product/community-and-reviews.md). */
export const REVIEW_TEXTS = {
  requiredFields: 'Please fill in all required fields.',
  submitted: 'Your review has been submitted successfully!',
  confidential: 'Your name will remain 100% confidential',
} as const;
