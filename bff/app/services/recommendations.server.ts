import {
  RECOMMENDATION_WEIGHTS,
  type RecommendationReasons,
  type PreferredJobType,
} from '@rozgar/contracts';
import { Types } from 'mongoose';
import { Application } from '../models/application.server';
import { Job } from '../models/job.server';
import { UserDetails } from '../models/user-details.server';
import { withCompanyRatings } from './company-ratings.server';
import { openJobsFilter } from './job-search.server';
import { skillMatch } from './jobs.server';
import { withResponsiveness } from './responsiveness.server';
import { plainWords } from './similar-jobs.server';

/*
 * "Recommended for you" (docs/product/notifications-and-alerts.md "Recommendations"): the open
 * jobs a seeker has not applied to, ranked by an explainable score out of 100 —
 *
 *   skills      60 × ½ (matched / the seeker's skills + matched / the job's skills)
 *   location    20 when the job is in one of the seeker's preferred locations
 *   experience  15 when the seeker's years are within the job's range
 *   job type     5 when the job is of the seeker's preferred type
 *
 * ties newest first. The candidates come from the indexes, never from reading every open job:
 * the jobs listing one of the seeker's skills (the skills index, in the usual spellings) or
 * naming them (the text index: "typescript" finds "TypeScript"), the jobs in a preferred
 * location (the location index), and the newest open jobs (for experience and job type alone,
 * and to fill the list). A seeker with none of these on the profile gets the newest open jobs,
 * without reasons, and the page asks for skills.
 */

/** The most jobs read from each index for one seeker (the newest, or the best text matches). */
const CANDIDATES_PER_SOURCE = 200;
/** The newest open jobs always scored beside the indexed ones. */
const NEWEST_CANDIDATES = 100;

/** What of a seeker's profile a recommendation looks at. */
export interface SeekerPreferences {
  /** The seeker's skills, trimmed, each once (case-insensitively), as typed. */
  skills: string[];
  /** The preferred locations (the profile's comma-separated text), as typed. */
  locations: string[];
  /** Years of experience. */
  experience?: number;
  jobType?: PreferredJobType;
}

interface StoredPreferences {
  skills?: string[] | null;
  pref_location?: string | null;
  experience?: number | null;
  job_type?: string | null;
}

