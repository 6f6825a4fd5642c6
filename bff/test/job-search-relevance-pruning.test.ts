import type { QueryFilter } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Job, type JobFields } from '../app/models/job.server';
import { findJobsPage } from '../app/services/job-order.server';
import { startTestApp, type TestApp } from './support/harness';

/*
 * The relevance key for a seeker with skills (text score × (1 + share)) is computed only for the
 * matches scoring at least R/2, R the lowest key of the k best text matches
 * (docs/decisions/023-text-search.md#orders): every page must be the one the key computed for
 * every match gives.
 */
const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();
let app: TestApp;

const SEARCH: QueryFilter<JobFields> = { $text: { $search: 'developer' } };
const TITLES = [
  'Developer',
  'Frontend Developer',
  'Senior Java Developer',
  'Lead Full Stack Developer Remote',
  'Data Engineer',
  'Product Designer',
];
const SKILLS = ['React', 'TypeScript', 'CSS', 'Java', 'SQL', 'Python', 'Go', 'Node.js'];
const SEEKERS = [
  new Set(['react', 'typescript', 'css']),
  new Set(['java', 'sql']),
  new Set(['python', 'go', 'node.js', 'react', 'css', 'sql']),
  new Set(['developer']),
];

/** A varied catalogue (deterministic): titles, skills, descriptions and ages cycle unevenly. */
function catalogue(): Array<Record<string, unknown>> {
  return Array.from({ length: 90 }, (_, i) => ({
    job_title: TITLES[i % TITLES.length],
    skills: SKILLS.filter((_, s) => (i * 7 + s * 3) % 5 < 2),
    job_description:
      i % 4 === 0
        ? 'Join our developer team to build interfaces, reviews, audits and release checklists.'
        : 'Build and ship features with a small team.',
    // some share a date, so `_id` decides between equal keys
    created_at: new Date(now - (i % 13) * DAY),
  }));
}

/*
 * The boundary, page size 2: two jobs titled "Developer" (text score 10, no skill of the seeker's)
 * make R = 10; a newer job holding "developer" only as its one skill scores 5 = R/2 and, for a
 * seeker with that skill, ranks 5 × 2 = 10, equal to them and newer: first. A bound of "> R/2"
 * would drop it.
 */
const BOUNDARY = [
  { job_title: 'Developer', skills: ['Java'], created_at: new Date(now - 3 * DAY) },
  { job_title: 'Developer', skills: ['Java'], created_at: new Date(now - 2 * DAY) },
  { job_title: 'Engineer', skills: ['Developer'], created_at: new Date(now - DAY) },
];

async function ids(
  filter: QueryFilter<JobFields>,
  page: number,
  pageSize: number,
  skills: Set<string>,
  prune: boolean,
) {
  const jobs = await findJobsPage(filter, 'text-and-skills', {
    page,
    pageSize,
    seekerSkills: skills,
    prune,
  });
  const found = jobs.map((job) => job.id);
  for (const id of found) expect(id).toMatch(/^[0-9a-f]{24}$/);
  return found;
}

beforeAll(async () => {
  app = await startTestApp();
  const jobs: Array<Record<string, unknown>> = [
    ...catalogue().map((job) => ({ ...job, company: 'Sahyadri Softech' })),
    ...BOUNDARY.map((job) => ({ ...job, company: 'Boundary Labs' })),
  ];
  await Job.insertMany(
    jobs.map((job) => ({
      location: 'Pune',
      is_active: true,
      expiry_date: new Date(now + 30 * DAY),
      ...job,
    })),
  );
});

afterAll(async () => {
  await app?.close();
});

describe('relevance pages computed only for the matches that can reach them', () => {
  it('equal the pages of the key computed for every match, for several seekers and page sizes', async () => {
    const matches = await Job.countDocuments(SEARCH);
    expect(matches).toBeGreaterThan(50);
    for (const skills of SEEKERS) {
      for (const pageSize of [1, 5, 12]) {
        const pages = Math.ceil(matches / pageSize) + 1;
        for (const page of [1, 2, 3, Math.floor(pages / 2), pages - 1, pages]) {
          const pruned = await ids(SEARCH, page, pageSize, skills, true);
          expect(pruned).toEqual(await ids(SEARCH, page, pageSize, skills, false));
        }
      }
    }
  });

  it('keeps a match scoring exactly R/2 (it may tie into the page)', async () => {
    const filter: QueryFilter<JobFields> = { ...SEARCH, company: 'Boundary Labs' };
    const scores = await Job.find(filter, { score: { $meta: 'textScore' }, job_title: 1 })
      .sort({ score: { $meta: 'textScore' } })
      .lean<Array<{ _id: unknown; job_title: string; score: number }>>();
    expect(scores.map(({ job_title, score }) => [job_title, score])).toEqual([
      ['Developer', 10],
      ['Developer', 10],
      ['Engineer', 5],
    ]);
    const skills = new Set(['developer']);
    const unpruned = await ids(filter, 1, 2, skills, false);
    const engineer = String(scores[2]!._id);
    expect(unpruned[0]).toBe(engineer);
    expect(await ids(filter, 1, 2, skills, true)).toEqual(unpruned);
  });
});
