/* Identity's vocabularies: zod-free, for the frontends' bundles. */

export const ROLES = ['Job Seeker', 'Recruiter'] as const;
export type Role = (typeof ROLES)[number];
