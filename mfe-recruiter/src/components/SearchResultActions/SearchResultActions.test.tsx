import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { folderFixture, folderHandlers } from '../../mocks/folderHandlers';
import { failure, handlers } from '../../mocks/handlers';
import { RAHUL, setup, signInRecruiter } from '../../pages/ResumeSearchPage/resumeSearchTestKit';

beforeEach(signInRecruiter);

const SHORTLIST = folderFixture('Shortlist');

describe('ResumeSearchPage candidate actions', () => {
  it('saves and unsaves a candidate on the server, and rolls back when the server refuses', async () => {
    const { api, user } = setup(
      failure('delete', `/api/saved-candidates/${RAHUL.id}`, 500, {
        error: 'Database unavailable',
      }),
      handlers.candidateSaved(),
    );
    await user.click(await screen.findByRole('button', { name: 'Search resumes' }));
    const rahul = await screen.findByRole('article', { name: 'Rahul Sharma' });

    await user.click(within(rahul).getByRole('button', { name: 'Save Candidate' }));
    expect(await within(rahul).findByRole('button', { name: 'Unsave' })).toBeVisible();
    expect(api.callsTo('PUT', `/api/saved-candidates/${RAHUL.id}`)).toHaveLength(1);
    expect(await screen.findByText('Rahul Sharma saved')).toBeVisible();

    await user.click(within(rahul).getByRole('button', { name: 'Unsave' }));
    expect(
      await screen.findByText('Failed to remove candidate: Database unavailable'),
    ).toBeVisible();
    expect(within(rahul).getByRole('button', { name: 'Unsave' })).toBeVisible();
    expect(api.callsTo('DELETE', `/api/saved-candidates/${RAHUL.id}`)).toHaveLength(1);
  });

  it('reports a failed save with the catalogue text and the server reason', async () => {
    const { user } = setup(
      failure('put', `/api/saved-candidates/${RAHUL.id}`, 404, { error: 'Candidate not found' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Search resumes' }));
    const rahul = await screen.findByRole('article', { name: 'Rahul Sharma' });
    await user.click(within(rahul).getByRole('button', { name: 'Save Candidate' }));
    expect(await screen.findByText('Failed to save candidate: Candidate not found')).toBeVisible();
    expect(within(rahul).getByRole('button', { name: 'Save Candidate' })).toBeVisible();
  });

  it("adds a candidate to one of the recruiter's folders", async () => {
    const { api, user } = setup(...folderHandlers.folders([SHORTLIST]));
    await user.click(await screen.findByRole('button', { name: 'Search resumes' }));
    const rahul = await screen.findByRole('article', { name: 'Rahul Sharma' });
    await user.click(within(rahul).getByRole('button', { name: 'Add to folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Rahul Sharma to a folder' });
    await within(dialog).findByRole('combobox', { name: /Folder/ });
    await user.click(within(dialog).getByRole('button', { name: 'Add to folder' }));
    expect(await screen.findByText('Added Rahul Sharma to "Shortlist"')).toBeVisible();
    expect(
      api.callsTo('PUT', `/api/resdex-folders/${SHORTLIST.id}/candidates/${RAHUL.id}`),
    ).toHaveLength(1);
  });
});
