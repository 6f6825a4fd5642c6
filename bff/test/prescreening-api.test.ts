import { jobPrescreeningSchema, jobQuestionsSchema } from '@rozgar/contracts/payloads/prescreening';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';
import { collection, loggedIn, type Account } from './support/profile-fixtures';
import { postedJob } from './support/job-fixtures';
import { QUESTIONS } from './support/prescreening-fixtures';

/*
 * A job's pre-screening over HTTP (docs/product/recruiter-tools-and-workspace.md#pre-screening):
 * GET/PUT /api/jobs/:jobId/prescreening for the job's recruiter only, its rules, and the questions
 * a seeker reads before applying.
 */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

const path = (jobId: string) => `/api/jobs/${jobId}/prescreening`;
const put = (account: Account, jobId: string, json: unknown) =>
  account.client.request(path(jobId), { method: 'PUT', json });

describe('GET/PUT /api/jobs/:jobId/prescreening', () => {
  it('gives a job never set up no questions and no criteria, then what the owner saved, in order', async () => {
    const owner = await loggedIn(app, 'Recruiter');
    const job = await postedJob(owner);
    const empty = await owner.client.get(path(job.id));
    expect(empty.status).toBe(200);
    expect(payload(jobPrescreeningSchema, await empty.json())).toEqual({
      job_id: job.id,
      questions: [],
      criteria: { auto_reject: false, min_experience: 0, required_skills: [] },
      updated_at: null,
    });

    const saved = await put(owner, job.id, {
      questions: QUESTIONS,
      criteria: { auto_reject: true, min_experience: 3, required_skills: ['Java', 'java', 'SQL'] },
    });
    expect(saved.status).toBe(200);
    const body = payload(jobPrescreeningSchema, await saved.json());
    expect(body.questions.map((question) => question.text)).toEqual([
      'Do you have a valid work permit?',
      'Preferred shift',
      'Rate your SQL',
    ]);
    expect(body.questions[0]).toMatchObject({
      required: true,
      expected_answer: 'yes',
      options: [],
    });
    expect(body.questions[1]).toMatchObject({ required: false, options: ['Day', 'Night'] });
    expect(body.criteria).toEqual({
      auto_reject: true,
      min_experience: 3,
      required_skills: ['Java', 'SQL'],
    });
    expect(await (await owner.client.get(path(job.id))).json()).toEqual(body);

    // Reordered and edited: the ids sent are kept, a new question gets a new one, a left-out one goes.
    const [permit, shift] = body.questions;
    const edited = payload(
      jobPrescreeningSchema,
      await (
        await put(owner, job.id, {
          questions: [
            { ...shift, text: 'Which shift suits you?' },
            permit,
            { text: 'Why this job?', type: 'text' },
          ],
        })
      ).json(),
    );
    expect(edited.questions.map((question) => question.id).slice(0, 2)).toEqual([
      shift!.id,
      permit!.id,
    ]);
    expect(edited.questions[0]!.text).toBe('Which shift suits you?');
    expect(edited.questions[2]!.id).not.toBe(body.questions[2]!.id);
    expect(edited.criteria).toEqual({ auto_reject: false, min_experience: 0, required_skills: [] });
    expect(await collection('job_prescreening').countDocuments({})).toBeGreaterThan(0);
  });

  it('never lets another recruiter read or change a job’s questions (403), nor a seeker or a visitor', async () => {
    const owner = await loggedIn(app, 'Recruiter');
    const other = await loggedIn(app, 'Recruiter');
    const seeker = await loggedIn(app, 'Job Seeker');
    const job = await postedJob(owner);
    await put(owner, job.id, { questions: QUESTIONS });

    const read = await other.client.get(path(job.id));
    expect(read.status).toBe(403);
    expect(await read.json()).toEqual({
      error: 'You can only set up pre-screening for your own jobs',
    });
    const write = await put(other, job.id, { questions: [] });
    expect(write.status).toBe(403);
    expect((await seeker.client.get(path(job.id))).status).toBe(403);
    expect((await put(seeker, job.id, { questions: [] })).status).toBe(403);
    expect((await app.client().get(path(job.id))).status).toBe(401);

    const kept = payload(
      jobPrescreeningSchema,
      await (await owner.client.get(path(job.id))).json(),
    );
    expect(kept.questions).toHaveLength(3);
  });

  it('answers 404 for an unknown or malformed job', async () => {
    const owner = await loggedIn(app, 'Recruiter');
    for (const jobId of ['0123456789abcdef01234567', 'not-an-id']) {
      const response = await owner.client.get(path(jobId));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Job not found' });
      expect((await put(owner, jobId, { questions: [] })).status).toBe(404);
    }
  });

  it('refuses a blank question, one option, an 11th question and a minimum of 21 in words, storing nothing', async () => {
    const owner = await loggedIn(app, 'Recruiter');
    const job = await postedJob(owner);
    await put(owner, job.id, { questions: QUESTIONS });
    const before = await (await owner.client.get(path(job.id))).json();

    const cases: Array<[unknown, string]> = [
      [{ questions: [{ text: '  ', type: 'text' }] }, 'Please enter a question'],
      [
        { questions: [{ text: 'Shift?', type: 'multiple_choice', options: ['Day'] }] },
        'Multiple choice questions require at least 2 options',
      ],
      [
        { questions: Array.from({ length: 11 }, (_, i) => ({ text: `Q${i}`, type: 'text' })) },
        'A job can have at most 10 questions',
      ],
      [
        { questions: [], criteria: { min_experience: 21 } },
        'Minimum experience must be a whole number from 0 to 20',
      ],
      [
        { questions: [{ text: 'Why?', type: 'essay' }] },
        "A question's type must be one of: text, yes_no, multiple_choice, rating",
      ],
      [{ criteria: {} }, 'questions must be a list'],
    ];
    for (const [body, error] of cases) {
      const response = await put(owner, job.id, body);
      expect(response.status, error).toBe(400);
      expect(await response.json()).toEqual({ error });
    }
    expect(await (await owner.client.get(path(job.id))).json()).toEqual(before);
  });
});

describe('GET /api/jobs/:jobId/questions', () => {
  it('gives a logged-in seeker the questions in order, without expected answers or criteria', async () => {
    const owner = await loggedIn(app, 'Recruiter');
    const seeker = await loggedIn(app, 'Job Seeker');
    const job = await postedJob(owner);
    const none = await seeker.client.get(`/api/jobs/${job.id}/questions`);
    expect(payload(jobQuestionsSchema, await none.json())).toEqual({
      job_id: job.id,
      questions: [],
    });

    await put(owner, job.id, {
      questions: QUESTIONS,
      criteria: { auto_reject: true, min_experience: 3, required_skills: ['Java'] },
    });
    const response = await seeker.client.get(`/api/jobs/${job.id}/questions`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toMatch(/expected_answer|auto_reject|min_experience|required_skills/);
    const body = payload(jobQuestionsSchema, JSON.parse(text));
    expect(body.questions).toEqual([
      expect.objectContaining({
        text: 'Do you have a valid work permit?',
        type: 'yes_no',
        required: true,
        options: [],
      }),
      expect.objectContaining({ text: 'Preferred shift', options: ['Day', 'Night'] }),
      expect.objectContaining({ text: 'Rate your SQL', type: 'rating' }),
    ]);

    expect((await app.client().get(`/api/jobs/${job.id}/questions`)).status).toBe(401);
    expect((await owner.client.get(`/api/jobs/${job.id}/questions`)).status).toBe(403);
    expect((await seeker.client.get('/api/jobs/0123456789abcdef01234567/questions')).status).toBe(
      404,
    );
  });
});
