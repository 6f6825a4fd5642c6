import { applicantResumeTextSchema } from '@rozgar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/harness';
import { jobPosting } from './support/job-fixtures';
import { payload } from './support/payload';
import { docx, loggedIn, pdf, upload, type Account } from './support/profile-fixtures';

/*
 * The resume in the page (docs/product/recruiter-jobs-and-responses.md#manage-responses): a PDF
 * inline for the browser's viewer, a DOC/DOCX as text with the job's skills located.
 */

let app: TestApp;
let owner: Account;
let otherRecruiter: Account;
/** PDF resume, applied. */
let asha: Account;
/** DOCX resume, applied. */
let vikram: Account;
/** DOCX resume, applied to the other recruiter's job only. */
let rohan: Account;
let jobId: string;
let otherJobId: string;
let ashaPdf: Buffer;

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function postJob(recruiter: Account, title: string, skills: string): Promise<string> {
  const response = await recruiter.client.post(
    '/api/jobs',
    jobPosting({ job_title: title, skills, work_mode: 'Remote' }),
  );
  expect(response.status).toBe(201);
  return (await response.json()).job.id;
}

async function applyWith(seeker: Account, job: string, file: Buffer, name: string, type: string) {
  expect((await upload(seeker.client, '/api/resume', 'resume', file, name, type)).status).toBe(201);
  expect((await seeker.client.post('/api/apply-job', { job_id: job })).status).toBe(201);
}

const resume = (job: string, seeker: Account, tail = '') =>
  `/api/job-applications/${job}/${seeker.id}/resume${tail}`;

beforeAll(async () => {
  app = await startTestApp();
  owner = await loggedIn(app, 'Recruiter', 'Priya Nair');
  otherRecruiter = await loggedIn(app, 'Recruiter', 'Arjun Shah');
  asha = await loggedIn(app, 'Job Seeker', 'Asha Rao');
  vikram = await loggedIn(app, 'Job Seeker', 'Vikram Das');
  rohan = await loggedIn(app, 'Job Seeker', 'Rohan Gupta');
  jobId = await postJob(owner, 'Java Developer', 'Java, Spring Boot, Kafka');
  otherJobId = await postJob(otherRecruiter, 'Data Analyst', 'SQL');
  ashaPdf = await pdf(['Asha Rao', 'Java developer']);
  await applyWith(asha, jobId, ashaPdf, 'Asha Rao CV.pdf', 'application/pdf');
  const words = ['Vikram Das', 'Java and Spring Boot services; some JavaScript; java again'];
  await applyWith(vikram, jobId, await docx(words), 'vikram.docx', DOCX_TYPE);
  await applyWith(rohan, otherJobId, await docx(['Rohan Gupta', 'SQL']), 'rohan.docx', DOCX_TYPE);
});

afterAll(async () => {
  await app?.close();
});

describe('GET …/resume?inline=1', () => {
  it('sends a PDF inline, its type pinned, nosniff, never cached, no CSP sandbox', async () => {
    const response = await owner.client.get(resume(jobId, asha, '?inline=1'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="Asha Rao CV.pdf"');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
    // A CSP sandbox would keep Chrome's and Safari's viewers from showing the PDF at all.
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).not.toMatch(/sandbox/);
    // Only the portal's own pages may frame it.
    expect(csp).toMatch(/frame-ancestors 'self'/);
    expect(Buffer.from(await response.arrayBuffer()).equals(ashaPdf)).toBe(true);
  });

  it('keeps the download an attachment, and a DOCX an attachment even when asked inline', async () => {
    const download = await owner.client.get(resume(jobId, asha));
    expect(download.headers.get('content-disposition')).toBe(
      'attachment; filename="Asha Rao CV.pdf"',
    );
    const word = await owner.client.get(resume(jobId, vikram, '?inline=1'));
    expect(word.status).toBe(200);
    expect(word.headers.get('content-type')).toBe(DOCX_TYPE);
    expect(word.headers.get('content-disposition')).toBe('attachment; filename="vikram.docx"');
  });

  it('answers 403 to another recruiter (ADR 011) and 404 Resume not found for a non-applicant', async () => {
    const foreign = await otherRecruiter.client.get(resume(jobId, asha, '?inline=1'));
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({
      error: 'You can only manage the applicants of your own jobs',
    });
    const response = await owner.client.get(resume(jobId, rohan, '?inline=1'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Resume not found' });
  });
});

describe('GET …/resume/text', () => {
  it('sends a DOCX’s text with the job’s skills located as whole words', async () => {
    const response = await owner.client.get(resume(jobId, vikram, '/text'));
    expect(response.status).toBe(200);
    const body = payload(applicantResumeTextSchema, await response.json());
    expect(body).toMatchObject({
      filename: 'vikram.docx',
      content_type: DOCX_TYPE,
      skills: ['Java', 'Spring Boot', 'Kafka'],
    });
    expect(body.text).toContain('Spring Boot services');
    expect(
      body.highlights.map(({ start, end, skill }) => [body.text.slice(start, end), skill]),
    ).toEqual([
      ['Java', 'Java'],
      ['Spring Boot', 'Spring Boot'],
      ['java', 'Java'],
    ]);
  });

  it('answers 403 for a job not theirs (ADR 011), 404 Resume not found for a non-applicant, 403 to a seeker', async () => {
    for (const [account, path] of [
      [otherRecruiter, resume(jobId, vikram, '/text')],
      [owner, resume(otherJobId, rohan, '/text')],
    ] as const) {
      const response = await account.client.get(path);
      expect([path, response.status]).toEqual([path, 403]);
      expect(await response.json()).toEqual({
        error: 'You can only manage the applicants of your own jobs',
      });
    }
    const response = await owner.client.get(resume(jobId, rohan, '/text'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Resume not found' });
    expect((await vikram.client.get(resume(jobId, vikram, '/text'))).status).toBe(403);
  });
});
