import { expect, giveSkills, test } from '../fixtures';

/**
 * Resdex folders and searches end to end (docs/product/recruiter-tools-and-workspace.md#resdex-folders,
 * #resdex-searches): a new recruiter saves a search for a skill nobody has yet; a seeker signs up
 * with it and /resdex-searches shows "1 new"; the recruiter makes a folder, runs the search,
 * adds the seeker from the results with a note and finds them in the folder; the search, run
 * again, has no new profile left.
 */
test('a recruiter sees a new matching seeker on a saved search and keeps them in a folder', async ({
  newRecruiter,
  newSeeker,
  baseURL,
}) => {
  const recruiter = await newRecruiter('Farah Folders');
  const page = recruiter.page;
  const tag = Date.now().toString(36);
  const skill = `Foldskill${tag}`;
  const title = `Foldskill people ${tag}`;

  // Search by a skill nobody has yet, and save the search.
  await page.goto('/search-resume');
  await page.getByLabel('Skills', { exact: true }).fill(skill);
  await page.getByRole('button', { name: 'Search resumes' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Search Results (0)' })).toBeVisible();
  await page.getByRole('button', { name: 'Save this search' }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Save this search' });
  await saveDialog.getByLabel(/^Search title/).fill(title);
  await saveDialog.getByRole('button', { name: 'Save search' }).click();
  await expect(saveDialog).toBeHidden();

  // A seeker signs up with that skill.
  const seeker = await newSeeker('Nisha Foldwala');
  await giveSkills(seeker, baseURL!, [skill, 'SQL']);

  // The saved search counts them as new since it last ran.
  await page.goto('/resdex-searches');
  await expect(page.getByRole('heading', { level: 1, name: 'Resdex Searches' })).toBeVisible();
  const saved = page
    .getByRole('list', { name: 'Saved Searches' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(saved).toContainText('1 profile');
  await expect(saved.getByText('1 new', { exact: true })).toBeVisible();

  // A folder to keep them in.
  const folderName = `Shortlist ${tag}`;
  await page.goto('/resdex-folders');
  await expect(page.getByText('No folders yet')).toBeVisible();
  await page.getByRole('button', { name: 'New folder' }).first().click();
  const newFolder = page.getByRole('dialog', { name: 'New folder' });
  await newFolder.getByLabel(/^Folder name/).fill(folderName);
  await newFolder.getByRole('button', { name: 'Create folder' }).click();
  await expect(page.getByText(`Created the folder "${folderName}"`)).toBeVisible();
  await expect(page.getByRole('link', { name: folderName })).toBeVisible();

  // Run the saved search and add the seeker from its results, with a note.
  await page.goto('/resdex-searches');
  await page.getByRole('button', { name: `Run ${title}` }).click();
  await expect(page).toHaveURL(/\/advanced-search$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Search Results (1)' })).toBeVisible();
  const card = page.getByRole('article', { name: 'Nisha Foldwala', exact: true });
  await card.getByRole('button', { name: 'Add to folder' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add Nisha Foldwala to a folder' });
  await expect(addDialog.getByLabel(/^Folder/)).toHaveValue(/[0-9a-f]{24}/);
  await addDialog.getByLabel(/^Note/).fill('Knows the rare skill');
  await addDialog.getByRole('button', { name: 'Add to folder' }).click();
  await expect(page.getByText(`Added Nisha Foldwala to "${folderName}"`)).toBeVisible();

  // The folder holds them, with the note; the dashboard's table counts them.
  await page.goto('/resdex-folders');
  await page.getByRole('link', { name: folderName }).click();
  await expect(page.getByRole('heading', { level: 2, name: folderName })).toBeVisible();
  const inFolder = page.getByRole('article', { name: 'Nisha Foldwala', exact: true });
  await expect(inFolder).toBeVisible();
  await expect(inFolder.getByLabel('Note on Nisha Foldwala')).toHaveText('Knows the rare skill');
  await page.goto('/recruiter-dashboard');
  const row = page
    .getByRole('region', { name: 'Your folders, last updated first' })
    .getByRole('row')
    .filter({ hasText: folderName });
  await expect(row).toContainText('1');

  // Run, the search has no new profile left.
  await page.goto('/resdex-searches');
  await expect(saved.getByText('0 new', { exact: true })).toBeVisible();
});
