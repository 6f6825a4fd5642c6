import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { savedSearchFixture } from '../../mocks/fixtures';
import { failure, handlers } from '../../mocks/handlers';
import type { CandidateCriteria } from '../../resdex/candidatesApi';
import { setup, signInRecruiter } from '../../pages/ResumeSearchPage/resumeSearchTestKit';

beforeEach(signInRecruiter);

describe('ResumeSearchPage save this search', () => {
  it('saves the search under a title asked in a dialog', async () => {
    const criteria: CandidateCriteria = { skills: ['Go'], activePeriod: 6 };
    const search = savedSearchFixture('s9', 'Go devs', 'Go', criteria);
    const { api, user } = setup(
      handlers.candidateSearches(undefined, { once: true }),
      handlers.candidateSearches({ recent: [], saved: [search] }),
      failure(
        'post',
        '/api/candidate-searches',
        409,
        { error: 'You can keep at most 50 saved searches' },
        { once: true },
      ),
      handlers.searchSaved(search),
    );
    await user.type(await screen.findByLabelText('Skills'), 'Go');
    await user.click(screen.getByRole('button', { name: 'Save this search' }));

    const dialog = screen.getByRole('dialog', { name: 'Save this search' });
    const title = within(dialog).getByLabelText(/^Search title/);
    expect(title).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await within(dialog).findByText('Give the search a title')).toBeVisible();

    await user.type(title, 'Go devs');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await within(dialog).findByText('You can keep at most 50 saved searches')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/api/candidate-searches')[1]!.body).toEqual({
      title: 'Go devs',
      criteria,
    });
    expect(await screen.findByText('Saved the search "Go devs"')).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Saved Searches' });
    expect(within(list).getByText('Go devs')).toBeVisible();
    expect(api.callsTo('POST', '/api/candidates/search')).toEqual([]);
  });
});
