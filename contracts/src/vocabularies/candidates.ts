/* Resume search's vocabularies: zod-free, for the frontends' bundles. */

/**
 * ADR 012's job types (docs/product/resume-search-resdex.md#the-search-form) without "Any", which
 * is the empty list.
 */
export const CANDIDATE_JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Freelance'] as const;
/** ADR 012's active periods, in months. */
export const ACTIVE_PERIODS = [1, 3, 6, 12] as const;
export const DEFAULT_ACTIVE_PERIOD = 6;
export const MAX_SEARCH_SKILLS = 20;
export const MAX_CRITERION_LENGTH = 200;
