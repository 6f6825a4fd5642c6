import { SIMILAR_JOBS_MAX } from '@rozgar/contracts';
import mongoose, { Types } from 'mongoose';
import { Job } from '../models/job.server';
import { withCompanyRatings } from './company-ratings.server';
import { openJobsFilter } from './job-search.server';
import { skillMatch } from './jobs.server';
import { withResponsiveness } from './responsiveness.server';

/*
 * "Similar jobs" on a job's page (docs/product/notifications-and-alerts.md "Recommendations"): up
 * to 6 other open jobs, most alike first, scored out of 100 —
 *
 *   skills    50 × the share of this job's skills the other lists
 *   role      25 when both have the same role
 *   title     15 × how well the other's words match this title (text score / the best one's),
 *             counted from half the best score up
 *   location  10 when both are in the same place
 *
 * ties newest first. A job is similar only through its skills, role or title: a job in the same
 * city and nothing else in common is not. The candidates come from the skills index (jobs
 * listing one of its skills) and the text index (jobs whose words match its title).
 */

const CANDIDATES_PER_SOURCE = 300;

interface Candidate {
  _id: Types.ObjectId;
  skills?: string[] | null;
  role?: string | null;
  location?: string | null;
  created_at: Date;
  score?: number;
}

const FIELDS = { skills: 1, role: 1, location: 1, created_at: 1 } as const;

const key = (value: string | null | undefined) => value?.trim().toLowerCase() ?? '';

/**
 * Text as plain words for `$text`: a quote would make a phrase every job must hold and a leading
 * hyphen a word no job may hold, so both become spaces ("Sales - \"Key\" Accounts" → its words).
 */
export function plainWords(text: string): string {
  return text.replace(/["-]/g, ' ');
}

/** The open jobs most like the job, or null when there is no such job. */
export async function similarJobs(
  jobId: string,
  seekerSkills: Set<string> | null = null,
  now = new Date(),
) {
  if (!mongoose.isValidObjectId(jobId)) return null;
  const job = await Job.findById(jobId, { job_title: 1, ...FIELDS }).lean<
    Candidate & { job_title: string }
  >();
  if (!job) return null;
  const others = { ...openJobsFilter(now), _id: { $ne: job._id } };
  const skills = [...new Set((job.skills ?? []).map(key).filter((skill) => skill.length > 0))];
  const [bySkills, byTitle] = await Promise.all([
    (job.skills ?? []).length > 0
      ? Job.find({ ...others, skills: { $in: [...(job.skills ?? [])] } }, FIELDS)
          .sort({ created_at: -1, _id: -1 })
          .limit(CANDIDATES_PER_SOURCE)
          .lean<Candidate[]>()
      : Promise.resolve([]),
    Job.find(
      { ...others, $text: { $search: plainWords(job.job_title) } },
      { ...FIELDS, score: { $meta: 'textScore' } },
    )
      .sort({ score: { $meta: 'textScore' }, created_at: -1 })
      .limit(CANDIDATES_PER_SOURCE)
      .lean<Candidate[]>(),
  ]);
  const bestTitle = byTitle[0]?.score ?? 0;
  const titleScore = new Map(byTitle.map((other) => [String(other._id), other.score ?? 0]));
  const candidates = new Map<string, Candidate>();
  for (const other of [...bySkills, ...byTitle]) candidates.set(String(other._id), other);
  const role = key(job.role);
  const location = key(job.location);
  const ranked = [...candidates.values()]
    .map((other) => {
      const theirs = new Set((other.skills ?? []).map(key));
      const shared = skills.filter((skill) => theirs.has(skill)).length;
      const sameRole = role.length > 0 && key(other.role) === role;
      const text = titleScore.get(String(other._id)) ?? 0;
      const titleShare = bestTitle > 0 && text >= bestTitle / 2 ? text / bestTitle : 0;
      const alike = shared > 0 || sameRole || titleShare > 0;
      const score =
        (skills.length > 0 ? (50 * shared) / skills.length : 0) +
        (sameRole ? 25 : 0) +
        15 * titleShare +
        (location.length > 0 && key(other.location) === location ? 10 : 0);
      return { other, score, alike };
    })
    .filter(({ alike }) => alike)
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.other.created_at.getTime() - a.other.created_at.getTime() ||
        String(b.other._id).localeCompare(String(a.other._id)),
    )
    .slice(0, SIMILAR_JOBS_MAX);
  const documents = await Job.find({ _id: { $in: ranked.map(({ other }) => other._id) } });
  const byId = new Map(documents.map((document) => [String(document._id), document]));
  const jobs = ranked.flatMap(({ other }) => {
    const document = byId.get(String(other._id));
    if (!document) return [];
    const json: Record<string, unknown> & { skills?: string[] } = document.toJSON();
    return [
      seekerSkills ? { ...json, skill_match: skillMatch(json.skills ?? [], seekerSkills) } : json,
    ];
  });
  return { jobs: await withResponsiveness(await withCompanyRatings(jobs), now) };
}
