import { applicantNoteAddedSchema } from '@rozgar/contracts';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Application } from '../app/models/application.server';
import { ApplicantAnnotation } from '../app/models/applicant-annotation.server';
import { Job } from '../app/models/job.server';
import { startTestApp, type TestApp } from './support/harness';
import { jobPosting } from './support/job-fixtures';
import { payload } from './support/payload';
import { loggedIn, pdf, upload, type Account } from './support/profile-fixtures';

/*
 * One rule for every per-job recruiter route (ADR 011): an unknown or malformed job → 404
 * `Job not found`; another recruiter's job → 403 in words, and nothing changes.
 */

let app: TestApp;
let owner: Account;
let otherRecruiter: Account;
let seeker: Account;
let jobId: string;
let noteId: string;

const VIEW = 'You can only view your own jobs';
const CHANGE = 'You can only change your own jobs';
const APPLICANTS = 'You can only manage the applicants of your own jobs';

interface Route {
  /** How the route is named in the test titles. */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: (job: string) => string;
  json?: unknown;
  /** The words of the 403. */
  refusal: string;
}

const ROUTES: Route[] = [
  {
    name: 'GET /api/recruiter/jobs/:jobId',
    method: 'GET',
    path: (job) => `/api/recruiter/jobs/${job}`,
    refusal: VIEW,
  },
  {
    name: 'PATCH /api/jobs/:jobId (close)',
    method: 'PATCH',
    path: (job) => `/api/jobs/${job}`,
    json: { status: 'closed' },
    refusal: CHANGE,
  },
  {
    name: 'PATCH /api/jobs/:jobId (extend)',
    method: 'PATCH',
    path: (job) => `/api/jobs/${job}`,
    json: { extend_days: 30 },
    refusal: CHANGE,
  },
  {
    name: 'POST /api/jobs/:jobId/repost',
    method: 'POST',
    path: (job) => `/api/jobs/${job}/repost`,
    refusal: CHANGE,
  },
  {
    name: 'GET /api/job-applications/:jobId',
    method: 'GET',
    path: (job) => `/api/job-applications/${job}`,
    refusal: APPLICANTS,
  },
  {
    name: 'GET /api/job-applications/:jobId/applicants',
    method: 'GET',
    path: (job) => `/api/job-applications/${job}/applicants`,
    refusal: APPLICANTS,
  },
  {
    name: 'PATCH /api/job-applications/:jobId/status',
    method: 'PATCH',
    path: (job) => `/api/job-applications/${job}/status`,
    json: () => ({ user_ids: [seeker.id], status: 'rejected' }),
    refusal: APPLICANTS,
  },
  {
    name: 'PUT /api/job-applications/:jobId/:userId',
    method: 'PUT',
    path: (job) => `/api/job-applications/${job}/${seeker.id}`,
    json: { status: 'rejected' },
    refusal: APPLICANTS,
  },
  {
    name: 'POST /api/job-applications/:jobId/:userId/notes',
    method: 'POST',
    path: (job) => `/api/job-applications/${job}/${seeker.id}/notes`,
    json: { text: 'Not mine to write' },
    refusal: APPLICANTS,
  },
  {
    name: 'DELETE /api/job-applications/:jobId/:userId/notes/:noteId',
    method: 'DELETE',
    path: (job) => `/api/job-applications/${job}/${seeker.id}/notes/${noteId}`,
    refusal: APPLICANTS,
  },
  {
    name: 'PUT /api/job-applications/:jobId/:userId/tags',
    method: 'PUT',
    path: (job) => `/api/job-applications/${job}/${seeker.id}/tags`,
    json: { tags: ['Not mine'] },
    refusal: APPLICANTS,
  },
  {
    name: 'GET /api/job-applications/:jobId/:userId/resume',
    method: 'GET',
    path: (job) => `/api/job-applications/${job}/${seeker.id}/resume`,
    refusal: APPLICANTS,
  },
  {
    name: 'GET /api/job-applications/:jobId/:userId/resume/text',
    method: 'GET',
    path: (job) => `/api/job-applications/${job}/${seeker.id}/resume/text`,
    refusal: APPLICANTS,
  },
];

const send = (account: Account, route: Route, job: string) =>
  account.client.request(route.path(job), {
    method: route.method,
    json: typeof route.json === 'function' ? (route.json as () => unknown)() : route.json,
  });

beforeAll(async () => {
  app = await startTestApp();
  owner = await loggedIn(app, 'Recruiter', 'Priya Nair');
  otherRecruiter = await loggedIn(app, 'Recruiter', 'Arjun Shah');
  seeker = await loggedIn(app, 'Job Seeker', 'Asha Rao');
  const posted = await owner.client.post('/api/jobs', jobPosting());
  expect(posted.status).toBe(201);
  jobId = (await posted.json()).job.id;
  const resume = await upload(
    seeker.client,
    '/api/resume',
    'resume',
    await pdf(['Asha Rao', 'Java developer']),
    'asha.pdf',
    'application/pdf',
  );
  expect(resume.status).toBe(201);
  expect((await seeker.client.post('/api/apply-job', { job_id: jobId })).status).toBe(201);
  const note = await owner.client.post(`/api/job-applications/${jobId}/${seeker.id}/notes`, {
    text: 'Strong Java',
  });
  noteId = payload(applicantNoteAddedSchema, await note.json()).note.id;
});

afterAll(async () => {
  await app?.close();
});

describe('per-job recruiter routes (ADR 011)', () => {
  it.each(ROUTES.map((route) => [route.name, route] as const))(
    '%s: another recruiter’s job is 403 in words',
    async (_, route) => {
      const response = await send(otherRecruiter, route, jobId);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: route.refusal });
    },
  );

  it.each(ROUTES.map((route) => [route.name, route] as const))(
    '%s: an unknown or malformed job is 404 Job not found',
    async (_, route) => {
      for (const job of [new Types.ObjectId().toHexString(), 'not-an-id']) {
        const response = await send(owner, route, job);
        expect([job, response.status]).toEqual([job, 404]);
        expect(await response.json()).toEqual({ error: 'Job not found' });
      }
    },
  );

  it('changes nothing when refused', async () => {
    const job = await Job.findById(jobId).lean();
    expect(job).toMatchObject({ is_active: true });
    const application = await Application.findOne({ job_id: job!._id }).lean();
    expect(application?.status).toBe('applied');
    const annotations = await ApplicantAnnotation.find({}).lean();
    expect(annotations).toHaveLength(1);
    expect(annotations[0]!.notes.map((note) => note.text)).toEqual(['Strong Java']);
    expect(annotations[0]!.tags ?? []).toEqual([]);
  });

  it('the owner still reaches every route', async () => {
    for (const route of ROUTES.filter((one) => one.method === 'GET')) {
      const response = await send(owner, route, jobId);
      expect([route.name, response.status]).toEqual([route.name, 200]);
    }
  });
});
