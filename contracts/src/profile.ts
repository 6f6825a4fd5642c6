import { z } from 'zod';
import { PINCODE, storedPhoneSchema } from './common';
import { GENDERS, AVAILABILITIES, NOTICE_PERIODS, PROFICIENCIES } from './vocabularies/profile';

export * from './vocabularies/profile';

/* The seeker's profile (docs/product/seeker-profile-and-resume.md): the vocabularies of its fields. */

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
  notice_period: z.enum(NOTICE_PERIODS).optional(),
  expected_salary: z.number().min(0).optional(),
  skills: z.array(z.string().min(1)),
  visible_to_recruiters: z.boolean().optional(),
  languages: z.array(
    z.looseObject({ language: z.string().min(1), proficiency: z.enum(PROFICIENCIES) }),
  ),
});
