import { mswServer, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inviteFixture, memberFixture, subUserHandlers } from '../../mocks/subUserHandlers';
import { SubUsersPanel } from './SubUsersPanel';

describe('SubUsersPanel', () => {
  it('shows the seats, members and invitations with the way to invite', async () => {
    mswServer.use(
      ...subUserHandlers.subUsers(3, [memberFixture('Arjun Mehta')], [inviteFixture('Kavya Rao')]),
    );
    renderPage('/recruiter-dashboard', <SubUsersPanel />);
    expect(await screen.findByText('2 of 3 seats used')).toBeVisible();
    expect(screen.getByText('1 seat left')).toBeVisible();
    expect(screen.getByText('1 member · 1 pending invitation')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Invite a sub-user' })).toHaveAttribute(
      'href',
      '/sub-users',
    );
    expect(screen.getByRole('link', { name: 'Manage sub-users' })).toHaveAttribute(
      'href',
      '/sub-users',
    );
  });

  it('offers no invite with every seat taken, and says "Error: …" when the list fails', async () => {
    mswServer.use(...subUserHandlers.subUsers(1, [memberFixture('Arjun Mehta')]));
    const { unmount } = renderPage('/recruiter-dashboard', <SubUsersPanel />);
    expect(await screen.findByText('0 seats left')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Invite a sub-user' })).toBeNull();
    unmount();
    mswServer.use(subUserHandlers.subUsersDown());
    renderPage('/recruiter-dashboard', <SubUsersPanel />);
    expect(screen.getByText('Loading...')).toBeVisible();
    expect(
      await screen.findByText('Error: Database unavailable, please try again shortly'),
    ).toBeVisible();
  });
});
