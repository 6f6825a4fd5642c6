import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, test } from '../fixtures';

/** A real one-page PDF whose text the BFF extracts at upload. */
async function resumePdf(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  lines.forEach((line, index) => {
    page.drawText(line, { x: 50, y: 780 - index * 20, size: 12, font });
  });
  return Buffer.from(await pdf.save());
}

test.beforeEach(async ({ loginAs }) => {
  await loginAs('seeker');
});

test('a project added through its modal survives a reload', async ({ page }) => {
  const title = `Rozgar e2e project ${Date.now()}`;
  await page.goto('/job-seeker-dashboard');
  const projects = page.getByRole('region', { name: 'Projects' });
  await projects.getByRole('button', { name: 'Add project' }).click();

  const dialog = page.getByRole('dialog', { name: 'Add project' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Technologies').fill('React, Playwright');
  await dialog.getByLabel('Description').fill('Written by the end-to-end test.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(projects.getByRole('heading', { name: title })).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Projects' });
  await expect(reloaded.getByRole('heading', { name: title })).toBeVisible();
  await expect(reloaded.getByText('React, Playwright')).toBeVisible();

  // Delete it again through the question, so the demo profile stays as seeded.
  await reloaded.getByRole('button', { name: `Delete ${title}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this project?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(reloaded.getByRole('heading', { name: title })).toBeHidden();
});

test('an uploaded PDF resume feeds the optimiser, which lists the missing keywords', async ({
  page,
}) => {
  const pdf = await resumePdf([
    'Asha Verma - Frontend Engineer',
    'Skills: TypeScript, GraphQL, Storybook, accessibility',
    'Built design systems for fintech dashboards in Bengaluru.',
  ]);
  await page.goto('/resume');
  await page.getByLabel('Resume file').setInputFiles({
    name: 'asha-e2e.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await page.getByRole('button', { name: /^(Upload|Replace) resume$/ }).click();
  const current = page.getByRole('region', { name: 'Current resume' });
  await expect(current).toContainText('asha-e2e.pdf');
  await expect(current.getByRole('link', { name: 'Download' })).toHaveAttribute(
    'href',
    '/api/resume/file?download=1',
  );
  const file = await page.request.get('/api/resume/file');
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.goto('/resume-optimizer');
  await expect(page.getByLabel('Resume text')).toHaveValue(/GraphQL/);
  await page
    .getByLabel('Job description')
    .fill(
      'Frontend engineer for our GraphQL platform. Kubernetes, Kubernetes and more Kubernetes; Terraform and Terraform.',
    );
  await page.getByRole('button', { name: 'Compare' }).click();

  const missing = page.getByRole('list', { name: 'Missing keywords' });
  await expect(missing.getByRole('listitem').first()).toContainText('kubernetes');
  await expect(missing.getByRole('listitem').first()).toContainText('High importance');
  await expect(missing.getByRole('listitem').nth(1)).toContainText('terraform');
  await expect(page.getByRole('list', { name: 'Matched keywords' })).toContainText('graphql');
});

test("the home's quick link lands on the named dashboard section", async ({ page }) => {
  await page.goto('/jobseeker-home');
  await page
    .getByRole('navigation', { name: 'Quick links' })
    .getByRole('link', { name: 'Key skills' })
    .click();
  await expect(page).toHaveURL(/\/job-seeker-dashboard#key-skills$/);
  const heading = page.getByRole('heading', { level: 2, name: 'Key skills' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
});

test("the completion ring shows the BFF's percent", async ({ page }) => {
  const answer = await page.request.get('/api/profile');
  expect(answer.status()).toBe(200);
  const { completeness } = (await answer.json()) as {
    completeness: { percent: number; filled: number };
  };

  await page.goto('/jobseeker-home');
  const ring = page.getByRole('progressbar', { name: /Profile completion/ });
  await expect(ring).toHaveAttribute('aria-valuenow', String(Math.round(completeness.percent)));
  await expect(ring).toHaveAttribute('data-tone', completeness.filled <= 4 ? 'red' : 'yellow');
  const button =
    completeness.percent >= 100
      ? page.getByRole('link', { name: 'Edit Details' })
      : page.getByRole('link', {
          name: `Add ${100 - Math.round(completeness.percent)}% Missing Details`,
        });
  await expect(button).toHaveAttribute('href', '/job-seeker-dashboard');
});
