import { insightsSchema, keywordSuggestionsSchema } from '@rozgar/contracts/payloads/profile';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '@rozgar/contracts';
import { Application } from '../app/models/application.server';
import { Job } from '../app/models/job.server';
import { SavedJob } from '../app/models/saved-job.server';
import { lastWeekStarts, weekStartOf } from '../app/services/profile-insights.server';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';
import { loggedIn, type Account } from './support/profile-fixtures';

let app: TestApp;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

async function job(title: string, skills: string[]) {
  const created = await Job.create({
    job_title: title,
    company: 'Sahyadri Softech',
    location: 'Pune',
    skills,
    is_active: true,
    created_at: new Date(),
  });
  return created._id;
}

function apply(
  account: Account,
  jobId: Types.ObjectId,
  status: ApplicationStatus = 'applied',
  appliedAt = new Date(),
) {
  return Application.create({
    user_id: new Types.ObjectId(account.id),
    job_id: jobId,
    status,
    history: [{ status: 'applied', at: appliedAt }],
    applied_at: appliedAt,
    updated_at: appliedAt,
  });
}

describe('GET /api/profile/keyword-suggestions', () => {
  it('suggests the skills of applied jobs that the profile lacks, each once, most asked first', async () => {
    const seeker = await loggedIn(app);
    const other = await loggedIn(app);
    await seeker.client.request('/api/profile', {
      method: 'PATCH',
      json: { skills: ['React', 'typescript'] },
    });
    const frontend = await job('Frontend Engineer', ['React', 'TypeScript', 'GraphQL', 'Jest']);
    const fullStack = await job('Full Stack Developer', ['react', 'Node.js', 'graphql', 'AWS']);
    const platform = await job('Platform Engineer', ['Kubernetes', 'AWS', 'aws']);
    const notApplied = await job('Data Engineer', ['Spark', 'Airflow']);
    await apply(seeker, frontend);
    await apply(seeker, fullStack, 'interview');
    await apply(seeker, platform, 'rejected');
    await apply(other, notApplied);

    const response = await seeker.client.get('/api/profile/keyword-suggestions');
    expect(response.status).toBe(200);
    expect(payload(keywordSuggestionsSchema, await response.json())).toEqual({
      keywords: ['AWS', 'GraphQL', 'Jest', 'Kubernetes', 'Node.js'],
    });

    // Adding a suggested skill to the profile removes it from the suggestions.
    await seeker.client.request('/api/profile', {
      method: 'PATCH',
      json: { skills: ['React', 'TypeScript', 'aws'] },
    });
    expect(
      (await (await seeker.client.get('/api/profile/keyword-suggestions')).json()).keywords,
    ).toEqual(['GraphQL', 'Jest', 'Kubernetes', 'Node.js']);
  });

  it('suggests nothing to a seeker without applications, even with no profile yet', async () => {
    const seeker = await loggedIn(app);
    const body = await (await seeker.client.get('/api/profile/keyword-suggestions')).json();
    expect(payload(keywordSuggestionsSchema, body)).toEqual({
      keywords: [],
    });
  });

  it('suggests every skill of the applied jobs when the profile has none', async () => {
    const seeker = await loggedIn(app);
    await apply(seeker, await job('Accountant', ['Tally', 'GST', 'Excel']));
    expect(await (await seeker.client.get('/api/profile/keyword-suggestions')).json()).toEqual({
      keywords: ['Excel', 'GST', 'Tally'],
    });
  });
});

describe('GET /api/profile/insights', () => {
  it('counts the seeker’s applications by status and week, their saved jobs and completeness', async () => {
    const seeker = await loggedIn(app);
    const other = await loggedIn(app);
    const now = new Date();
    const jobs = await Promise.all(
      ['A', 'B', 'C', 'D', 'E', 'F'].map((title) => job(`Role ${title}`, [])),
    );
    await apply(seeker, jobs[0]!, 'applied', now);
    await apply(seeker, jobs[1]!, 'under_review', now);
    await apply(seeker, jobs[2]!, 'interview', new Date(now.getTime() - 7 * DAY));
    await apply(seeker, jobs[3]!, 'rejected', new Date(now.getTime() - 7 * DAY));
    await apply(seeker, jobs[4]!, 'accepted', new Date(now.getTime() - 200 * DAY)); // too old for the weeks
    await apply(other, jobs[5]!, 'applied', now);
    await SavedJob.create([
      { user_id: seeker.id, job_id: jobs[0] },
      { user_id: seeker.id, job_id: jobs[5] },
      { user_id: other.id, job_id: jobs[1] },
    ]);
    await seeker.client.get('/api/profile');
    await seeker.client.request('/api/profile', { method: 'PATCH', json: { phone: '9812345678' } });

    const response = await seeker.client.get('/api/profile/insights');
    expect(response.status).toBe(200);
    const body = payload(insightsSchema, await response.json());
    expect(body.applications_by_status).toEqual({
      applied: 1,
      under_review: 1,
      interview: 1,
      accepted: 1,
      rejected: 1,
    });
    const weeks = lastWeekStarts(now);
    expect(body.applications_by_week).toEqual(
      weeks.map((week_start, i) => ({ week_start, count: i === 11 ? 2 : i === 10 ? 2 : 0 })),
    );
    expect(body.saved_jobs).toBe(2);
    expect(body.completeness_history.map((p) => p.percent)).toEqual([8, 17]);
  });

  it('gives a new seeker zeros, twelve empty weeks and no history', async () => {
    const seeker = await loggedIn(app);
    const body = payload(
      insightsSchema,
      await (await seeker.client.get('/api/profile/insights')).json(),
    );
    expect(body).toEqual({
      applications_by_status: {
        applied: 0,
        under_review: 0,
        interview: 0,
        accepted: 0,
        rejected: 0,
      },
      applications_by_week: lastWeekStarts(new Date()).map((week_start) => ({
        week_start,
        count: 0,
      })),
      saved_jobs: 0,
      completeness_history: [],
    });
  });
});

describe('insight weeks', () => {
  it('run Monday to Sunday on India’s calendar', () => {
    // Sunday 23:00 IST is still that week; Monday 00:30 IST (Sunday 19:00 UTC) starts the next.
    expect(weekStartOf(new Date('2026-11-22T17:29:00Z'))).toBe('2026-11-16');
    expect(weekStartOf(new Date('2026-11-22T19:00:00Z'))).toBe('2026-11-23');
    expect(weekStartOf(new Date('2026-11-25T10:00:00Z'))).toBe('2026-11-23');
  });

  it('are the last twelve Mondays, oldest first, this week last', () => {
    const weeks = lastWeekStarts(new Date('2026-11-25T10:00:00Z'));
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toBe('2026-09-07');
    expect(weeks[11]).toBe('2026-11-23');
    expect(weeks).toEqual([...weeks].sort());
  });
});
