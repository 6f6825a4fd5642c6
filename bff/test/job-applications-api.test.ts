import { applicationUpdatedSchema, jobApplicationsSchema } from '@rozgar/contracts';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Application } from '../app/models/application.server';
import { UserDetails } from '../app/models/user-details.server';
import { STATUS_REVERT_WINDOW_MS } from '../app/services/job-applications.server';
import { startTestApp, type TestApp } from './support/harness';
import { jobPosting } from './support/job-fixtures';
import { payload } from './support/payload';
import { loggedIn, pdf, upload, type Account } from './support/profile-fixtures';

let app: TestApp;
let owner: Account;
let otherRecruiter: Account;
/** Applied, has a resume and a full profile. */
let asha: Account;
/** Applied, no profile row and no resume: the account's name and e-mail stand in. */
let vikram: Account;
/** Applied, profile without resume. */
let meera: Account;
/** Has a resume but never applied to the owner's job. */
let rohan: Account;
let jobId: string;
let otherJobId: string;
let ashaResume: Buffer;

const UNKNOWN_ID = '0123456789abcdef01234567';

function posting(title: string) {
  return jobPosting({
    job_title: title,
    job_description: 'Ship the recruiter console.',
    skills: 'React, TypeScript',
  });
}

async function postJob(recruiter: Account, title: string): Promise<string> {
  const response = await recruiter.client.post('/api/jobs', posting(title));
  expect(response.status).toBe(201);
  return (await response.json()).job.id;
}

async function apply(seeker: Account, job: string) {
  const response = await seeker.client.post('/api/apply-job', { job_id: job });
  expect(response.status).toBe(201);
}

async function uploadResume(seeker: Account, content: Buffer, filename: string) {
  const response = await upload(
    seeker.client,
    '/api/resume',
    'resume',
    content,
    filename,
    'application/pdf',
  );
  expect(response.status).toBe(201);
}

const put = (account: Account, path: string, json: unknown) =>
  account.client.request(path, { method: 'PUT', json });

const applicationOf = (seeker: Account, job: string) => ({
  user_id: new Types.ObjectId(seeker.id),
  job_id: new Types.ObjectId(job),
});

/**
 * Moves the application's dates back past the window in which a new status change folds into the
 * previous one, as if the recruiter had paused before the next change.
 */
async function pauseAfterLastChange(seeker: Account, job: string) {
  const shift = (date: Date) => new Date(date.getTime() - STATUS_REVERT_WINDOW_MS - 1000);
  const row = await Application.findOne(applicationOf(seeker, job)).lean();
  expect(row).toBeTruthy();
  await Application.updateOne(applicationOf(seeker, job), {
    $set: {
      applied_at: shift(row!.applied_at),
      updated_at: shift(row!.updated_at),
      history: row!.history.map((entry) => ({ status: entry.status, at: shift(entry.at) })),
    },
  });
}

/** What the seeker's tracking page reads: the application's status and history. */
async function seekerSees(seeker: Account, job: string) {
  const { applications } = await (await seeker.client.get('/api/applications')).json();
  const application = applications.find((row: { job_id: string }) => row.job_id === job);
  return {
    status: application.status as string,
    history: (application.history as Array<{ status: string }>).map((entry) => entry.status),
  };
}

const historyOf = async (seeker: Account, job: string) =>
  (await Application.findOne(applicationOf(seeker, job)).lean())?.history.map(
    (entry) => entry.status,
  );

