import type { Types } from 'mongoose';
import type { SeedDocument, SeedUser } from './generate.server';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
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

/** The demo recruiter's seeded Resdex folders: a name and its candidates (seeker index, note). */
const FOLDERS: Array<{ name: string; candidates: Array<[number, string | null]> }> = [
  {
    name: 'Frontend shortlist',
    candidates: [
      [0, 'Strong React portfolio; call this week.'],
      [4, null],
      [5, 'Asked about hybrid work — fits the Bengaluru team.'],
    ],
  },
  {
    name: 'Call back in January',
    candidates: [
      [6, 'Notice period ends in December.'],
      [7, null],
    ],
  },
];

export interface SeedResdexFolders {
  resdexFolders: SeedDocument[];
  resdexFolderCandidates: SeedDocument[];
}

/**
 * The demo recruiter's Resdex folders (docs/product/recruiter-tools-and-workspace.md#resdex-folders):
 * two folders of seeded seekers, some with notes, added a day apart, so /resdex-folders and the
 * dashboard's panel show real lists. No faker: derived from the seeded users alone.
 */
export function generateResdexFolders(
  { demoRecruiterId, seekers }: { demoRecruiterId: Types.ObjectId; seekers: SeedUser[] },
  referenceDate: Date,
  seedId: (kind: string, key: string | number) => Types.ObjectId,
): SeedResdexFolders {
  const now = referenceDate.getTime();
  const resdexFolders: SeedDocument[] = [];
  const resdexFolderCandidates: SeedDocument[] = [];
  FOLDERS.forEach(({ name, candidates }, f) => {
    const folderId = seedId('resdex_folder', `${String(demoRecruiterId)}:${name}`);
    const created = now - (10 - f * 3) * DAY_MS;
    const chosen = candidates.filter(([index]) => seekers[index] !== undefined);
    chosen.forEach(([index, note], n) => {
      const seeker = seekers[index]!;
      resdexFolderCandidates.push({
        _id: seedId('resdex_folder_candidate', `${String(folderId)}:${String(seeker._id)}`),
        folder_id: folderId,
        account_id: demoRecruiterId,
        user_id: seeker._id,
        note,
        added_by: demoRecruiterId,
        added_at: new Date(created + (n + 1) * DAY_MS),
      });
    });
    resdexFolders.push({
      _id: folderId,
      account_id: demoRecruiterId,
      name,
      name_key: name.toLowerCase(),
      created_by: demoRecruiterId,
      created_at: new Date(created),
      updated_at: new Date(created + chosen.length * DAY_MS),
    });
  });
  return { resdexFolders, resdexFolderCandidates };
}
