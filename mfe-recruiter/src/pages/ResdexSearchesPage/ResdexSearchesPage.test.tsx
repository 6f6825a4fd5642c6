import { useSession } from '@rozgar/design-system';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { RECRUITER, recentSearchFixture, savedSearchFixture } from '../../mocks/fixtures';
import { folderHandlers } from '../../mocks/folderHandlers';
import { failure, handlers } from '../../mocks/handlers';
import type { CandidateSearches } from '../../resdex/candidatesApi';
import { ResdexSearchesPage } from './ResdexSearchesPage';

const initialSession = useSession.getState();

beforeEach(() => {
  useSession.setState({ ...initialSession, status: 'authenticated', user: RECRUITER }, true);
});

const SAVED = {
  ...savedSearchFixture('s1', 'Java in Pune', 'Skills: Java · location: Pune', {
    skills: ['Java'],
    location: 'Pune',
  }),
  new_since_last_run: 1,
  last_run_at: '2026-11-22T10:00:00.000Z',
};
const RECENT = Array.from({ length: 5 }, (_, i) =>
  recentSearchFixture(`r${i}`, `Skills: Skill${i}`, { skills: [`Skill${i}`] }, i + 1),
);
const SEARCHES: CandidateSearches = { recent: RECENT, saved: [SAVED] };

function setup(...answers: RequestHandler[]) {
  mswServer.use(...answers);
  const api = recordRequests();
  const user = userEvent.setup();
  renderPage('/resdex-searches', <ResdexSearchesPage />);
  return { api, user };
}

describe('ResdexSearchesPage', () => {
  it('lists saved and recent searches with their profiles and new ones since the last run', async () => {
    setup(handlers.candidateSearches(SEARCHES));
    const saved = await screen.findByRole('list', { name: 'Saved Searches' });
    const item = within(saved).getByRole('listitem');
    expect(item).toHaveTextContent('Java in Pune');
    expect(item).toHaveTextContent('Skills: Java · location: Pune');
    expect(within(item).getByText('7 profiles')).toBeVisible();
    expect(within(item).getByText('1 new')).toBeVisible();
    expect(item).toHaveTextContent('since the last run on');
    const recent = screen.getByRole('list', { name: 'Recent Searches' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(5);
    expect(within(recent).getByText('1 profile')).toBeVisible();
  });

  it('shows the empty texts', async () => {
    setup(handlers.candidateSearches({ recent: [], saved: [] }));
    expect(await screen.findByText('No saved searches')).toBeVisible();
    expect(screen.getByText('No recent searches')).toBeVisible();
  });

  it('runs a search on the advanced search with its criteria', async () => {
    const { user } = setup(handlers.candidateSearches(SEARCHES));
    await user.click(await screen.findByRole('button', { name: 'Run Java in Pune' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/advanced-search'),
    );
  });

  it('renames a saved search, refusing a blank title', async () => {
    const { user, api } = setup(
      handlers.candidateSearches(SEARCHES),
      folderHandlers.searchRenamed([SAVED]),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Rename saved search Java in Pune' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rename saved search' });
    const field = within(dialog).getByLabelText(/Search title/);
    expect(field).toHaveValue('Java in Pune');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText('Give the search a title')).toBeVisible();
    await user.type(field, 'Java devs, Pune');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Renamed the saved search to "Java devs, Pune"')).toBeVisible();
    expect(api.bodiesOf('PATCH', `/api/candidate-searches/${SAVED.id}`)).toEqual([
      { title: 'Java devs, Pune' },
    ]);
  });

  it('deletes a saved search after confirming', async () => {
    const { user, api } = setup(
      handlers.candidateSearches(SEARCHES),
      handlers.savedSearchDeleted(),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Delete saved search Java in Pune' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete saved search?' });
    expect(confirm).toHaveTextContent('"Java in Pune" will be removed from your saved searches.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted the saved search "Java in Pune"')).toBeVisible();
    expect(api.callsTo('DELETE', `/api/candidate-searches/${SAVED.id}`)).toHaveLength(1);
  });

  it('shows the failure to load', async () => {
    setup(folderHandlers.searchesDown());
    expect(
      await screen.findByText('Error: Database unavailable, please try again shortly'),
    ).toBeVisible();
  });

  it('asks to log in again when the session is gone', async () => {
    setup(failure('get', '/api/candidate-searches', 401, { error: 'Not logged in' }));
    expect(
      await screen.findByRole('heading', { name: 'Please log in to see your Resdex searches.' }),
    ).toBeVisible();
  });
});