beforeAll(async () => {
  app = await startTestApp();
  owner = await loggedIn(app, 'Recruiter', 'Priya Nair');
  otherRecruiter = await loggedIn(app, 'Recruiter', 'Arjun Shah');
  asha = await loggedIn(app, 'Job Seeker', 'Asha Rao');
  vikram = await loggedIn(app, 'Job Seeker', 'Vikram Das');
  meera = await loggedIn(app, 'Job Seeker', 'Meera Iyer');
  rohan = await loggedIn(app, 'Job Seeker', 'Rohan Gupta');

  jobId = await postJob(owner, 'Frontend Engineer');
  otherJobId = await postJob(otherRecruiter, 'Data Analyst');

  ashaResume = await pdf(['Asha Rao', 'Frontend engineer: React, TypeScript']);
  await uploadResume(asha, ashaResume, 'Asha Rao CV.pdf');
  await uploadResume(rohan, await pdf(['Rohan Gupta', 'Data analyst']), 'rohan.pdf');
  const patch = await asha.client.request('/api/profile', {
    method: 'PATCH',
    json: {
      full_name: 'Asha R. Rao',
      education: 'B.Tech/B.E.',
      skills: ['React', 'TypeScript'],
      experience: 4,
    },
  });
  expect(patch.status).toBe(200);
  await UserDetails.create({
    user_id: meera.id,
    full_name: 'Meera Iyer',
    email: 'meera.iyer@example.com',
    skills: [],
  });

  await apply(asha, jobId);
  await apply(vikram, jobId);
  await apply(meera, jobId);
  await apply(rohan, otherJobId);
});

afterAll(async () => {
  await app?.close();
});

describe('who may call', () => {
  const calls = () =>
    [
      ['GET', `/api/job-applications/${jobId}`],
      ['GET', `/api/job-applications/${jobId}/${asha.id}/resume`],
      ['PUT', `/api/job-applications/${jobId}/${asha.id}`],
    ] as const;

  it('answers 401 Not logged in to a visitor', async () => {
    for (const [method, path] of calls()) {
      const response = await app.client().request(path, {
        method,
        json: method === 'PUT' ? { status: 'rejected' } : undefined,
      });
      expect([method, path, response.status]).toEqual([method, path, 401]);
      expect(await response.json()).toEqual({ error: 'Not logged in' });
    }
    expect(await historyOf(asha, jobId)).toEqual(['applied']);
  });

  it('answers 403 to a job seeker, even the applicant', async () => {
    for (const [method, path] of calls()) {
      const response = await asha.client.request(path, {
        method,
        json: method === 'PUT' ? { status: 'accepted' } : undefined,
      });
      expect([method, path, response.status]).toEqual([method, path, 403]);
      expect(await response.json()).toEqual({ error: 'Only recruiters can do this' });
    }
    expect(await historyOf(asha, jobId)).toEqual(['applied']);
  });

  it('answers 405 to other methods', async () => {
    const post = await owner.client.post(`/api/job-applications/${jobId}`, {});
    expect(post.status).toBe(405);
    // one applicant: GET reads them (prescreening-applicants-api.test.ts), PUT moves them
    const postOne = await owner.client.post(`/api/job-applications/${jobId}/${asha.id}`, {});
    expect(postOne.status).toBe(405);
    expect(postOne.headers.get('allow')).toBe('GET, PUT');
  });
});

