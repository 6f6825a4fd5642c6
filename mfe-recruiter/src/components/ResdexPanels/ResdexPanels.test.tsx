import { mswServer, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { savedSearchFixture } from '../../mocks/fixtures';
import { folderFixture, folderHandlers } from '../../mocks/folderHandlers';
import { handlers } from '../../mocks/handlers';
import { ResdexPanels } from './ResdexPanels';

const SAVED = {
  ...savedSearchFixture('s1', 'Java in Pune', 'Skills: Java', { skills: ['Java'] }),
  new_since_last_run: 1,
};

function setup(...answers: RequestHandler[]) {
  mswServer.use(...answers);
  const user = userEvent.setup();
  renderPage('/recruiter-dashboard', <ResdexPanels />);
  return { user };
}

describe('ResdexPanels', () => {
  it('shows the first five folders with counts and last update, and the searches with new ones', async () => {
    const folders = Array.from({ length: 6 }, (_, i) =>
      folderFixture(`Folder ${i}`, {
        count: i,
        updated_at: `2026-11-2${i}T10:00:00.000Z`,
      }),
    );
    const { user } = setup(
      ...folderHandlers.folders(folders),
      handlers.candidateSearches({ recent: [], saved: [SAVED] }),
    );
    const table = await screen.findByRole('region', { name: 'Your folders, last updated first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('Folder 55');
    expect(screen.getByRole('link', { name: 'Manage folders' })).toHaveAttribute(
      'href',
      '/resdex-folders',
    );
    const saved = await screen.findByRole('list', { name: 'Saved Searches' });
    expect(within(saved).getByText('1 new')).toBeVisible();
    expect(screen.getByText('No recent searches')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Run Java in Pune' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/advanced-search'),
    );
  });

  it('shows the empty and failure texts', async () => {
    setup(...folderHandlers.folders([]), folderHandlers.searchesDown());
    expect(await screen.findByText('No folders yet')).toBeVisible();
    expect(
      await screen.findByText('Error: Database unavailable, please try again shortly'),
    ).toBeVisible();
  });
});
