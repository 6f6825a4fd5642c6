import type { Types } from 'mongoose';
import type { SeedDocument, SeedUser } from './generate.server';

const MINUTE_MS = 60 * 1000;
/** How many seekers the demo recruiter has saved. */
export const DEMO_SAVED_CANDIDATES = 4;

export interface RecruiterResdex {
  /** The demo recruiter's `candidates` row (docs/product/data-model.md#candidates). */
  candidates: SeedDocument[];
  /** One saved search of the demo recruiter (ADR 012). */
  savedCandidateSearches: SeedDocument[];
}

/**
 * The demo recruiter's Resdex data: the first seekers saved, a few hours apart (the demo seeker
 * first, saved longest ago), and one saved search that finds seeded profiles. No faker: the rest
 * of the data set stays as it was.
 */
export function generateRecruiterResdex(
  { demoRecruiterId, seekers }: { demoRecruiterId: Types.ObjectId; seekers: SeedUser[] },
  referenceDate: Date,
  seedId: (kind: string, key: string | number) => Types.ObjectId,
): RecruiterResdex {
  const now = referenceDate.getTime();
  const saved = seekers.slice(0, DEMO_SAVED_CANDIDATES);
  return {
    candidates: [
      {
        _id: seedId('candidates', String(demoRecruiterId)),
        recruiter_id: demoRecruiterId,
        saved_candidates: saved.map((seeker, i) => ({
          user_id: seeker._id,
          saved_at: new Date(now - (saved.length - i) * 180 * MINUTE_MS),
        })),
      },
    ],
    savedCandidateSearches: [
      {
        _id: seedId('saved_candidate_search', String(demoRecruiterId)),
        recruiter_id: demoRecruiterId,
        title: 'React developers in Bengaluru',
        criteria: { skills: ['React'], location: 'Bengaluru', activePeriod: 6 },
        saved_at: new Date(now - 2 * 24 * 60 * MINUTE_MS),
      },
    ],
  };
}
