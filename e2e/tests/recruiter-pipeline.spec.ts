import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Page } from '@playwright/test';
import { emailedCode, expect, test } from '../fixtures';

/** A real one-page PDF resume. */
async function resumePdf(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  lines.forEach((line, index) => {
    page.drawText(line, { x: 50, y: 780 - index * 20, size: 12, font });
  });
  return Buffer.from(await pdf.save());
}

/**
 * A real Word resume (.docx), made with the `docx` package the BFF's tests use; its text names
 * the job's skills three times, once in lower case.
 */
const DIYA_DOCX = readFileSync(new URL('../fixtures/diya-resume.docx', import.meta.url));
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Signs a new recruiter up and in through the real API in `page`'s context (own quota of jobs). */
async function newRecruiter(page: Page, baseURL: string) {
  const email = `recruiter-pipeline-${Date.now()}@example.com`;
  const password = 'Recruiter2026';
  const post = async (path: string, data: object, status = 200) => {
    const response = await page.request.post(path, { data, headers: { Origin: baseURL } });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(status);
    return response;
  };
  await post('/api/send-otp', { email, fullName: 'Pipeline Recruiter', role: 'Recruiter' });
  const otp = await emailedCode(page.request, email, /verification code/i);
  await post('/api/verify-otp', { email, otp });
  await post(
    '/api/create-account',
    { fullName: 'Pipeline Recruiter', email, password, role: 'Recruiter' },
    201,
  );
  await post('/api/login', { email, password });
  return post;
}

/**
 * The applicant pipeline end to end (docs/product/recruiter-jobs-and-responses.md#manage-responses):
 * three new seekers apply to a new recruiter's job, the recruiter moves all three to Reviewing in
 * one action (with a confirmation), each seeker's tracking page shows it in the seeker's word
 * (docs/product/applications-and-tracking.md#application-statuses), and the recruiter reads a PDF
 * and a DOCX resume in the page, the DOCX as its text with the job's skills marked.
 */
