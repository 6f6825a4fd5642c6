import { z } from 'zod';
import { PINCODE, storedPhoneSchema } from './common';

/* The seeker's profile (docs/product/seeker-profile-and-resume.md): the vocabularies of its fields. */

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

export const AVAILABILITIES = ['Immediate', '1 Month', '2 Months', '3 Months'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export const PROFICIENCIES = ['Beginner', 'Intermediate', 'Advanced', 'Native'] as const;
export type Proficiency = (typeof PROFICIENCIES)[number];

const id = z.string().regex(/^[0-9a-f]{24}$/i);

/** A seeker's profile as stored: every vocabulary field a member of its vocabulary. */
export const storedProfileSchema = z.looseObject({
  id,
  user_id: id,
  full_name: z.string().min(1),
  phone: storedPhoneSchema.optional(),
  gender: z.enum(GENDERS).optional(),
  pin_code: z.string().regex(PINCODE).optional(),
  availability: z.enum(AVAILABILITIES).optional(),
  skills: z.array(z.string().min(1)),
  languages: z.array(
    z.looseObject({ language: z.string().min(1), proficiency: z.enum(PROFICIENCIES) }),
  ),
});
