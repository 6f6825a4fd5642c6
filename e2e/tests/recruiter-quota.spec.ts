import type { Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, test, type NewSeeker } from '../fixtures';

/*
 * Plan and quotas end to end (docs/product/recruiter-tools-and-workspace.md#plan-and-quotas, ADR
 * 022): a resume opened from Resdex counts against the plan's resume views, shown on /quota-usage
 * and in the dashboard's carousel; a seeker who turns "Visible to recruiters" off leaves Resdex.
 */

async function resumePdf(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  lines.forEach((line, index) =>
    page.drawText(line, { x: 50, y: 780 - index * 20, size: 12, font }),
  );
  return Buffer.from(await pdf.save());
}

/** The seeker's skills and a PDF resume, through the real API. */
async function withSkillAndResume(seeker: NewSeeker, base: string, name: string, skill: string) {
  const profile = await seeker.page.request.patch('/api/profile', {
    data: { skills: [skill, 'SQL'] },
    headers: { Origin: base },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const upload = await seeker.page.request.post('/api/resume', {
    headers: { Origin: base },
    multipart: {
      resume: {
        name: 'resume.pdf',
        mimeType: 'application/pdf',
        buffer: await resumePdf([name, `Skills: ${skill}, SQL`]),
      },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
}

/** Runs a Resdex search by one skill and waits for its results. */
async function searchBySkill(page: Page, skill: string, found: number) {
  await page.goto('/search-resume');
  await expect(page.getByRole('heading', { level: 1, name: 'Search Resumes' })).toBeVisible();
  await page.getByLabel('Skills', { exact: true }).fill(skill);
  await page.getByRole('button', { name: 'Search resumes' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: `Search Results (${found})` }),
  ).toBeVisible();
}

test('a recruiter opens a Resdex candidate’s resume and /quota-usage shows one more resume view used', async ({
  baseURL,
  newRecruiter,
  newSeeker,
}) => {
  test.setTimeout(90_000);
  const skill = `Quotaskill${Date.now().toString(36)}`;
  const seeker = await newSeeker('Ira Quota');
  await withSkillAndResume(seeker, baseURL!, 'Ira Quota', skill);
  const { page } = await newRecruiter('Meter Recruiter');

  await page.goto('/quota-usage');
  const views = page.getByRole('region', { name: 'Resume views' });
  await expect(views).toContainText('0 of 1,000 used');
  await expect(views).toContainText('1,000 left (0% used)');
  await expect(views.getByRole('img')).toHaveAccessibleName(
    'No resumes opened in the last 30 days',
  );

  await searchBySkill(page, skill, 1);
  const card = page.getByRole('article', { name: 'Ira Quota', exact: true });
  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: 'View Resume' }).click();
  expect((await download).suggestedFilename()).toBe('resume.pdf');

  await page.goto('/quota-usage');
  await expect(views).toContainText('1 of 1,000 used');
  await expect(views).toContainText('999 left (0% used)');
  await expect(views.getByRole('img')).toHaveAccessibleName(
    /^1 resumes opened in the last 30 days/,
  );

  // Opening the same candidate again this month costs nothing.
  await searchBySkill(page, skill, 1);
  const again = page.waitForEvent('download');
  await card.getByRole('link', { name: 'View Resume' }).click();
  await again;

  // The dashboard's carousel shows the same figures.
  await page.goto('/recruiter-dashboard');
  const carousel = page.getByRole('region', { name: 'Your quotas' });
  await expect(carousel.getByRole('listitem').nth(1)).toContainText('1 of 1,000 used');
  await carousel.getByRole('link', { name: 'View quota usage' }).click();
  await expect(page).toHaveURL(/\/quota-usage$/);
  await expect(views).toContainText('1 of 1,000 used');
});

test('a seeker who turns "Visible to recruiters" off does not appear in Resdex', async ({
  baseURL,
  newRecruiter,
  newSeeker,
}) => {
  test.setTimeout(90_000);
  const skill = `Hiddenskill${Date.now().toString(36)}`;
  const shown = await newSeeker('Uma Visible');
  const hidden = await newSeeker('Neel Hidden');
  await withSkillAndResume(shown, baseURL!, 'Uma Visible', skill);
  await withSkillAndResume(hidden, baseURL!, 'Neel Hidden', skill);
  const { page } = await newRecruiter('Visibility Recruiter');
  await searchBySkill(page, skill, 2);

  await hidden.page.goto('/job-seeker-dashboard');
  const visibility = hidden.page.getByRole('checkbox', { name: 'Visible to recruiters' });
  await expect(visibility).toBeChecked();
  await visibility.uncheck();
  await expect(hidden.page.getByText('Your profile is now hidden from recruiters')).toBeVisible();
  await hidden.page.reload();
  await expect(visibility).not.toBeChecked();

  await searchBySkill(page, skill, 1);
  await expect(page.getByRole('article', { name: 'Uma Visible', exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Neel Hidden', exact: true })).toHaveCount(0);
});
