/* The twelve fields completeness counts are the contracts' COMPLETENESS_FIELDS
 * (docs/product/seeker-profile-and-resume.md#profile-completeness); the BFF alone counts them. */
import { COMPLETENESS_FIELDS, type CompletenessField } from '@rozgar/contracts';
import { Types } from 'mongoose';
import { ProfileCompleteness } from '../models/profile-completeness.server';
import type { UserDetailsFields } from '../models/user-details.server';

export interface Completeness {
  filled: number;
  total: typeof COMPLETENESS_FIELDS.length;
  percent: number;
  /** The fields still empty, in COMPLETENESS_FIELDS order. */
  missing: CompletenessField[];
}

/** The profile fields the count reads. */
export type CompletenessInput = Partial<
  Pick<
    UserDetailsFields,
    | 'full_name'
    | 'phone'
    | 'dob'
    | 'address'
    | 'education'
    | 'institution'
    | 'skills'
    | 'curr_role'
    | 'pref_location'
    | 'profile_summary'
    | 'employment'
    | 'internships'
    | 'profile_picture'
  >
>;

const hasText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const hasItems = (value: unknown) => Array.isArray(value) && value.length > 0;

const IS_FILLED: Record<
  CompletenessField,
  (profile: CompletenessInput, hasResume: boolean) => boolean
> = {
  full_name: (p) => hasText(p.full_name),
  phone: (p) => hasText(p.phone),
  dob: (p) => p.dob instanceof Date && !Number.isNaN(p.dob.getTime()),
  address: (p) => hasText(p.address),
  education: (p) => hasText(p.education) && hasText(p.institution),
  skills: (p) => hasItems(p.skills) && p.skills!.some(hasText),
  curr_role: (p) => hasText(p.curr_role),
  pref_location: (p) => hasText(p.pref_location),
  profile_summary: (p) => hasText(p.profile_summary),
  employment: (p) => hasItems(p.employment) || hasItems(p.internships),
  resume: (_p, hasResume) => hasResume,
  profile_picture: (p) => hasText(p.profile_picture),
};

/** How complete a profile is: `{ filled, total: 12, percent, missing }`. */
export function completenessOf(profile: CompletenessInput, hasResume: boolean): Completeness {
  const missing = COMPLETENESS_FIELDS.filter((field) => !IS_FILLED[field](profile, hasResume));
  const total = COMPLETENESS_FIELDS.length;
  const filled = total - missing.length;
  return { filled, total, percent: Math.round((filled / total) * 100), missing };
}

/**
 * Adds a point to the user's completeness history when a write changed the percent (`before`
 * null: the profile was just created, so its first figure is recorded).
 */
export async function recordCompletenessChange(
  userId: string,
  before: number | null,
  after: number,
  at = new Date(),
): Promise<void> {
  if (before === after) return;
  await ProfileCompleteness.create({ user_id: new Types.ObjectId(userId), at, percent: after });
}

/** The most recent points of the user's completeness history (at most `limit`), oldest first. */
export async function completenessHistory(
  userId: string,
  limit = 100,
): Promise<Array<{ at: string; percent: number }>> {
  const points = await ProfileCompleteness.find({ user_id: new Types.ObjectId(userId) })
    .sort({ at: -1, _id: -1 })
    .limit(limit)
    .lean();
  return points.reverse().map((point) => ({ at: point.at.toISOString(), percent: point.percent }));
}
