/* The profile's vocabularies: zod-free, for the frontends' bundles. */

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

export const AVAILABILITIES = ['Immediate', '1 Month', '2 Months', '3 Months'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export const PROFICIENCIES = ['Beginner', 'Intermediate', 'Advanced', 'Native'] as const;
export type Proficiency = (typeof PROFICIENCIES)[number];
