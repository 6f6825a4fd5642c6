import type { JobSearchQuery } from '@rozgar/contracts';
import type { PipelineStage, QueryFilter } from 'mongoose';
import { Job, type JobFields } from '../models/job.server';
import { jobJson } from '../models/job-json.server';
import type { QueryMatch } from './job-search.server';

/**
 * The order of one page of a job search (docs/decisions/023-text-search.md#orders):
 * - `relevance` (the default with `q`): with words the text index answers, the text score —
 *   for a logged-in seeker with skills mixed with the skill match into one key, text score ×
 *   (1 + the share of the job's skills that are theirs) — then newest; without a text score (no
 *   words, or words matched as "contains"), a seeker's skill match (how many of the job's skills
 *   are theirs), then newest; for anyone else simply newest;
 * - `newest` (the default without `q`): newest first;
 * - `salary`: highest first by the range's high end (the low end when the range is open upwards,
 *   "20+ lakhs"), then the low end, then newest; jobs without a salary last.
 * Every order ends with `created_at` and `_id`, so pages never overlap.
 */
export type JobOrder = 'text-score' | 'text-and-skills' | 'skill-match' | 'newest' | 'salary';

export function jobOrderOf(
  query: Pick<JobSearchQuery, 'q' | 'sort'>,
  match: QueryMatch,
  seekerSkills: Set<string> | null,
): JobOrder {
  const sort = query.sort ?? (query.q ? 'relevance' : 'newest');
  if (sort === 'newest') return 'newest';
  if (sort === 'salary') return 'salary';
  if (query.q && match === 'text') return seekerSkills ? 'text-and-skills' : 'text-score';
  return seekerSkills ? 'skill-match' : 'newest';
}

const NEWEST = { created_at: -1, _id: -1 } as const;

/** The computed sort keys of the pipelines, left out of the jobs they return. */
const SALARY_RANK = '_salary_rank';
const SKILL_HITS = '_skill_hits';
const SALARY_LOW = '_salary_low';
const RELEVANCE = '_relevance';

/** The job's skills, trimmed and lower-cased, as the seeker's are (`viewerSkills`). */
const jobSkills = {
  $map: {
    input: { $ifNull: ['$skills', []] },
    as: 'skill',
    in: { $toLower: { $trim: { input: '$$skill' } } },
  },
};

/** How many of the job's skills (trimmed, lower-cased) are among the seeker's. */
function skillHits(seekerSkills: Set<string>) {
  return { $size: { $setIntersection: [jobSkills, { $literal: [...seekerSkills] }] } };
}

/**
 * Relevance for a seeker (docs/decisions/023-text-search.md#orders): the text score × (1 + the
 * share of the job's distinct skills that are the seeker's), so the skill match at most doubles a
 * score: among equal text matches the better skill match leads, and a much better text match
 * still beats a weak one with every skill. A job without skills keeps its text score.
 */
function textAndSkills(seekerSkills: Set<string>) {
  return {
    $let: {
      vars: { skills: { $setUnion: [jobSkills, []] } },
      in: {
        $multiply: [
          { $meta: 'textScore' },
          {
            $add: [
              1,
              {
                $cond: [
                  { $gt: [{ $size: '$$skills' }, 0] },
                  {
                    $divide: [
                      {
                        $size: { $setIntersection: ['$$skills', { $literal: [...seekerSkills] }] },
                      },
                      { $size: '$$skills' },
                    ],
                  },
                  0,
                ],
              },
            ],
          },
        ],
      },
    },
  };
}

/**
 * The relevance key restricted to the matches that can reach the page
 * (docs/decisions/023-text-search.md#orders). The factor is at most 2, so a match scoring s ranks
 * at most 2s; with R the lowest key of k real matches (k = skip + limit), the first k all rank ≥ R,
 * and a match with 2s < R cannot enter them. Matches scoring below R/2 get 0 (below every text
 * match) without their skills being looked at; one scoring exactly R/2 may tie at R and win on
 * date, so the bound is inclusive.
 */
