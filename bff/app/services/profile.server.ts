import {
  academicAchievementSchema,
  employmentSchema,
  internshipSchema,
  languageSchema,
  profileSchema,
  projectSchema,
} from '@rozgar/contracts/payloads/profile';
import { Types } from 'mongoose';
import { jsonError } from '../lib/http.server';
import type { SessionUser } from '../lib/load-context.server';
import { Resume } from '../models/resume.server';
import { UserDetails, type UserDetailsDocument } from '../models/user-details.server';
import {
  completenessOf,
  recordCompletenessChange,
  type Completeness,
} from './profile-completeness.server';
import {
  SECTION_FIELDS,
  type ProfilePatch,
  type SectionItem,
  type SectionName,
} from './profile-schemas.server';

/**
 * The profile's fields and each list item's fields are the contracts' payload (ADR 009 `Profile`),
 * in its order; the row's other fields stay inside.
 */
const PROFILE_FIELDS = Object.keys(profileSchema.shape);

/** The fields of each list's items; a field missing in an old row is sent as "". */
const ITEM_FIELDS: Record<(typeof SECTION_FIELDS)[SectionName], readonly string[]> = {
  languages: Object.keys(languageSchema.shape),
  internships: Object.keys(internshipSchema.shape),
  projects: Object.keys(projectSchema.shape),
  employment: Object.keys(employmentSchema.shape),
  academic_achievements: Object.keys(academicAchievementSchema.shape),
};

/** At most this many items in one section. */
export const MAX_SECTION_ITEMS = 30;

export type ProfileJson = Record<string, unknown>;

/** A profile row as the API sends it (ADR 009 `Profile`): `dob` as YYYY-MM-DD, items with `id`. */
export function toProfileJson(profile: UserDetailsDocument): ProfileJson {
  const json = profile.toJSON() as Record<string, unknown>;
  const out: ProfileJson = {};
  for (const field of PROFILE_FIELDS) {
    const value = json[field];
    if (value === undefined || value === null) continue;
    out[field] = value;
  }
  if (profile.dob) out.dob = profile.dob.toISOString().slice(0, 10);
  for (const [list, fields] of Object.entries(ITEM_FIELDS)) {
    const items = (json[list] as Array<Record<string, unknown>> | undefined) ?? [];
    out[list] = items.map((item) =>
      Object.fromEntries(fields.map((field) => [field, item[field] ?? ''])),
    );
  }
  return out;
}

async function hasResume(userId: string): Promise<boolean> {
  return (await Resume.exists({ user_id: new Types.ObjectId(userId) })) !== null;
}

/**
 * The user's profile row; a seeker without one gets one made from their account (name, e-mail),
 * and its first completeness figure is recorded.
 */
export async function ensureProfile(user: SessionUser): Promise<UserDetailsDocument> {
  const userId = new Types.ObjectId(user.id);
  const existing = await UserDetails.findOne({ user_id: userId });
  if (existing) return existing;
  let result;
  try {
    result = await UserDetails.findOneAndUpdate(
      { user_id: userId },
      {
        $setOnInsert: {
          user_id: userId,
          full_name: user.name?.trim() || user.email.split('@')[0],
          email: user.email,
        },
      },
      {
        upsert: true,
        returnDocument: 'after',
        includeResultMetadata: true,
        setDefaultsOnInsert: true,
      },
    );
  } catch (error) {
    // Two first requests at once: the other one made the row.
    if ((error as { code?: unknown }).code !== 11000) throw error;
    const made = await UserDetails.findOne({ user_id: userId });
    if (!made) throw error;
    return made;
  }
  const profile = result.value!;
  if (!result.lastErrorObject?.updatedExisting) {
    const { percent } = completenessOf(profile, await hasResume(user.id));
    await recordCompletenessChange(user.id, null, percent);
  }
  return profile;
}

/** What a profile write answers: the profile and its completeness. */
export interface ProfileView {
  profile: ProfileJson;
  completeness: Completeness;
}

/** GET /api/profile: the profile, its completeness and the resume (or null). */
export async function getProfile(user: SessionUser) {
  const profile = await ensureProfile(user);
  const resume = await Resume.findOne({ user_id: new Types.ObjectId(user.id) });
  return {
    profile: toProfileJson(profile),
    completeness: completenessOf(profile, resume !== null),
    resume: resume ? resume.toJSON() : null,
  };
}

/**
 * Applies a profile change (`change` writes the row and returns it as it is now) and records the
 * completeness when the change moved it.
 */
export async function changeProfile(
  user: SessionUser,
  change: (profile: UserDetailsDocument) => Promise<UserDetailsDocument | null>,
): Promise<ProfileView> {
  const before = await ensureProfile(user);
  const resume = await hasResume(user.id);
  const beforePercent = completenessOf(before, resume).percent;
  const after = await change(before);
  if (!after) throw jsonError(404, 'Profile not found');
  const completeness = completenessOf(after, resume);
  await recordCompletenessChange(user.id, beforePercent, completeness.percent);
  return { profile: toProfileJson(after), completeness };
}