/** Values trimmed, empty ones dropped, each once ignoring case (the first spelling kept). */
function distinctIgnoringCase(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values
    .map((value) => value.trim())
    .filter((value) => {
      const key = value.toLowerCase();
      if (value.length === 0 || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

export function preferencesOf(details: StoredPreferences | null): SeekerPreferences {
  const jobType = details?.job_type?.trim();
  return {
    skills: distinctIgnoringCase(details?.skills ?? []),
    locations: distinctIgnoringCase((details?.pref_location ?? '').split(',')),
    ...(typeof details?.experience === 'number' && details.experience >= 0
      ? { experience: details.experience }
      : {}),
    ...(jobType ? { jobType: jobType as PreferredJobType } : {}),
  };
}

const hasPreferences = (preferences: SeekerPreferences) =>
  preferences.skills.length > 0 ||
  preferences.locations.length > 0 ||
  preferences.experience !== undefined ||
  preferences.jobType !== undefined;

/**
 * The spellings an exact index lookup tries for a value a person typed: as typed, lower case,
 * upper case ("sql" → "SQL") and each word capitalised ("machine learning" → "Machine Learning").
 * The text index catches the rest ("typescript" → "TypeScript").
 */
export function spellingsOf(values: readonly string[]): string[] {
  const titleCase = (value: string) =>
    value.toLowerCase().replace(/(^|[\s/-])(\p{L})/gu, (_, gap: string, letter: string) => {
      return gap + letter.toUpperCase();
    });
  return [
    ...new Set(
      values.flatMap((value) => [
        value,
        value.toLowerCase(),
        value.toUpperCase(),
        titleCase(value),
      ]),
    ),
  ];
}

/** The fields a candidate is scored on (and its title, for variety). */
interface Candidate {
  _id: Types.ObjectId;
  job_title?: string | null;
  skills?: string[] | null;
  location?: string | null;
  min_experience?: number | null;
  max_experience?: number | null;
  job_type?: string | null;
  employment_category?: string | null;
  created_at: Date;
}

const SCORED_FIELDS = {
  job_title: 1,
  skills: 1,
  location: 1,
  min_experience: 1,
  max_experience: 1,
  job_type: 1,
  employment_category: 1,
  created_at: 1,
} as const;

/** Whether the job is of the preferred type ("Contract" is a contractual employment). */
function isOfType(job: Candidate, jobType: PreferredJobType): boolean {
  if (jobType === 'Contract') return /contractual/i.test(job.employment_category ?? '');
  return job.job_type === jobType;
}

/** A job's score and its reasons for this seeker (see the module's comment). */
export function scoreJob(
  job: Candidate,
  preferences: SeekerPreferences,
  seekerSkills: ReadonlySet<string>,
): { score: number; reasons: RecommendationReasons } {
  const reasons: RecommendationReasons = {};
  let score = 0;
  const jobSkills = job.skills ?? [];
  if (seekerSkills.size > 0 && jobSkills.length > 0) {
    // each of the seeker's skills counts once, however often the job lists it
    const mine = new Set(
      jobSkills
        .map((skill) => skill.trim().toLowerCase())
        .filter((skill) => seekerSkills.has(skill)),
    ).size;
    if (mine > 0) {
      const jobDistinct = new Set(jobSkills.map((skill) => skill.trim().toLowerCase())).size;
      // how much of the seeker's skills the job uses, and how much of the job's the seeker has
      score +=
        (RECOMMENDATION_WEIGHTS.skills * (mine / seekerSkills.size + mine / jobDistinct)) / 2;
      reasons.skills = { matched: mine, total: seekerSkills.size };
    }
  }
  const location = job.location?.trim();
  if (
    location &&
    preferences.locations.some((preferred) => preferred.toLowerCase() === location.toLowerCase())
  ) {
    score += RECOMMENDATION_WEIGHTS.location;
    reasons.location = location;
  }
  const { experience } = preferences;
  const low = job.min_experience ?? undefined;
  const high = job.max_experience ?? undefined;
  if (
    experience !== undefined &&
    (low !== undefined || high !== undefined) &&
    experience >= (low ?? 0) &&
    experience <= (high ?? Number.POSITIVE_INFINITY)
  ) {
    score += RECOMMENDATION_WEIGHTS.experience;
    reasons.experience = {
      ...(low !== undefined ? { min: low } : {}),
      ...(high !== undefined ? { max: high } : {}),
    };
  }
  if (preferences.jobType && isOfType(job, preferences.jobType)) {
    score += RECOMMENDATION_WEIGHTS.jobType;
    reasons.job_type = preferences.jobType;
  }
  return { score, reasons };
}

/** The open jobs worth scoring for this seeker, each once. */
async function candidatesFor(preferences: SeekerPreferences, now: Date): Promise<Candidate[]> {
  const open = openJobsFilter(now);
  const newest = { created_at: -1, _id: -1 } as const;
  const sources: Array<Promise<Candidate[]>> = [
    Job.find(open, SCORED_FIELDS).sort(newest).limit(NEWEST_CANDIDATES).lean<Candidate[]>(),
  ];
  if (preferences.skills.length > 0) {
    sources.push(
      Job.find({ ...open, skills: { $in: spellingsOf(preferences.skills) } }, SCORED_FIELDS)
        .sort(newest)
        .limit(CANDIDATES_PER_SOURCE)
        .lean<Candidate[]>(),
      Job.find(
        { ...open, $text: { $search: plainWords(preferences.skills.join(' ')) } },
        { ...SCORED_FIELDS, score: { $meta: 'textScore' } },
      )
        .sort({ score: { $meta: 'textScore' }, created_at: -1 })
        .limit(CANDIDATES_PER_SOURCE)
        .lean<Candidate[]>(),
    );
  }
  if (preferences.locations.length > 0)
    sources.push(
      Job.find({ ...open, location: { $in: spellingsOf(preferences.locations) } }, SCORED_FIELDS)
        .sort(newest)
        .limit(CANDIDATES_PER_SOURCE)
        .lean<Candidate[]>(),
    );
  const byId = new Map<string, Candidate>();
  for (const list of await Promise.all(sources))
    for (const job of list) byId.set(String(job._id), job);
  return [...byId.values()];
}

/** At most this many jobs of one title among the first recommendations. */
export const MAX_SAME_TITLE = 2;

/**
 * The first `limit` of the ranked jobs, at most MAX_SAME_TITLE of one title (case and spacing
 * aside) while other jobs are left: five postings of "Frontend Developer (React)" by five
 * companies tell a seeker less than two of them and three other kinds of job. The order stays the
 * ranking's; jobs held back come after all the others, when the list has room.
 */
function withVariety<Ranked extends { job: Candidate }>(ranked: Ranked[], limit: number): Ranked[] {
  const chosen: Ranked[] = [];
  const heldBack: Ranked[] = [];
  const perTitle = new Map<string, number>();
  for (const entry of ranked) {
    if (chosen.length === limit) break;
    const title = String(entry.job.job_title ?? '')
      .trim()
      .toLowerCase()
      .replace(/\s+/g, ' ');
    const seen = perTitle.get(title) ?? 0;
    if (seen >= MAX_SAME_TITLE) {
      heldBack.push(entry);
      continue;
    }
    perTitle.set(title, seen + 1);
    chosen.push(entry);
  }
  if (chosen.length < limit) chosen.push(...heldBack.slice(0, limit - chosen.length));
  return chosen;
}

const newestFirst = (a: Candidate, b: Candidate) =>
  b.created_at.getTime() - a.created_at.getTime() || String(b._id).localeCompare(String(a._id));

/**
 * `GET /api/jobs/recommended`: the seeker's best `limit` open jobs, best first, each with its
 * reasons and (for a seeker with skills) its `skill_match`; jobs the seeker applied to are left
 * out. `personalised` is false for a profile with nothing to rank by.
 */
export async function recommendedJobs(seekerId: string, limit: number, now = new Date()) {
  const userId = new Types.ObjectId(seekerId);
  const [details, applied] = await Promise.all([
    UserDetails.findOne(
      { user_id: userId },
      { skills: 1, pref_location: 1, experience: 1, job_type: 1 },
    ).lean<StoredPreferences>(),
    Application.find({ user_id: userId }, { job_id: 1 }).lean<Array<{ job_id: Types.ObjectId }>>(),
  ]);
  const preferences = preferencesOf(details);
  const personalised = hasPreferences(preferences);
  const appliedIds = new Set(applied.map((application) => String(application.job_id)));
  const seekerSkills = new Set(preferences.skills.map((skill) => skill.toLowerCase()));
  const ranked = withVariety(
    (await candidatesFor(preferences, now))
      .filter((job) => !appliedIds.has(String(job._id)))
      .map((job) => ({ job, ...scoreJob(job, preferences, seekerSkills) }))
      .sort((a, b) => b.score - a.score || newestFirst(a.job, b.job)),
    limit,
  );
  const documents = await Job.find({ _id: { $in: ranked.map(({ job }) => job._id) } });
  const byId = new Map(documents.map((document) => [String(document._id), document]));
  const jobs = ranked.flatMap(({ job, reasons }) => {
    const document = byId.get(String(job._id));
    if (!document) return [];
    const json: Record<string, unknown> & { skills?: string[] } = document.toJSON();
    return [
      {
        ...json,
        ...(seekerSkills.size > 0
          ? { skill_match: skillMatch(json.skills ?? [], seekerSkills) }
          : {}),
        reasons: personalised ? reasons : {},
      },
    ];
  });
  return {
    jobs: await withResponsiveness(await withCompanyRatings(jobs), now),
    personalised,
  };
}
