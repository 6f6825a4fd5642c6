import { appliedSchema, seekerApplicationsSchema } from '@rozgar/contracts/payloads/applications';
import { jobPrescreeningSchema } from '@rozgar/contracts/payloads/prescreening';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Application } from '../app/models/application.server';
import { UserDetails } from '../app/models/user-details.server';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';
import { loggedIn, type Account } from './support/profile-fixtures';
import { postedJob } from './support/job-fixtures';
import { QUESTIONS } from './support/prescreening-fixtures';

/*
 * Applying to a job with pre-screening over HTTP (docs/product/recruiter-tools-and-workspace.md#pre-screening):
 * the answers a seeker sends with POST /api/apply-job, the required ones enforced, and auto-reject
 * storing a failing application `rejected` with its reason at once, also under concurrent applies.
 */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

/** A job of a new recruiter with the three QUESTIONS and the criteria; its questions' ids. */
async function screenedJob(criteria: Record<string, unknown> = {}) {
  const recruiter = await loggedIn(app, 'Recruiter');
  const job = await postedJob(recruiter);
  const response = await recruiter.client.request(`/api/jobs/${job.id}/prescreening`, {
    method: 'PUT',
    json: { questions: QUESTIONS, criteria },
  });
  expect(response.status).toBe(200);
  const { questions } = payload(jobPrescreeningSchema, await response.json());
  const [permit, shift, sql] = questions.map((question) => question.id) as [string, string, string];
  return { recruiter, job, ids: { permit, shift, sql } };
}

/** A seeker whose profile has the years of experience and skills given. */
async function seekerWith(experience: number | null, skills: string[] = [], name = 'Kavya Menon') {
  const seeker = await loggedIn(app, 'Job Seeker', name);
  await UserDetails.create({
    user_id: seeker.id,
    full_name: name,
    email: seeker.email,
    ...(experience === null ? {} : { experience }),
    skills,
  });
  return seeker;
}

const apply = (seeker: Account, json: unknown) => seeker.client.post('/api/apply-job', json);

describe('POST /api/apply-job with pre-screening answers', () => {
  it('stores the answers with the application, typed by their questions', async () => {
    const { job, ids } = await screenedJob();
    const seeker = await seekerWith(4, ['Java']);
    const response = await apply(seeker, {
      job_id: job.id,
      answers: { [ids.permit]: 'Yes', [ids.shift]: 'night', [ids.sql]: 4 },
    });
    expect(response.status).toBe(201);
    const { application } = payload(appliedSchema, await response.json());
    expect(application).toMatchObject({ status: 'applied', screened_out: false });
    const stored = await Application.findById(application.id).lean();
    expect(
      stored!.answers!.map(({ question_id, question, type, answer }) => ({
        question_id: String(question_id),
        question,
        type,
        answer,
      })),
    ).toEqual([
      {
        question_id: ids.permit,
        question: 'Do you have a valid work permit?',
        type: 'yes_no',
        answer: 'yes',
      },
      {
        question_id: ids.shift,
        question: 'Preferred shift',
        type: 'multiple_choice',
        answer: 'Night',
      },
      { question_id: ids.sql, question: 'Rate your SQL', type: 'rating', answer: 4 },
    ]);
    expect(stored!.rejection_reason).toBeUndefined();
  });

  it('refuses to skip a required question or send a wrong kind of answer, storing nothing', async () => {
    const { job, ids } = await screenedJob();
    const seeker = await seekerWith(4);
    const cases: Array<[unknown, string]> = [
      [
        { job_id: job.id },
        'Please answer the required question "Do you have a valid work permit?"',
      ],
      [
        { job_id: job.id, answers: { [ids.permit]: 'yes', [ids.sql]: '  ' } },
        'Please answer the required question "Rate your SQL"',
      ],
      [
        { job_id: job.id, answers: { [ids.permit]: 'perhaps', [ids.sql]: 3 } },
        'Answer yes or no to "Do you have a valid work permit?"',
      ],
      [
        { job_id: job.id, answers: { [ids.permit]: 'yes', [ids.sql]: 9 } },
        'Rate "Rate your SQL" with a whole number from 1 to 5',
      ],
      [
        { job_id: job.id, answers: { [ids.permit]: 'yes', [ids.sql]: 3, [ids.shift]: 'Evening' } },
        'Choose one of the options of "Preferred shift"',
      ],
      [{ job_id: job.id, answers: 'yes' }, 'answers: answers must map question ids to answers'],
    ];
    for (const [body, error] of cases) {
      const response = await apply(seeker, body);
      expect(response.status, error).toBe(400);
      expect(await response.json()).toEqual({ error });
    }
    expect(await Application.countDocuments({ job_id: job.id })).toBe(0);
  });

  it('keeps old clients working: a job without questions takes { job_id } alone', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const job = await postedJob(recruiter);
    const seeker = await seekerWith(null);
    const response = await apply(seeker, { job_id: job.id });
    expect(response.status).toBe(201);
    expect(payload(appliedSchema, await response.json()).application.status).toBe('applied');
    // Applying again answers the first application, with or without answers.
    expect((await apply(seeker, { job_id: job.id, answers: { x: 1 } })).status).toBe(200);
  });
});

