import {
  applicantNoteAddedSchema,
  applicantTagsSchema,
  bulkStatusChangedSchema,
  jobApplicantsSchema,
} from '@rozgar/contracts';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Application } from '../app/models/application.server';
import { UserDetails } from '../app/models/user-details.server';
import { startTestApp, type TestApp } from './support/harness';
import { jobPosting } from './support/job-fixtures';
import { payload } from './support/payload';
import { loggedIn, pdf, upload, type Account } from './support/profile-fixtures';

/*
 * The applicant pipeline (docs/product/recruiter-jobs-and-responses.md#manage-responses): one job's
 * applicants counted, filtered, searched, sorted and paged, and one status set on several at once.
 */

let app: TestApp;
let owner: Account;
let otherRecruiter: Account;
/** Java + Spring, 6 years, full profile with expected salary and notice period, a PDF resume. */
let asha: Account;
/** Java only, 2 years. */
let vikram: Account;
/** No profile: the account's name stands in, no skills, no experience. */
let meera: Account;
/** Applied to the other recruiter's job only. */
let rohan: Account;
let jobId: string;
let otherJobId: string;

async function postJob(recruiter: Account, title: string, skills: string): Promise<string> {
  const response = await recruiter.client.post(
    '/api/jobs',
    jobPosting({ job_title: title, skills }),
  );
  expect(response.status).toBe(201);
  return (await response.json()).job.id;
}

async function apply(seeker: Account, job: string) {
  const response = await seeker.client.post('/api/apply-job', { job_id: job });
  expect(response.status).toBe(201);
}

const applicants = async (account: Account, query = '') =>
  account.client.get(`/api/job-applications/${jobId}/applicants${query}`);

const names = async (query: string) => {
  const response = await applicants(owner, query);
  expect(response.status).toBe(200);
  const body = payload(jobApplicantsSchema, await response.json());
  return body.applicants.map((card) => card.applicant.full_name);
};

const patchStatus = (account: Account, job: string, json: unknown) =>
  account.client.request(`/api/job-applications/${job}/status`, { method: 'PATCH', json });

const historyOf = async (seeker: Account, job = jobId) =>
  (
    await Application.findOne({
      user_id: new Types.ObjectId(seeker.id),
      job_id: new Types.ObjectId(job),
    }).lean()
  )?.history.map((entry) => entry.status);

beforeAll(async () => {
  app = await startTestApp();
  owner = await loggedIn(app, 'Recruiter', 'Priya Nair');
  otherRecruiter = await loggedIn(app, 'Recruiter', 'Arjun Shah');
  asha = await loggedIn(app, 'Job Seeker', 'Asha Rao');
  vikram = await loggedIn(app, 'Job Seeker', 'Vikram Das');
  meera = await loggedIn(app, 'Job Seeker', 'Meera Iyer');
  rohan = await loggedIn(app, 'Job Seeker', 'Rohan Gupta');
  jobId = await postJob(owner, 'Java Developer', 'Java, Spring, Kafka, SQL');
  otherJobId = await postJob(otherRecruiter, 'Data Analyst', 'SQL');

  const resume = await upload(
    asha.client,
    '/api/resume',
    'resume',
    await pdf(['Asha Rao', 'Java and Spring developer']),
    'Asha Rao CV.pdf',
    'application/pdf',
  );
  expect(resume.status).toBe(201);
  // Written to the collection itself: the profile's own form is not what is tested here.
  const profile = (seeker: Account, fields: Record<string, unknown>) =>
    UserDetails.collection.updateOne(
      { user_id: new Types.ObjectId(seeker.id) },
      { $set: fields },
      { upsert: true },
    );
  await profile(asha, {
    full_name: 'Asha R. Rao',
    email: 'asha@example.in',
    phone: '+91 9845012345',
    address: '12, MG Road, Pune',
    company: 'Old Employer',
    curr_role: 'Developer',
    education: 'B.Tech/B.E.',
    experience: 6,
    expected_salary: 14.5,
    notice_period: '1 month',
    skills: ['java', 'Spring', 'Docker'],
    employment: [{ company: 'Infoveda', jobTitle: 'Senior Java Developer' }],
  });
  await profile(vikram, {
    full_name: 'Vikram Das',
    skills: ['Java'],
    experience: 2,
  });
  // Applied in this order, so newest first is Meera, Vikram, Asha.
  await apply(asha, jobId);
  await apply(vikram, jobId);
  await apply(meera, jobId);
  await apply(rohan, otherJobId);
});