describe('GET /api/job-applications/{jobId}', () => {
  it('lists the applications newest first with each applicant as the recruiter sees them', async () => {
    const response = await owner.client.get(`/api/job-applications/${jobId}`);
    expect(response.status).toBe(200);
    const body = payload(jobApplicationsSchema, await response.json());
    expect(body.job).toMatchObject({
      id: jobId,
      job_title: 'Frontend Engineer',
      recruiter_id: owner.id,
      expired: false,
      applications: 3,
      resumes: 1,
      updated_at: expect.any(String),
    });
    const application = (seeker: Account) => ({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      job_id: jobId,
      user_id: seeker.id,
      status: 'applied',
      applied_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(body.applications).toEqual([
      {
        ...application(meera),
        user_details: {
          full_name: 'Meera Iyer',
          email: 'meera.iyer@example.com',
          education: null,
          skills: [],
          experience: null,
          resume_link: null,
        },
      },
      {
        ...application(vikram),
        user_details: {
          full_name: 'Vikram Das',
          email: vikram.email,
          education: null,
          skills: [],
          experience: null,
          resume_link: null,
        },
      },
      {
        ...application(asha),
        user_details: {
          full_name: 'Asha R. Rao',
          email: asha.email,
          education: 'B.Tech/B.E.',
          skills: ['React', 'TypeScript'],
          experience: 4,
          resume_link: `/api/job-applications/${jobId}/${asha.id}/resume`,
        },
      },
    ]);
  });

  it('gives the counts to GET /api/recruiter/jobs too', async () => {
    const { jobs } = await (await owner.client.get('/api/recruiter/jobs')).json();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ id: jobId, applications: 3, resumes: 1 });
    const other = await (await otherRecruiter.client.get('/api/recruiter/jobs')).json();
    expect(other.jobs[0]).toMatchObject({ id: otherJobId, applications: 1, resumes: 1 });
  });

  it('answers 404 Job not found for an unknown or a malformed id, 403 for another recruiter’s job', async () => {
    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      const response = await owner.client.get(`/api/job-applications/${id}`);
      expect([id, response.status]).toEqual([id, 404]);
      expect(await response.json()).toEqual({ error: 'Job not found' });
    }
    const foreign = await owner.client.get(`/api/job-applications/${otherJobId}`);
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({
      error: 'You can only manage the applicants of your own jobs',
    });
  });

  it('lists a job without applications as empty', async () => {
    const emptyJob = await postJob(owner, 'Nobody applied yet');
    const body = payload(
      jobApplicationsSchema,
      await (await owner.client.get(`/api/job-applications/${emptyJob}`)).json(),
    );
    expect(body.job).toMatchObject({ id: emptyJob, applications: 0, resumes: 0 });
    expect(body.applications).toEqual([]);
  });
});

describe('GET /api/job-applications/{jobId}/{userId}/resume', () => {
  it("streams the applicant's resume to the recruiter who owns the job", async () => {
    const response = await owner.client.get(`/api/job-applications/${jobId}/${asha.id}/resume`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="Asha Rao CV.pdf"',
    );
    expect(Buffer.from(await response.arrayBuffer()).equals(ashaResume)).toBe(true);
  });

  it('answers 404 Resume not found on their own job to a non-applicant or one without a resume', async () => {
    const cases: string[] = [
      // the other recruiter's applicant, asked through the owner's job
      `/api/job-applications/${jobId}/${rohan.id}/resume`,
      // an applicant without a resume
      `/api/job-applications/${jobId}/${vikram.id}/resume`,
      `/api/job-applications/${jobId}/${UNKNOWN_ID}/resume`,
      `/api/job-applications/${jobId}/not-an-id/resume`,
    ];
    for (const path of cases) {
      const response = await owner.client.get(path);
      expect([path, response.status]).toEqual([path, 404]);
      expect(await response.json()).toEqual({ error: 'Resume not found' });
    }
  });

  it('answers 403 for a job that is not theirs and 404 Job not found for an unknown one (ADR 011)', async () => {
    const cases: Array<[Account, string, number, string]> = [
      [
        otherRecruiter,
        `/api/job-applications/${jobId}/${asha.id}/resume`,
        403,
        'You can only manage the applicants of your own jobs',
      ],
      [
        owner,
        `/api/job-applications/${otherJobId}/${rohan.id}/resume`,
        403,
        'You can only manage the applicants of your own jobs',
      ],
      [owner, `/api/job-applications/${UNKNOWN_ID}/${asha.id}/resume`, 404, 'Job not found'],
    ];
    for (const [recruiter, path, status, error] of cases) {
      const response = await recruiter.client.get(path);
      expect([path, response.status]).toEqual([path, status]);
      expect(await response.json()).toEqual({ error });
    }
  });
});

