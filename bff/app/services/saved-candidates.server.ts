import { Types } from 'mongoose';
import { Candidates } from '../models/saved-candidate.server';
import { User } from '../models/user.server';
import { UserDetails } from '../models/user-details.server';
import {
  CARD_FIELDS,
  requireCandidate,
  toCandidateCard,
  usersWithResume,
  type CandidateCard,
  type CandidateProfile,
} from './candidate-search.server';
import type { AccountMember } from './recruiter-account.server';
import { applicantsAmong, hiddenAmong } from './resdex-access.server';

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 11000;
}

/** The recruiter's `candidates` row, made empty when they have none (two at once make one). */
async function ensureCandidatesRow(recruiter: Types.ObjectId): Promise<void> {
  const upsert = () =>
    Candidates.updateOne(
      { recruiter_id: recruiter },
      { $setOnInsert: { recruiter_id: recruiter, saved_candidates: [] } },
      { upsert: true },
    );
  try {
    await upsert();
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
}

/**
 * PUT /api/saved-candidates/{userId}: saves the seeker for the recruiter. Saving twice is
 * harmless: the push only happens when the id is not in the list yet (one conditional update).
 * Not a seeker → 404 `Candidate not found`.
 */
export async function saveCandidate(recruiterId: string, userId: string, now = new Date()) {
  const candidate = await requireCandidate(userId);
  const recruiter = new Types.ObjectId(recruiterId);
  await ensureCandidatesRow(recruiter);
  await Candidates.updateOne(
    { recruiter_id: recruiter, 'saved_candidates.user_id': { $ne: candidate } },
    { $push: { saved_candidates: { user_id: candidate, saved_at: now } } },
  );
  return { saved: true as const };
}

/** DELETE /api/saved-candidates/{userId}: unsaves (harmless when not saved, or not a seeker). */
export async function unsaveCandidate(recruiterId: string, userId: string) {
  if (Types.ObjectId.isValid(userId) && /^[0-9a-f]{24}$/i.test(userId))
    await Candidates.updateOne(
      { recruiter_id: new Types.ObjectId(recruiterId) },
      { $pull: { saved_candidates: { user_id: new Types.ObjectId(userId) } } },
    );
  return { saved: false as const };
}

/**
 * GET /api/saved-candidates: the recruiter's saved candidates as cards (a personal list, not the
 * account's: ADR 026), most recently saved first; a saved user who no longer is a seeker is left
 * out, and so is one who turned "Visible to recruiters" off, unless they applied to one of the
 * account's jobs (ADR 022).
 */
export async function listSavedCandidates(
  recruiter: AccountMember,
): Promise<{ candidates: CandidateCard[] }> {
  const row = await Candidates.findOne({ recruiter_id: new Types.ObjectId(recruiter.id) }).lean<{
    saved_candidates?: Array<{ user_id: Types.ObjectId; saved_at: Date }>;
  }>();
  const entries = [...(row?.saved_candidates ?? [])].sort(
    (a, b) => b.saved_at.getTime() - a.saved_at.getTime(),
  );
  const userIds = entries.map((entry) => entry.user_id);
  const [accounts, profiles, withResume] = await Promise.all([
    User.find({ _id: { $in: userIds }, role: { $ne: 'Recruiter' } }, { name: 1 }).lean<
      Array<{ _id: Types.ObjectId; name: string }>
    >(),
    UserDetails.find({ user_id: { $in: userIds } }, CARD_FIELDS).lean<CandidateProfile[]>(),
    usersWithResume(userIds),
  ]);
  const hidden = await hiddenAmong(userIds);
  const applicants = await applicantsAmong(
    recruiter,
    userIds.filter((userId) => hidden.has(String(userId))),
  );
  const shown = (id: string) => !hidden.has(id) || applicants.has(id);
  const names = new Map(accounts.map((account) => [String(account._id), account.name]));
  const byUser = new Map(profiles.map((profile) => [String(profile.user_id), profile]));
  const candidates = entries
    .filter((entry) => names.has(String(entry.user_id)) && shown(String(entry.user_id)))
    .map((entry) => {
      const id = String(entry.user_id);
      const profile = byUser.get(id) ?? { user_id: entry.user_id };
      return toCandidateCard({ ...profile, account_name: names.get(id) }, true, withResume.has(id));
    });
  return { candidates };
}
