import {
  createTestQueryClient,
  mswServer,
  recordRequests,
  renderPage,
} from '@rozgar/design-system/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fixtureId, recentSearchFixture, savedSearchFixture } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import type { CandidateCriteria } from '../../resdex/candidatesApi';
import { ResumeSearchPage } from '../../pages/ResumeSearchPage/ResumeSearchPage';
import {
  chip,
  sectionButton,
  setup,
  signInRecruiter,
} from '../../pages/ResumeSearchPage/resumeSearchTestKit';

beforeEach(signInRecruiter);

describe('ResumeSearchPage recent and saved searches', () => {
  it('shows the empty sidebar texts', async () => {
    setup();
    expect(await screen.findByText('No recent searches')).toBeVisible();
    expect(screen.getByText('No saved searches')).toBeVisible();
  });

  it('lists five recent searches, and three saved ones until View all', async () => {
    const recent = Array.from({ length: 6 }, (_, i) =>
      recentSearchFixture(`r${i}`, `Skill${i}`, { skills: [`Skill${i}`] }, i),
    );
    const saved = Array.from({ length: 4 }, (_, i) =>
      savedSearchFixture(`s${i}`, `Saved ${i}`, `Skill${i} · Pune`, { location: 'Pune' }),
    );
    const { user } = setup(handlers.candidateSearches({ recent, saved }));

    const recentList = await screen.findByRole('list', { name: 'Recent Searches' });
    expect(within(recentList).getAllByRole('listitem')).toHaveLength(5);
    expect(within(recentList).getByText('1 profile')).toBeVisible();
    expect(within(recentList).queryByText('Skill5')).toBeNull();
    const savedList = screen.getByRole('list', { name: 'Saved Searches' });
    expect(within(savedList).getAllByRole('listitem')).toHaveLength(3);
    const viewAll = screen.getByRole('button', { name: 'View all (4)' });
    expect(viewAll).toHaveAttribute('aria-expanded', 'false');
    await user.click(viewAll);
    expect(within(savedList).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Show fewer' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('applies a saved search: fills the form, opens its sections and searches', async () => {
    const criteria: CandidateCriteria = {
      skills: ['React', 'Node.js'],
      experience: { min: 2, max: 5 },
      location: 'Pune',
      jobType: ['Contract'],
      gender: 'Female',
      activePeriod: 12,
    };
    const { api, user } = setup(
      handlers.candidateSearches({
        recent: [],
        saved: [
          savedSearchFixture('s1', 'Pune React', 'React, Node.js · 2–5 yrs · Pune', criteria),
        ],
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Apply this search: Pune React' }));

    expect(await screen.findByRole('heading', { name: 'Search Results (2)' })).toBeVisible();
    expect(api.callsTo('POST', '/api/candidates/search')[0]!.body).toEqual({
      criteria,
      page: 1,
      pageSize: 24,
    });
    expect(screen.getByLabelText('Skills')).toHaveValue('React, Node.js');
    expect(screen.getByLabelText('Minimum experience (years)')).toHaveValue('2');
    expect(screen.getByLabelText('Current location')).toHaveValue('Pune');
    expect(await sectionButton('Employment Details')).toHaveAttribute('aria-expanded', 'true');
    expect(chip('Job type', 'Contract')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Job type', 'Any')).toHaveAttribute('aria-pressed', 'false');
    expect(chip('Gender', 'Female')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Active in')).toHaveValue('12');
  });

  it('deletes a saved search only after confirming', async () => {
    const saved = [
      savedSearchFixture('s1', 'Pune React', 'React · Pune', { location: 'Pune' }),
      savedSearchFixture('s2', 'Java', 'Java', { skills: ['Java'] }),
    ];
    const { api, user } = setup(
      handlers.candidateSearches({ recent: [], saved }),
      handlers.savedSearchDeleted(),
    );
    const remove = await screen.findByRole('button', { name: 'Delete saved search Pune React' });

    await user.click(remove);
    let dialog = screen.getByRole('dialog', { name: 'Delete saved search?' });
    expect(dialog).toHaveAccessibleDescription(
      '"Pune React" will be removed from your saved searches.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(remove).toHaveFocus();
    expect(api.callsTo('DELETE', `/api/candidate-searches/${fixtureId('s1')}`)).toEqual([]);

    await user.click(remove);
    dialog = screen.getByRole('dialog', { name: 'Delete saved search?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE', `/api/candidate-searches/${fixtureId('s1')}`)).toHaveLength(1);
    const list = screen.getByRole('list', { name: 'Saved Searches' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).queryByText('Pune React')).toBeNull();
  });

  it('keeps a deleted saved search gone when the page is shown again within 30 s, without asking again', async () => {
    const saved = [
      savedSearchFixture('s1', 'Pune React', 'React · Pune', { location: 'Pune' }),
      savedSearchFixture('s2', 'Java', 'Java', { skills: ['Java'] }),
    ];
    mswServer.use(handlers.candidateSearches({ recent: [], saved }), handlers.savedSearchDeleted());
    const api = recordRequests();
    const user = userEvent.setup();
    const client = createTestQueryClient();
    const first = renderPage('/search-resume', <ResumeSearchPage />, undefined, client);
    await user.click(await screen.findByRole('button', { name: 'Delete saved search Pune React' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete saved search?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();

    renderPage('/search-resume', <ResumeSearchPage />, undefined, client);
    const list = screen.getByRole('list', { name: 'Saved Searches' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).queryByText('Pune React')).toBeNull();
    expect(api.callsTo('GET', '/api/candidate-searches')).toHaveLength(1);
  });
});