describe('PUT /api/job-applications/{jobId}/{userId}', () => {
  it('changes the status, appends it to the history and shows it to the seeker', async () => {
    const path = `/api/job-applications/${jobId}/${vikram.id}`;
    const response = await put(owner, path, { status: 'under_review' });
    expect(response.status).toBe(200);
    const { application } = payload(applicationUpdatedSchema, await response.json());
    expect(application).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      job_id: jobId,
      user_id: vikram.id,
      status: 'under_review',
      applied_at: expect.any(String),
      updated_at: expect.any(String),
      user_details: {
        full_name: 'Vikram Das',
        email: vikram.email,
        education: null,
        skills: [],
        experience: null,
        resume_link: null,
      },
    });
    expect(new Date(application.updated_at).getTime()).toBeGreaterThan(
      new Date(application.applied_at).getTime(),
    );

    const seekerView = await (await vikram.client.get('/api/applications')).json();
    expect(seekerView.applications).toHaveLength(1);
    expect(seekerView.applications[0]).toMatchObject({
      id: application.id,
      job_id: jobId,
      job_title: 'Frontend Engineer',
      status: 'under_review',
      updated_at: application.updated_at,
      history: [
        { status: 'applied', at: application.applied_at },
        { status: 'under_review', at: application.updated_at },
      ],
    });

    const listed = await (await owner.client.get(`/api/job-applications/${jobId}`)).json();
    expect(
      listed.applications.find((row: { user_id: string }) => row.user_id === vikram.id),
    ).toEqual(application);
  });

  it('records the same status set twice once, and lets any status follow any other', async () => {
    const path = `/api/job-applications/${jobId}/${meera.id}`;
    const first = await (await put(owner, path, { status: 'interview' })).json();
    const again = await put(owner, path, { status: 'interview' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
    expect(await historyOf(meera, jobId)).toEqual(['applied', 'interview']);

    await pauseAfterLastChange(meera, jobId);
    const together = await Promise.all([
      put(owner, path, { status: 'rejected' }),
      put(owner, path, { status: 'rejected' }),
      put(owner, path, { status: 'rejected' }),
    ]);
    expect(together.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(await historyOf(meera, jobId)).toEqual(['applied', 'interview', 'rejected']);

    for (const status of ['applied', 'accepted']) {
      await pauseAfterLastChange(meera, jobId);
      expect((await (await put(owner, path, { status })).json()).application.status).toBe(status);
    }
    expect(await historyOf(meera, jobId)).toEqual([
      'applied',
      'interview',
      'rejected',
      'applied',
      'accepted',
    ]);
    const seekerView = await (await meera.client.get('/api/applications')).json();
    expect(
      seekerView.applications[0].history.map((entry: { status: string }) => entry.status),
    ).toEqual(['applied', 'interview', 'rejected', 'applied', 'accepted']);
  });

  describe('a change soon after the previous one', () => {
    let recruiter: Account;
    let job: string;

    beforeAll(async () => {
      recruiter = await loggedIn(app, 'Recruiter', 'Kabir Joshi');
      job = await postJob(recruiter, 'Site Reliability Engineer');
    });

    async function applicant(name: string) {
      const seeker = await loggedIn(app, 'Job Seeker', name);
      await apply(seeker, job);
      const path = `/api/job-applications/${job}/${seeker.id}`;
      const set = async (status: string) => {
        const response = await put(recruiter, path, { status });
        expect(response.status).toBe(200);
        return (await response.json()).application as { status: string; updated_at: string };
      };
      return { seeker, set };
    }

    it('replaces the previous change, and a walk back to where it started leaves no trace', async () => {
      const { seeker, set } = await applicant('Nisha Pillai');
      const before = await seekerSees(seeker, job);

      // The first change after applying is always recorded: the application itself is the
      // seeker's entry, not one of the recruiter's changes.
      await set('under_review');
      expect(await seekerSees(seeker, job)).toEqual({
        status: 'under_review',
        history: ['applied', 'under_review'],
      });
      // Passed through on the way: replaced, not added.
      await set('interview');
      expect(await seekerSees(seeker, job)).toEqual({
        status: 'interview',
        history: ['applied', 'interview'],
      });
      // Back where it was: neither change is left.
      const last = await set('applied');
      expect(last.status).toBe('applied');
      expect(await seekerSees(seeker, job)).toEqual(before);
      expect(before).toEqual({ status: 'applied', history: ['applied'] });

      // The recruiter's list agrees.
      const listed = await (await recruiter.client.get(`/api/job-applications/${job}`)).json();
      expect(
        listed.applications.find((row: { user_id: string }) => row.user_id === seeker.id),
      ).toMatchObject({ status: 'applied', updated_at: last.updated_at });
    });

    it('folds a quick revert to an earlier recorded status into that entry', async () => {
      const { seeker, set } = await applicant('Farhan Ali');
      await set('under_review');
      await pauseAfterLastChange(seeker, job);
      await set('interview');
      await set('accepted');
      await set('under_review');
      expect(await seekerSees(seeker, job)).toEqual({
        status: 'under_review',
        history: ['applied', 'under_review'],
      });
    });

    it('keeps every change made after the window', async () => {
      const { seeker, set } = await applicant('Leela Menon');
      for (const status of ['under_review', 'interview', 'applied']) {
        await set(status);
        await pauseAfterLastChange(seeker, job);
      }
      expect(await seekerSees(seeker, job)).toEqual({
        status: 'applied',
        history: ['applied', 'under_review', 'interview', 'applied'],
      });
    });

    it('stays consistent when two different changes arrive together', async () => {
      const { seeker, set } = await applicant('Omar Siddiqui');
      await set('under_review');
      await pauseAfterLastChange(seeker, job);
      const path = `/api/job-applications/${job}/${seeker.id}`;
      const answers = await Promise.all(
        ['interview', 'accepted', 'rejected'].map((status) => put(recruiter, path, { status })),
      );
      expect(answers.map((response) => response.status)).toEqual([200, 200, 200]);
      const seen = await seekerSees(seeker, job);
      expect(['interview', 'accepted', 'rejected']).toContain(seen.status);
      // Whichever came last replaced the others: one entry after the kept under_review.
      expect(seen.history).toEqual(['applied', 'under_review', seen.status]);
    });
  });

  it.each<[string, unknown, string]>([
    ['an unknown status', { status: 'hired' }, 'Status must be one of: applied, under_review'],
    ["the seeker's badge text", { status: 'Interviewing' }, 'Status must be one of'],
    ['no status', {}, 'Status must be one of'],
    ['an unknown field', { status: 'accepted', note: 'great' }, 'Unknown field: note'],
    ['a list', ['accepted'], 'The request body must be a JSON object'],
  ])('refuses %s with 400 and changes nothing', async (_case, body, error) => {
    const response = await put(owner, `/api/job-applications/${jobId}/${asha.id}`, body);
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(Object.keys(answer)).toEqual(['error']);
    expect(answer.error).toContain(error);
    expect(await historyOf(asha, jobId)).toEqual(['applied']);
  });

  it("answers 404 Job not found for an unknown job and 403 for another recruiter's", async () => {
    for (const [job, user] of [
      [UNKNOWN_ID, asha.id],
      ['not-an-id', asha.id],
    ]) {
      const response = await put(owner, `/api/job-applications/${job}/${user}`, {
        status: 'accepted',
      });
      expect([job, response.status]).toEqual([job, 404]);
      expect(await response.json()).toEqual({ error: 'Job not found' });
    }
    const foreign = await put(owner, `/api/job-applications/${otherJobId}/${rohan.id}`, {
      status: 'accepted',
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({
      error: 'You can only manage the applicants of your own jobs',
    });
    expect(await historyOf(rohan, otherJobId)).toEqual(['applied']);
  });

  it('answers 404 Application not found when the user did not apply to the job', async () => {
    for (const user of [rohan.id, owner.id, UNKNOWN_ID, 'not-an-id']) {
      const response = await put(owner, `/api/job-applications/${jobId}/${user}`, {
        status: 'accepted',
      });
      expect([user, response.status]).toEqual([user, 404]);
      expect(await response.json()).toEqual({ error: 'Application not found' });
    }
    expect(await historyOf(rohan, otherJobId)).toEqual(['applied']);
  });
});
