import { mswServer, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { boardCommunities, DATA, FRONTEND } from '../../mocks/boardFixtures';
import { boardHandlers } from '../../mocks/boardHandlers';
import { CommunityPicker } from './CommunityPicker';

const communities = boardCommunities.map(({ members: _members, ...community }) => community);

describe('CommunityPicker', () => {
  it('lists the communities in the server’s order and tells which one is picked', async () => {
    const onSelect = vi.fn();
    renderPage(
      '/',
      <CommunityPicker
        communities={communities}
        selected={{ ...communities[1]!, is_member: true }}
        onSelect={onSelect}
        session="authenticated"
      />,
    );
    const select = screen.getByLabelText('Community');
    expect(Array.from(select.querySelectorAll('option'), (option) => option.textContent)).toEqual([
      'Pune Data & Analytics',
      'Bengaluru Frontend Developers',
    ]);
    expect(screen.getByText('3 members')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave' })).toHaveAccessibleDescription('3 members');
    await userEvent.selectOptions(select, DATA);
    expect(onSelect).toHaveBeenCalledWith(DATA);
  });

  it('says Failed to leave community when leaving fails', async () => {
    mswServer.use(
      boardHandlers.boardWriteFails('delete', `/api/communities/${FRONTEND}/membership`),
    );
    renderPage(
      '/',
      <CommunityPicker
        communities={communities}
        selected={{ ...communities[1]!, is_member: true }}
        onSelect={() => {}}
        session="authenticated"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Failed to leave community')).toBeInTheDocument();
  });

  it('offers a visitor to log in instead of Join', () => {
    renderPage(
      '/',
      <CommunityPicker
        communities={communities}
        selected={communities[0]}
        onSelect={() => {}}
        session="anonymous"
      />,
    );
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in to join' })).toHaveAttribute('href', '/login');
  });
});