describe('auto-reject', () => {
  const CRITERIA = { auto_reject: true, min_experience: 3, required_skills: ['Java', 'SQL'] };
  const good = (ids: { permit: string; sql: string }) => ({ [ids.permit]: 'yes', [ids.sql]: 4 });

  it('rejects at once whoever misses a criterion, with the reason for the recruiter only', async () => {
    const { job, ids } = await screenedJob(CRITERIA);
    const cases: Array<[Account, Record<string, unknown>, string | null]> = [
      [await seekerWith(5, ['java', ' sql ', 'Go']), good(ids), null],
      [
        await seekerWith(1, ['Java', 'SQL']),
        good(ids),
        '1 year of experience, below the minimum of 3 years',
      ],
      [
        await seekerWith(null, ['Java', 'SQL']),
        good(ids),
        'No experience on the profile (minimum 3 years)',
      ],
      [await seekerWith(3, ['Java']), good(ids), 'Missing required skill: SQL'],
      [
        await seekerWith(8, ['Java', 'SQL']),
        { ...good(ids), [ids.permit]: 'no' },
        'Answered "no" to "Do you have a valid work permit?" (expected "yes")',
      ],
      [
        await seekerWith(2, ['Python']),
        { ...good(ids), [ids.permit]: false },
        '2 years of experience, below the minimum of 3 years; Missing required skills: Java, SQL; ' +
          'Answered "no" to "Do you have a valid work permit?" (expected "yes")',
      ],
    ];
    for (const [seeker, answers, reason] of cases) {
      const response = await apply(seeker, { job_id: job.id, answers });
      expect(response.status).toBe(201);
      const text = await response.clone().text();
      expect(text).not.toMatch(/rejection_reason|expected|minimum|Missing/);
      const { application } = payload(appliedSchema, await response.json());
      const stored = await Application.findById(application.id).lean();
      if (reason === null) {
        expect(application).toMatchObject({ status: 'applied', screened_out: false });
        expect(stored!.rejection_reason).toBeUndefined();
        continue;
      }
      expect(application.status).toBe('rejected');
      expect(application.screened_out).toBe(true);
      expect(application.history).toEqual([
        { status: 'applied', at: application.applied_at },
        { status: 'rejected', at: application.applied_at, screened_out: true },
      ]);
      expect(stored!.rejection_reason).toBe(reason);

      const mine = await seeker.client.get('/api/applications');
      const listed = await mine.clone().text();
      expect(listed).not.toMatch(/rejection_reason|expected|minimum|Missing/);
      const { applications } = payload(seekerApplicationsSchema, await mine.json());
      expect(applications[0]).toMatchObject({ status: 'rejected', screened_out: true });
    }
  });

  it('leaves applications alone when auto-reject is off', async () => {
    const { job, ids } = await screenedJob({ ...CRITERIA, auto_reject: false });
    const seeker = await seekerWith(0, []);
    const response = await apply(seeker, {
      job_id: job.id,
      answers: { ...good(ids), [ids.permit]: 'no' },
    });
    expect(payload(appliedSchema, await response.json()).application.status).toBe('applied');
  });

  it('a later status change by the recruiter is theirs, kept after the automatic rejection', async () => {
    const { recruiter, job, ids } = await screenedJob(CRITERIA);
    const seeker = await seekerWith(1, ['Java', 'SQL']);
    await apply(seeker, { job_id: job.id, answers: good(ids) });
    const moved = await recruiter.client.request(`/api/job-applications/${job.id}/status`, {
      method: 'PATCH',
      json: { user_ids: [seeker.id], status: 'under_review' },
    });
    expect(moved.status).toBe(200);
    const { applications } = payload(
      seekerApplicationsSchema,
      await (await seeker.client.get('/api/applications')).json(),
    );
    expect(applications[0]).toMatchObject({ status: 'under_review', screened_out: false });
    // Right after the automatic rejection, the recruiter's change is added, not folded into it.
    expect(
      applications[0]!.history.map((step) => [step.status, step.screened_out ?? false]),
    ).toEqual([
      ['applied', false],
      ['rejected', true],
      ['under_review', false],
    ]);
  });

  it('holds under 20 seekers applying at once: each in the right status, one row and one history each', async () => {
    const { job, ids } = await screenedJob(CRITERIA);
    // Logged in one after another (the BFF answers 503 to many password checks at once).
    const seekers: Account[] = [];
    for (let i = 0; i < 20; i++)
      seekers.push(await seekerWith(i % 2 === 0 ? 5 : 1, ['Java', 'SQL'], `Seeker ${i}`));
    // Each seeker sends twice at once as well (a double click): still one application each.
    const responses = await Promise.all(
      seekers.flatMap((seeker) => [
        apply(seeker, { job_id: job.id, answers: good(ids) }),
        apply(seeker, { job_id: job.id, answers: good(ids) }),
      ]),
    );
    expect(responses.every((response) => [200, 201].includes(response.status))).toBe(true);
    const stored = await Application.find({ job_id: job.id }).lean();
    expect(stored).toHaveLength(20);
    for (const [i, seeker] of seekers.entries()) {
      const row = stored.find((application) => application.user_id.equals(seeker.id))!;
      const rejected = i % 2 === 1;
      expect(row.status).toBe(rejected ? 'rejected' : 'applied');
      expect(row.history.map((step) => step.status)).toEqual(
        rejected ? ['applied', 'rejected'] : ['applied'],
      );
      expect(row.rejection_reason ?? null).toBe(
        rejected ? '1 year of experience, below the minimum of 3 years' : null,
      );
    }
    expect(new Types.ObjectId(job.id).equals(stored[0]!.job_id)).toBe(true);
  });
});
