import { jobApplicantSchema, jobApplicantsSchema } from '@rozgar/contracts';
import { jobPrescreeningSchema } from '@rozgar/contracts/payloads/prescreening';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserDetails } from '../app/models/user-details.server';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';
import { loggedIn, type Account } from './support/profile-fixtures';
import { postedJob } from './support/job-fixtures';
import { QUESTIONS } from './support/prescreening-fixtures';

/*
 * Pre-screening in the recruiter's applicant pipeline over HTTP
 * (docs/product/recruiter-tools-and-workspace.md#pre-screening): each applicant's answers, whether
 * they meet the job's criteria and, when auto-rejected, why; `meets=1` shows only those who do.
 */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

async function seekerWith(name: string, experience: number, skills: string[]) {
  const seeker = await loggedIn(app, 'Job Seeker', name);
  await UserDetails.create({
    user_id: seeker.id,
    full_name: name,
    email: seeker.email,
    experience,
    skills,
  });
  return seeker;
}

const saveScreening = (recruiter: Account, jobId: string, criteria: Record<string, unknown>) =>
  recruiter.client.request(`/api/jobs/${jobId}/prescreening`, {
    method: 'PUT',
    json: { questions: QUESTIONS, criteria },
  });

describe('GET /api/job-applications/:jobId/applicants with pre-screening', () => {
  it('shows answers, meets_criteria, what is missed and the auto-reject reason; meets=1 filters', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const job = await postedJob(recruiter);
    const saved = await saveScreening(recruiter, job.id, {
      auto_reject: true,
      min_experience: 3,
      required_skills: ['Java'],
    });
    const { questions } = payload(jobPrescreeningSchema, await saved.json());
    const [permit, , sql] = questions.map((question) => question.id) as [string, string, string];

    const asha = await seekerWith('Asha Rao', 6, ['Java', 'Spring']);
    const ravi = await seekerWith('Ravi Kumar', 1, ['Java']);
    const meera = await seekerWith('Meera Iyer', 5, ['Java']);
    for (const [seeker, answer] of [
      [asha, 'yes'],
      [ravi, 'yes'],
      [meera, 'no'],
    ] as const) {
      const response = await seeker.client.post('/api/apply-job', {
        job_id: job.id,
        answers: { [permit]: answer, [sql]: 3 },
      });
      expect(response.status).toBe(201);
    }

    const list = async (query = '') => {
      const response = await recruiter.client.get(
        `/api/job-applications/${job.id}/applicants${query}`,
      );
      expect(response.status).toBe(200);
      return payload(jobApplicantsSchema, await response.json());
    };
    const all = await list();
    const card = (seeker: Account) => all.applicants.find((row) => row.user_id === seeker.id)!;
    expect(card(asha)).toMatchObject({
      status: 'applied',
      meets_criteria: true,
      unmet_criteria: [],
      rejection_reason: null,
      answers: [
        {
          question_id: permit,
          question: 'Do you have a valid work permit?',
          type: 'yes_no',
          answer: 'yes',
        },
        { question_id: sql, question: 'Rate your SQL', type: 'rating', answer: 3 },
      ],
    });
    expect(card(ravi)).toMatchObject({
      status: 'rejected',
      meets_criteria: false,
      unmet_criteria: ['1 year of experience, below the minimum of 3 years'],
      rejection_reason: '1 year of experience, below the minimum of 3 years',
    });
    expect(card(meera)).toMatchObject({
      status: 'rejected',
      meets_criteria: false,
      rejection_reason: 'Answered "no" to "Do you have a valid work permit?" (expected "yes")',
    });
    expect(all.counts).toMatchObject({ all: 3, applied: 1, rejected: 2 });

    // One applicant alone (GET /api/job-applications/:jobId/:userId): the list's very card, with
    // the answers, meets_criteria and reason; not an applicant → 404, another recruiter → 403.
    const one = (userId: string, as: Account = recruiter) =>
      as.client.get(`/api/job-applications/${job.id}/${userId}`);
    for (const seeker of [asha, ravi, meera]) {
      const response = await one(seeker.id);
      expect(response.status).toBe(200);
      expect(payload(jobApplicantSchema, await response.json()).applicant).toEqual(card(seeker));
    }
    const stranger = await seekerWith('Not Applied', 4, ['Java']);
    for (const userId of [stranger.id, 'not-an-id']) {
      const response = await one(userId);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Application not found' });
    }
    expect((await one(asha.id, await loggedIn(app, 'Recruiter'))).status).toBe(403);
    expect((await one(asha.id, asha)).status).toBe(403);

    const meeting = await list('?meets=1');
    expect(meeting.applicants.map((row) => row.user_id)).toEqual([asha.id]);
    expect(meeting.total).toBe(1);
    expect(meeting.counts.all).toBe(3);
    const missing = await list('?meets=0&sort=experience');
    expect(missing.applicants.map((row) => row.user_id)).toEqual([meera.id, ravi.id]);

    // Relaxed criteria count at once; the reason given on applying stays with the application.
    await recruiter.client.request(`/api/jobs/${job.id}/prescreening`, {
      method: 'PUT',
      json: { questions, criteria: { auto_reject: true, min_experience: 1 } },
    });
    const relaxed = await list('?meets=1');
    expect(relaxed.applicants.map((row) => row.user_id).sort()).toEqual([asha.id, ravi.id].sort());
    expect(relaxed.applicants.find((row) => row.user_id === ravi.id)).toMatchObject({
      status: 'rejected',
      meets_criteria: true,
      rejection_reason: '1 year of experience, below the minimum of 3 years',
    });

    const bad = await recruiter.client.get(`/api/job-applications/${job.id}/applicants?meets=yes`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: 'meets must be 1 (meeting the criteria) or 0 (not meeting them)',
    });
  });

  it('gives applicants of a job without pre-screening no answers and meets_criteria true', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const job = await postedJob(recruiter);
    const seeker = await seekerWith('Kiran Shah', 0, []);
    expect((await seeker.client.post('/api/apply-job', { job_id: job.id })).status).toBe(201);
    const response = await recruiter.client.get(`/api/job-applications/${job.id}/applicants`);
    const body = payload(jobApplicantsSchema, await response.json());
    expect(body.applicants[0]).toMatchObject({
      answers: [],
      meets_criteria: true,
      unmet_criteria: [],
      rejection_reason: null,
    });
  });
});
