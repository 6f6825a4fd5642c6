import {
  candidateSearchResultSchema,
  RECRUITER_VISIBILITY_TEXTS,
  savedCandidatesSchema,
} from '@rozgar/contracts';
import { profileAnswerSchema } from '@rozgar/contracts/payloads/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/harness';
import { jobPosting } from './support/job-fixtures';
import { payload } from './support/payload';
import { loggedIn, pdf, upload, type Account } from './support/profile-fixtures';

/*
 * "Visible to recruiters" (docs/product/recruiter-tools-and-workspace.md#seekers-visibility, ADR
 * 022): a hidden profile never leaks through Resdex's search, resume or a recruiter's saved list,
 * except to recruiters whose jobs the seeker applied to.
 */

let app: TestApp;
/** Saved both seekers; the hidden one never applied to their jobs. */
let stranger: Account;
/** Saved both seekers; the hidden one applied to their job. */
let employer: Account;
let hidden: Account;
let shown: Account;
const institution = `Hidden${process.pid} Institute`;

const patchProfile = (account: Account, json: unknown) =>
  account.client.request('/api/profile', { method: 'PATCH', json });

async function found(recruiter: Account): Promise<string[]> {
  const response = await recruiter.client.post('/api/candidates/search', {
    criteria: { institution },
  });
  expect(response.status).toBe(200);
  const result = payload(candidateSearchResultSchema, await response.json());
  return result.candidates.map((candidate) => candidate.id).sort();
}

async function saved(recruiter: Account): Promise<string[]> {
  const response = await recruiter.client.get('/api/saved-candidates');
  expect(response.status).toBe(200);
  return payload(savedCandidatesSchema, await response.json())
    .candidates.map((candidate) => candidate.id)
    .sort();
}

async function seekerWithResume(name: string): Promise<Account> {
  const seeker = await loggedIn(app, 'Job Seeker', name);
  expect((await patchProfile(seeker, { institution })).status).toBe(200);
  const file = await pdf([name]);
  expect(
    (await upload(seeker.client, '/api/resume', 'resume', file, 'cv.pdf', 'application/pdf'))
      .status,
  ).toBe(201);
  return seeker;
}

beforeAll(async () => {
  app = await startTestApp();
  [stranger, employer, hidden, shown] = await Promise.all([
    loggedIn(app, 'Recruiter', 'Priya Nair'),
    loggedIn(app, 'Recruiter', 'Arjun Shah'),
    seekerWithResume('Rohan Gupta'),
    seekerWithResume('Sana Khan'),
  ]);
  for (const recruiter of [stranger, employer])
    for (const seeker of [hidden, shown])
      expect(
        (await recruiter.client.request(`/api/saved-candidates/${seeker.id}`, { method: 'PUT' }))
          .status,
      ).toBe(200);
  const posted = await employer.client.post(
    '/api/jobs',
    jobPosting({
      job_title: 'Data analyst',
      work_mode: 'Remote',
      job_description: 'Analyse hiring data.',
      skills: 'SQL',
    }),
  );
  expect([posted.status, posted.status === 201 ? '' : await posted.text()]).toEqual([201, '']);
  const jobId = (await posted.json()).job.id;
  expect((await hidden.client.post('/api/apply-job', { job_id: jobId })).status).toBe(201);
});

afterAll(async () => {
  await app?.close();
});

describe('Visible to recruiters', () => {
  it('is on by default, and the seeker turns it off and on with PATCH /api/profile', async () => {
    const answer = payload(
      profileAnswerSchema,
      await (await hidden.client.get('/api/profile')).json(),
    );
    expect(answer.profile.visible_to_recruiters).toBe(true);
    expect(await found(stranger)).toEqual([hidden.id, shown.id].sort());

    const off = await patchProfile(hidden, { visible_to_recruiters: false });
    expect(off.status).toBe(200);
    expect(payload(profileAnswerSchema, await off.json()).profile.visible_to_recruiters).toBe(
      false,
    );
    const wrong = await patchProfile(hidden, { visible_to_recruiters: 'no' });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(await wrong.json())).toContain(RECRUITER_VISIBILITY_TEXTS.notBoolean);
  });

  it('keeps a hidden profile out of every recruiter’s Resdex search', async () => {
    expect(await found(stranger)).toEqual([shown.id]);
    expect(await found(employer)).toEqual([shown.id]);
  });

  it('refuses the hidden resume to a recruiter the seeker did not apply to, like a missing one', async () => {
    const response = await stranger.client.get(`/api/candidates/${hidden.id}/resume`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Resume not found' });
    expect((await stranger.client.get(`/api/candidates/${shown.id}/resume`)).status).toBe(200);
    expect((await employer.client.get(`/api/candidates/${hidden.id}/resume`)).status).toBe(200);
  });

  it('leaves the hidden seeker out of saved lists, except the one of the recruiter they applied to', async () => {
    expect(await saved(stranger)).toEqual([shown.id]);
    expect(await saved(employer)).toEqual([hidden.id, shown.id].sort());
  });

  it('shows the profile everywhere again once turned back on', async () => {
    expect((await patchProfile(hidden, { visible_to_recruiters: true })).status).toBe(200);
    expect(await found(stranger)).toEqual([hidden.id, shown.id].sort());
    expect(await saved(stranger)).toEqual([hidden.id, shown.id].sort());
    expect((await stranger.client.get(`/api/candidates/${hidden.id}/resume`)).status).toBe(200);
  });
});