function boundedTextAndSkills(seekerSkills: Set<string>, lowestScore: number) {
  return {
    $cond: [
      { $gte: [{ $meta: 'textScore' }, { $literal: lowestScore }] },
      textAndSkills(seekerSkills),
      0,
    ],
  };
}

/**
 * R: the lowest relevance key of the k best text matches (k = `rank`; they rank at least their
 * own text score, so R is at least the k-th best text score, and more when their skills are the
 * seeker's), or undefined when fewer than k match. One short aggregation: the text index's k best,
 * their key, the k-th.
 */
async function kthRelevanceBound(
  filter: QueryFilter<JobFields>,
  seekerSkills: Set<string>,
  rank: number,
): Promise<number | undefined> {
  const [kth] = await Job.aggregate<{ [RELEVANCE]: unknown }>([
    { $match: filter as Record<string, unknown> },
    { $sort: { score: { $meta: 'textScore' }, ...NEWEST } },
    { $limit: rank },
    { $addFields: { [RELEVANCE]: textAndSkills(seekerSkills) } },
    { $sort: { [RELEVANCE]: -1, ...NEWEST } },
    { $skip: rank - 1 },
    { $limit: 1 },
    { $project: { _id: 0, [RELEVANCE]: 1 } },
  ]);
  const key = kth?.[RELEVANCE];
  return typeof key === 'number' && Number.isFinite(key) ? key : undefined;
}

/** The range's high end (its low end when open upwards); null without a salary (none, or 0). */
const highEnd = { $max: ['$max_salary', '$min_salary'] };
const salaryRank = { $cond: [{ $gt: [highEnd, 0] }, highEnd, null] };
const salaryLow = { $cond: [{ $gt: ['$min_salary', 0] }, '$min_salary', null] };

/**
 * The page's jobs (as `toJSON` gives them), in the order asked. The computed orders run as an
 * aggregation on the same filter (its `$text` stays in the leading `$match`, as mongod requires;
 * the text score is read after it as `{ $meta: 'textScore' }`).
 */
export async function findJobsPage(
  filter: QueryFilter<JobFields>,
  order: JobOrder,
  {
    page,
    pageSize,
    seekerSkills,
    prune = true,
  }: {
    page: number;
    pageSize: number;
    seekerSkills: Set<string> | null;
    /** `false` computes the relevance key for every match (tests compare both). */
    prune?: boolean;
  },
): Promise<Array<Record<string, unknown>>> {
  const skip = (page - 1) * pageSize;
  if (order === 'text-score' || order === 'newest') {
    const jobs = await Job.find(filter)
      .sort(order === 'text-score' ? { score: { $meta: 'textScore' }, ...NEWEST } : NEWEST)
      .skip(skip)
      .limit(pageSize)
      .lean<Array<Record<string, unknown>>>();
    return jobs.map(jobJson);
  }
  const skills = seekerSkills ?? new Set<string>();
  const bound =
    order === 'text-and-skills' && prune
      ? await kthRelevanceBound(filter, skills, skip + pageSize)
      : undefined;
  const rank: PipelineStage.AddFields['$addFields'] =
    order === 'salary'
      ? { [SALARY_RANK]: salaryRank, [SALARY_LOW]: salaryLow }
      : order === 'text-and-skills'
        ? {
            [RELEVANCE]:
              bound === undefined ? textAndSkills(skills) : boundedTextAndSkills(skills, bound / 2),
          }
        : { [SKILL_HITS]: skillHits(skills) };
  const sort: Record<string, 1 | -1> =
    order === 'salary'
      ? { [SALARY_RANK]: -1, [SALARY_LOW]: -1, ...NEWEST }
      : order === 'text-and-skills'
        ? { [RELEVANCE]: -1, ...NEWEST }
        : { [SKILL_HITS]: -1, ...NEWEST };
  const docs = await Job.aggregate<Record<string, unknown>>([
    { $match: filter as Record<string, unknown> },
    { $addFields: rank },
    { $sort: sort },
    { $skip: skip },
    { $limit: pageSize },
    { $project: { [SALARY_RANK]: 0, [SALARY_LOW]: 0, [SKILL_HITS]: 0, [RELEVANCE]: 0 } },
  ]);
  return docs.map(jobJson);
}
