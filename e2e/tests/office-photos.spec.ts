import { crc32, deflateSync } from 'node:zlib';
import { expect, test } from '../fixtures';

/*
 * Add office photos end to end (docs/product/community-and-reviews.md, "Add office photos"): a
 * visitor opens it from the reviews page's contribute section and picks a seeded company, is sent
 * to log in and comes back with the company still picked, uploads a real PNG with a caption and
 * finds it first in the company's gallery — also after a reload — and in its lightbox.
 */

const COMPANY = 'Infoveda Technologies';

/** A real PNG of `width` × `height` in one colour (8-bit RGB). */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill(rgb).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array(height).fill(row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a seeker adds an office photo and sees it in the company’s gallery', async ({
  newSeeker,
}) => {
  test.setTimeout(90_000);
  const { page, email, password } = await newSeeker('Kavya Menon', { login: false });
  const caption = `Standing desks by the window ${Date.now()}`;

  await page.goto('/company-reviews');
  await page
    .getByRole('region', { name: 'Contribute' })
    .getByRole('link', { name: 'Add office photos' })
    .click();
  await expect(page).toHaveURL(/\/add-office-photos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add office photos' })).toBeVisible();

  // A visitor picks the company, is asked to log in and comes back with it picked.
  const form = page.getByRole('form', { name: 'Office photos' });
  await form.getByRole('combobox', { name: /Company/ }).fill('Infoveda');
  await page.getByRole('option', { name: new RegExp(COMPANY) }).click();
  await form.getByRole('button', { name: 'Upload photos' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fadd-office-photos%3Fcompany_id%3D[0-9a-f]{24}/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await expect(page).toHaveURL(/\/add-office-photos\?company_id=[0-9a-f]{24}&company=/);
  await expect(form.getByRole('combobox', { name: /Company/ })).toHaveValue(COMPANY);

  // A real image, previewed and captioned.
  await form
    .getByLabel('Choose photos')
    .setInputFiles([
      { name: 'desks.png', mimeType: 'image/png', buffer: png(64, 48, [40, 120, 200]) },
    ]);
  await expect(page.getByRole('img', { name: 'Preview of desks.png' })).toBeVisible();
  await form.getByLabel(/^Caption for desks.png/).fill(caption);
  await form.getByRole('button', { name: 'Upload photos' }).click();
  await expect(page.getByText('Your photos were added. Thank you for sharing!')).toBeVisible();
  await expect(page.getByText(`Added 1 photo of ${COMPANY}.`)).toBeVisible();
  await page.getByRole('link', { name: 'See them on the company’s page' }).click();
  await expect(page).toHaveURL(/\/employee-reviews\/[0-9a-f]{24}$/);

  for (const reload of [false, true]) {
    if (reload) await page.reload();
    const gallery = page.getByRole('region', { name: 'Office photos' });
    const newest = gallery.getByRole('button', { name: /^Open photo 1 of \d+:/ });
    await expect(newest).toHaveAccessibleName(new RegExp(`${caption}$`));
    const thumbnail = newest.getByRole('img', { name: caption });
    await expect(thumbnail).toHaveAttribute('width', '64');
    await expect(thumbnail).toHaveJSProperty('complete', true);
    expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  }

  // The lightbox: the photo with its caption; the arrow key moves on; Escape closes it.
  const gallery = page.getByRole('region', { name: 'Office photos' });
  await gallery.getByRole('button', { name: /^Open photo 1 of/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Photo 1 of \d+$/ });
  await expect(dialog.getByRole('img', { name: caption })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: /^Photo 2 of \d+$/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The photo is public, typed by its content, and says nothing of who added it.
  const list = await page.request.get(
    page.url().replace('/employee-reviews/', '/api/companies/') + '/photos',
  );
  const text = await list.text();
  expect(text).toContain(caption);
  expect(text).not.toContain(email);
});