/** PATCH /api/profile: sets the given fields, clears those sent as null. */
export async function updateProfile(user: SessionUser, patch: ProfilePatch) {
  const $set: Record<string, unknown> = {};
  const $unset: Record<string, 1> = {};
  for (const [field, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (value === null) $unset[field] = 1;
    else if (field === 'dob') $set.dob = new Date(`${value as string}T00:00:00.000Z`);
    else $set[field] = value;
  }
  const view = await changeProfile(user, (profile) =>
    UserDetails.findOneAndUpdate(
      { _id: profile._id },
      {
        ...(Object.keys($set).length ? { $set } : {}),
        ...(Object.keys($unset).length ? { $unset } : {}),
      },
      { returnDocument: 'after', runValidators: true },
    ),
  );
  return { ...view, resume: await resumeJson(user.id) };
}

async function resumeJson(userId: string) {
  const resume = await Resume.findOne({ user_id: new Types.ObjectId(userId) });
  return resume ? resume.toJSON() : null;
}

const SECTION_LABELS: Record<SectionName, string> = {
  languages: 'languages',
  internships: 'internships',
  projects: 'projects',
  employment: 'employment entries',
  'academic-achievements': 'academic achievements',
};

/** POST /api/profile/sections/{section}: adds an item (the server gives it an id). */
export async function addSectionItem<Section extends SectionName>(
  user: SessionUser,
  section: Section,
  item: SectionItem<Section>,
): Promise<ProfileView> {
  const field = SECTION_FIELDS[section];
  return changeProfile(user, async (profile) => {
    const items = profile[field] as unknown as Array<Record<string, unknown>>;
    if (items.length >= MAX_SECTION_ITEMS)
      throw jsonError(409, `You can add at most ${MAX_SECTION_ITEMS} ${SECTION_LABELS[section]}`);
    if (section === 'languages') {
      const language = (item as SectionItem<'languages'>).language.toLowerCase();
      if (items.some((existing) => String(existing.language).toLowerCase() === language))
        throw jsonError(
          409,
          `${(item as SectionItem<'languages'>).language} is already in your languages`,
        );
    }
    return UserDetails.findOneAndUpdate(
      { _id: profile._id },
      { $push: { [field]: { ...item, _id: new Types.ObjectId() } } },
      { returnDocument: 'after', runValidators: true },
    );
  });
}

const ITEM_NOT_FOUND = 'Item not found';

function itemObjectId(itemId: string): Types.ObjectId {
  if (!Types.ObjectId.isValid(itemId) || !/^[0-9a-f]{24}$/i.test(itemId))
    throw jsonError(404, ITEM_NOT_FOUND);
  return new Types.ObjectId(itemId);
}

/** PUT /api/profile/sections/{section}/{itemId}: replaces the item, keeping its id. */
export async function updateSectionItem<Section extends SectionName>(
  user: SessionUser,
  section: Section,
  itemId: string,
  item: SectionItem<Section>,
): Promise<ProfileView> {
  const field = SECTION_FIELDS[section];
  const id = itemObjectId(itemId);
  return changeProfile(user, async (profile) => {
    const items = profile[field] as unknown as Array<{ _id: Types.ObjectId; language?: string }>;
    if (!items.some((existing) => existing._id.equals(id))) throw jsonError(404, ITEM_NOT_FOUND);
    if (section === 'languages') {
      const language = (item as SectionItem<'languages'>).language.toLowerCase();
      if (
        items.some(
          (existing) => !existing._id.equals(id) && existing.language?.toLowerCase() === language,
        )
      )
        throw jsonError(
          409,
          `${(item as SectionItem<'languages'>).language} is already in your languages`,
        );
    }
    const { id: _sameId, ...fields } = item as SectionItem<Section> & { id?: string };
    const updated = await UserDetails.findOneAndUpdate(
      { _id: profile._id, [`${field}._id`]: id },
      { $set: { [`${field}.$`]: { ...fields, _id: id } } },
      { returnDocument: 'after', runValidators: true },
    );
    if (!updated) throw jsonError(404, ITEM_NOT_FOUND);
    return updated;
  });
}

/** DELETE /api/profile/sections/{section}/{itemId}. */
export async function deleteSectionItem(
  user: SessionUser,
  section: SectionName,
  itemId: string,
): Promise<ProfileView> {
  const field = SECTION_FIELDS[section];
  const id = itemObjectId(itemId);
  return changeProfile(user, async (profile) => {
    const updated = await UserDetails.findOneAndUpdate(
      { _id: profile._id, [`${field}._id`]: id },
      { $pull: { [field]: { _id: id } } },
      { returnDocument: 'after' },
    );
    if (!updated) throw jsonError(404, ITEM_NOT_FOUND);
    return updated;
  });
}