afterAll(async () => {
  await app?.close();
});

describe('who may call', () => {
  it('401 for a visitor, 403 for a seeker and for another recruiter’s job, 404 for an unknown job', async () => {
    expect((await app.client().get(`/api/job-applications/${jobId}/applicants`)).status).toBe(401);
    expect((await applicants(asha)).status).toBe(403);
    const other = await applicants(otherRecruiter);
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({
      error: 'You can only manage the applicants of your own jobs',
    });
    const unknown = await owner.client.get(
      `/api/job-applications/${new Types.ObjectId().toHexString()}/applicants`,
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Job not found' });
    const bulk = await patchStatus(otherRecruiter, jobId, {
      user_ids: [asha.id],
      status: 'rejected',
    });
    expect(bulk.status).toBe(403);
    expect(
      (await patchStatus(asha, jobId, { user_ids: [asha.id], status: 'accepted' })).status,
    ).toBe(403);
    expect(await historyOf(asha)).toEqual(['applied']);
  });

  it('refuses a bad query or body in words, and other methods', async () => {
    const sort = await applicants(owner, '?sort=salary');
    expect(sort.status).toBe(400);
    expect(await sort.json()).toEqual({ error: 'Sort must be one of: applied, experience, match' });
    const body = await patchStatus(owner, jobId, { user_ids: [], status: 'rejected' });
    expect(body.status).toBe(400);
    expect(await body.json()).toEqual({ error: 'Choose at least one applicant' });
    const get = await owner.client.get(`/api/job-applications/${jobId}/status`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('PATCH');
  });
});

describe('GET /api/job-applications/{jobId}/applicants', () => {
  it('sends each card with the profile’s details, the skill match, the resume’s links', async () => {
    const response = await applicants(owner);
    expect(response.status).toBe(200);
    const body = payload(jobApplicantsSchema, await response.json());
    expect(body.job).toMatchObject({ id: jobId, job_title: 'Java Developer', applications: 3 });
    expect(body).toMatchObject({ total: 3, page: 1, page_size: 20 });
    expect(body.counts).toEqual({
      all: 3,
      applied: 3,
      under_review: 0,
      interview: 0,
      accepted: 0,
      rejected: 0,
    });
    const [meeraCard, vikramCard, ashaCard] = body.applicants;
    expect(ashaCard).toMatchObject({
      user_id: asha.id,
      status: 'applied',
      applicant: {
        full_name: 'Asha R. Rao',
        email: 'asha@example.in',
        phone: '+91 9845012345',
        location: 'Pune',
        current_company: 'Infoveda',
        current_role: 'Senior Java Developer',
        education: 'B.Tech/B.E.',
        experience: 6,
        expected_salary: 14.5,
        notice_period: '1 month',
        skills: ['java', 'Spring', 'Docker'],
      },
      skill_match: { matched: ['Java', 'Spring'], missing: ['Kafka', 'SQL'], score: 50 },
      resume: {
        filename: 'Asha Rao CV.pdf',
        content_type: 'application/pdf',
        link: `/api/job-applications/${jobId}/${asha.id}/resume`,
        inline_link: `/api/job-applications/${jobId}/${asha.id}/resume?inline=1`,
        text_link: `/api/job-applications/${jobId}/${asha.id}/resume/text`,
      },
      notes: [],
      tags: [],
    });
    expect(vikramCard!.skill_match.score).toBe(25);
    expect(meeraCard).toMatchObject({
      user_id: meera.id,
      applicant: {
        full_name: 'Meera Iyer',
        phone: null,
        location: null,
        current_company: null,
        experience: null,
        expected_salary: null,
        notice_period: null,
        skills: [],
      },
      skill_match: { matched: [], score: 0 },
      resume: null,
    });
    expect(body.applicants.map((card) => card.user_id)).not.toContain(rohan.id);
  });

  it('sorts by applied date, experience or skill match', async () => {
    expect(await names('')).toEqual(['Meera Iyer', 'Vikram Das', 'Asha R. Rao']);
    expect(await names('?sort=experience')).toEqual(['Asha R. Rao', 'Vikram Das', 'Meera Iyer']);
    expect(await names('?sort=match')).toEqual(['Asha R. Rao', 'Vikram Das', 'Meera Iyer']);
  });

  it('searches names and skills, case-insensitively and by part of a word', async () => {
    expect(await names('?q=JAV')).toEqual(['Vikram Das', 'Asha R. Rao']);
    expect(await names('?q=docker')).toEqual(['Asha R. Rao']);
    expect(await names('?q=meera')).toEqual(['Meera Iyer']);
    expect(await names('?q=cobol')).toEqual([]);
  });

  it('pages past the last applicant to an empty page with the same total', async () => {
    const body = payload(jobApplicantsSchema, await (await applicants(owner, '?page=2')).json());
    expect(body).toMatchObject({ total: 3, page: 2, applicants: [] });
  });
});

describe('PATCH /api/job-applications/{jobId}/status', () => {
  it('moves three applicants at once, each recorded once; repeating it changes nothing', async () => {
    const ids = [asha.id, vikram.id, meera.id];
    const first = await patchStatus(owner, jobId, { user_ids: ids, status: 'under_review' });
    expect(first.status).toBe(200);
    const moved = payload(bulkStatusChangedSchema, await first.json());
    expect(moved).toEqual({
      status: 'under_review',
      changed: ids,
      unchanged: [],
      not_found: [],
      counts: { all: 3, applied: 0, under_review: 3, interview: 0, accepted: 0, rejected: 0 },
    });
    for (const seeker of [asha, vikram, meera])
      expect(await historyOf(seeker)).toEqual(['applied', 'under_review']);

    const again = payload(
      bulkStatusChangedSchema,
      await (await patchStatus(owner, jobId, { user_ids: ids, status: 'under_review' })).json(),
    );
    expect(again).toMatchObject({ changed: [], unchanged: ids, not_found: [] });
    for (const seeker of [asha, vikram, meera])
      expect(await historyOf(seeker)).toEqual(['applied', 'under_review']);

    // What each seeker's tracking page reads.
    for (const seeker of [asha, vikram, meera]) {
      const { applications } = await (await seeker.client.get('/api/applications')).json();
      expect(applications.find((row: { job_id: string }) => row.job_id === jobId)).toMatchObject({
        status: 'under_review',
      });
    }
    const reviewing = await names('?status=under_review');
    expect(reviewing).toHaveLength(3);
    expect(await names('?status=applied')).toEqual([]);
  });

  it('reports who did not apply, and leaves another recruiter’s applicants alone', async () => {
    const body = payload(
      bulkStatusChangedSchema,
      await (
        await patchStatus(owner, jobId, { user_ids: [asha.id, rohan.id], status: 'interview' })
      ).json(),
    );
    expect(body).toMatchObject({ changed: [asha.id], unchanged: [], not_found: [rohan.id] });
    expect(body.counts).toMatchObject({ under_review: 2, interview: 1 });
    expect(await historyOf(rohan, otherJobId)).toEqual(['applied']);
  });
});

describe('notes and tags', () => {
  const notesOf = (seeker: Account) => `/api/job-applications/${jobId}/${seeker.id}/notes`;
  const tagsOf = (seeker: Account) => `/api/job-applications/${jobId}/${seeker.id}/tags`;
  const NOTE = 'Strong on Spring; ask about Kafka';

  it('keeps the account’s notes and tags on the applicant’s card, newest note first', async () => {
    const first = await owner.client.post(notesOf(vikram), { text: NOTE });
    expect(first.status).toBe(201);
    const { note } = payload(applicantNoteAddedSchema, await first.json());
    expect(note).toMatchObject({ text: NOTE, author: 'Priya Nair' });
    await owner.client.post(notesOf(vikram), { text: 'Called, call back Monday' });
    const tags = await owner.client.request(tagsOf(vikram), {
      method: 'PUT',
      json: { tags: ['Top pick', 'top PICK', 'Remote ok'] },
    });
    expect(tags.status).toBe(200);
    expect(payload(applicantTagsSchema, await tags.json())).toEqual({
      tags: ['Top pick', 'Remote ok'],
    });

    const body = payload(jobApplicantsSchema, await (await applicants(owner, '?q=vikram')).json());
    expect(body.applicants[0]!.notes.map((entry) => entry.text)).toEqual([
      'Called, call back Monday',
      NOTE,
    ]);
    expect(body.applicants[0]!.tags).toEqual(['Top pick', 'Remote ok']);
    const others = payload(jobApplicantsSchema, await (await applicants(owner, '?q=asha')).json());
    expect(others.applicants[0]).toMatchObject({ notes: [], tags: [] });
  });

  it('answers 403 for another recruiter, 404 for someone who did not apply, and refuses bad bodies', async () => {
    const other = await otherRecruiter.client.post(notesOf(vikram), { text: 'mine' });
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({
      error: 'You can only manage the applicants of your own jobs',
    });
    const notApplied = await owner.client.post(notesOf(rohan), { text: 'who?' });
    expect(notApplied.status).toBe(404);
    expect(await notApplied.json()).toEqual({ error: 'Application not found' });
    expect((await vikram.client.post(notesOf(vikram), { text: 'me' })).status).toBe(403);
    const blank = await owner.client.post(notesOf(vikram), { text: ' ' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ error: 'Note is required' });
    const many = await owner.client.request(tagsOf(vikram), {
      method: 'PUT',
      json: { tags: Array.from({ length: 11 }, (_, n) => `t${n}`) },
    });
    expect(await many.json()).toEqual({ error: 'At most 10 tags' });
  });

  it('removes one note of the account’s, and answers 404 for a note it does not have', async () => {
    const added = await owner.client.post(notesOf(asha), { text: 'Typo, remove me' });
    const { note } = payload(applicantNoteAddedSchema, await added.json());
    const path = `${notesOf(asha)}/${note.id}`;
    expect((await otherRecruiter.client.request(path, { method: 'DELETE' })).status).toBe(403);
    const removed = await owner.client.request(path, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ success: true });
    const again = await owner.client.request(path, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: 'Note not found' });
    const body = payload(jobApplicantsSchema, await (await applicants(owner, '?q=asha')).json());
    expect(body.applicants[0]!.notes).toEqual([]);
    // Vikram's notes, kept by the same account, are untouched.
    const vikramCard = payload(
      jobApplicantsSchema,
      await (await applicants(owner, '?q=vikram')).json(),
    );
    expect(vikramCard.applicants[0]!.notes).toHaveLength(2);
  });

  it('never reaches the seeker: none of the seeker’s own answers holds a note or a tag', async () => {
    for (const path of ['/api/applications', '/api/profile', '/api/me', `/api/jobs/${jobId}`]) {
      const response = await vikram.client.get(path);
      expect([path, response.status]).toEqual([path, 200]);
      const text = await response.text();
      expect(text).not.toContain('Strong on Spring');
      expect(text).not.toContain('Top pick');
    }
  });
});