test('a recruiter moves three applicants to Reviewing at once and reads PDF and DOCX resumes in the page', async ({
  page,
  baseURL,
  newSeeker,
}) => {
  // Four sign-ups by e-mailed code, three applications, two pages.
  test.setTimeout(90_000);
  const post = await newRecruiter(page, baseURL!);
  const title = `Pipeline Engineer ${Date.now().toString(36)}`;
  const posted = await post(
    '/api/jobs',
    {
      job_title: title,
      employment_type: 'Full Time, Permanent',
      work_mode: 'Remote',
      job_description: 'Build the applicant pipeline.',
      skills: 'TypeScript, Playwright',
      min_experience: 1,
      max_experience: 5,
      min_salary: 5,
      max_salary: 10,
      location: 'Pune',
      industry: 'IT/ITES',
      qualification: 'Any Graduate',
      company: 'Rozgar Pipelines',
    },
    201,
  );
  const jobId = ((await posted.json()) as { job: { id: string } }).job.id;

  const names = ['Aarav Pipeline', 'Diya Pipeline', 'Kabir Pipeline'];
  const seekers = [];
  for (const name of names) {
    const seeker = await newSeeker(name);
    const origin = { Origin: baseURL! };
    // Aarav's resume is a PDF, Diya's a Word document; Kabir has none.
    const resume =
      seekers.length === 0
        ? {
            name: 'aarav.pdf',
            mimeType: 'application/pdf',
            buffer: await resumePdf([
              'Aarav Pipeline - QA Engineer',
              'Skills: TypeScript, Playwright',
            ]),
          }
        : seekers.length === 1
          ? { name: 'diya.docx', mimeType: DOCX_TYPE, buffer: DIYA_DOCX }
          : null;
    if (resume) {
      const upload = await seeker.page.request.post('/api/resume', {
        headers: origin,
        multipart: { resume },
      });
      expect(upload.status(), await upload.text()).toBe(201);
    }
    const applied = await seeker.page.request.post('/api/apply-job', {
      data: { job_id: jobId },
      headers: origin,
    });
    expect(applied.status(), await applied.text()).toBe(201);
    seekers.push(seeker);
  }

  // The recruiter opens the job: three applied.
  await page.goto('/responses');
  const header = page.getByRole('button', { name: new RegExp(`^${title}`) });
  await expect(header).toContainText('3 applications');
  await header.click();
  const region = page.getByRole('region', { name: new RegExp(`^${title}`) });
  await expect(region.getByRole('article')).toHaveCount(3);
  await expect(region.getByRole('button', { name: 'Applied (3)' })).toBeVisible();

  // All three selected (by the keyboard), moved to Reviewing in one confirmed action.
  await region.getByRole('checkbox', { name: 'Select all 3 applicants shown' }).focus();
  await page.keyboard.press('Space');
  await expect(region.getByRole('combobox', { name: 'Move selected to' })).toHaveValue(
    'under_review',
  );
  const bulk: string[] = [];
  page.on('request', (request) => {
    if (
      request.method() === 'PATCH' &&
      request.url().endsWith(`/api/job-applications/${jobId}/status`)
    )
      bulk.push(request.postData() ?? '');
  });
  await region.getByRole('button', { name: 'Change status (3)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move 3 applicants to Reviewing?' });
  await dialog.getByRole('button', { name: 'Move to Reviewing' }).click();
  await expect(page.getByText('3 applicants moved to Reviewing')).toBeVisible();
  await expect(region.getByRole('button', { name: 'Reviewing (3)' })).toBeVisible();
  expect(bulk).toHaveLength(1);
  for (const name of names)
    await expect(region.getByRole('combobox', { name: `Status of ${name}` })).toHaveValue(
      'under_review',
    );

  // Each seeker sees it on their tracking page (the seeker's word for Reviewing: Shortlisted).
  for (const seeker of seekers) {
    await seeker.page.goto('/application-tracking');
    const tracked = seeker.page
      .getByRole('article')
      .filter({ has: seeker.page.getByRole('link', { name: title }) });
    await expect(tracked.getByText('Shortlisted', { exact: true }).first()).toBeVisible();
  }

  // The resume opens in the page: the PDF in the browser's own viewer, the download still there.
  await region.getByRole('button', { name: `View resume of ${names[0]}` }).click();
  const viewer = page.getByRole('dialog', { name: `Resume of ${names[0]}` });
  const frame = viewer.locator('iframe');
  await expect(frame).toHaveAttribute('title', `Resume of ${names[0]} (PDF)`);
  const inline = await page.request.get((await frame.getAttribute('src'))!);
  expect(inline.status()).toBe(200);
  expect(inline.headers()['content-type']).toContain('application/pdf');
  expect(inline.headers()['content-disposition'] ?? 'inline').toMatch(/^inline/);
  const download = viewer.getByRole('link', { name: 'Download resume' });
  await expect(download).toHaveAttribute('download');
  await expect(download).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // A DOCX opens as the text read from it, the job's skills marked wherever they occur.
  await region.getByRole('button', { name: `View resume of ${names[1]}` }).click();
  const word = page.getByRole('dialog', { name: `Resume of ${names[1]}` });
  await expect(word.getByText('Diya Pipeline - Test Automation Engineer')).toBeVisible();
  await expect(
    word.getByText("The job's skills are marked: TypeScript, Playwright (3 found)."),
  ).toBeVisible();
  await expect(word.locator('mark')).toHaveText(['TypeScript', 'Playwright', 'playwright']);
  await expect(word.locator('iframe')).toHaveCount(0);
  await expect(word.getByRole('link', { name: 'Download resume' })).toHaveAttribute('download');
  await page.keyboard.press('Escape');
  await expect(word).toBeHidden();

  // On a 360 px phone the open job, its cards and its board fit the width.
  await page.setViewportSize({ width: 360, height: 740 });
  for (const view of ['', '&view=board']) {
    await page.goto(`/responses?job=${jobId}${view}`);
    await expect(region.getByRole('article').first()).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath(`responses-360${view ? '-board' : ''}.png`),
      fullPage: true,
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  }
});
