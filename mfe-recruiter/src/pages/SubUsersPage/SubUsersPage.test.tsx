import { SUB_USERS_ADMIN_ONLY } from '@rozgar/contracts/sub-users';
import { useSession } from '@rozgar/design-system';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { RECRUITER } from '../../mocks/fixtures';
import { inviteFixture, memberFixture, subUserHandlers } from '../../mocks/subUserHandlers';
import { SubUsersPage } from './SubUsersPage';

const initialSession = useSession.getState();

beforeEach(() => {
  useSession.setState(
    {
      ...initialSession,
      status: 'authenticated',
      user: { ...RECRUITER, accountAdmin: true },
    },
    true,
  );
});

const ARJUN = memberFixture('Arjun Mehta');
const MEERA = memberFixture('Meera Iyer', { status: 'deactivated', last_login_at: null });
const KAVYA = inviteFixture('Kavya Rao');

function setup(...answers: RequestHandler[]) {
  mswServer.use(...answers);
  const api = recordRequests();
  const user = userEvent.setup();
  renderPage('/sub-users', <SubUsersPage />);
  return { api, user };
}

describe('SubUsersPage', () => {
  it('shows the seats, the pending invitations and the members with their status and logins', async () => {
    setup(...subUserHandlers.subUsers(3, [ARJUN, MEERA], [KAVYA]));
    expect(await screen.findByText('3 of 3 seats used')).toBeVisible();
    expect(screen.getByText('0 seats left')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: '3 of 3 seats used' })).toBeVisible();
    const invites = screen.getByRole('list', { name: 'Pending invitations' });
    expect(within(invites).getByText('kavya@acme.example.in')).toBeVisible();
    const rows = within(screen.getByRole('region', { name: 'Your sub-users' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Active')).toBeVisible();
    expect(within(rows[1]!).getByText('Deactivated')).toBeVisible();
    expect(within(rows[1]!).getByText('Never')).toBeVisible();
    expect(within(rows[1]!).getByRole('button', { name: 'Re-activate Meera Iyer' })).toBeVisible();
    // Every seat taken: the form says why instead of sending.
    expect(screen.getByRole('button', { name: 'Send invitation' })).toBeDisabled();
    expect(screen.getByText(/Every seat is taken/)).toBeVisible();
  });

  it('invites a colleague: checked like the server, the toast, the seats and the list updated', async () => {
    const { api, user } = setup(...subUserHandlers.subUsers(3, [ARJUN]));
    const send = await screen.findByRole('button', { name: 'Send invitation' });
    expect(screen.getByText('No pending invitations.')).toBeVisible();
    await user.click(send);
    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(screen.getByText('Email is required')).toBeVisible();
    await user.type(screen.getByLabelText(/^Name/), '  Kavya Rao ');
    await user.type(screen.getByLabelText(/^Email/), 'not-an-address');
    await user.click(send);
    expect(await screen.findByText('Enter a valid email address')).toBeVisible();
    expect(api.bodiesOf('POST', '/api/sub-users/invites')).toEqual([]);

    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'Kavya@Acme.example.in');
    await user.click(send);
    expect(await screen.findByText('Invitation sent to kavya@acme.example.in')).toBeVisible();
    expect(api.bodiesOf('POST', '/api/sub-users/invites')).toEqual([
      { name: 'Kavya Rao', email: 'kavya@acme.example.in' },
    ]);
    expect(await screen.findByText('2 of 3 seats used')).toBeVisible();
    const invites = screen.getByRole('list', { name: 'Pending invitations' });
    expect(within(invites).getByText('kavya@acme.example.in')).toBeVisible();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  });

  it("shows the server's refusal under the form in words", async () => {
    const { user } = setup(...subUserHandlers.subUsers(3, [], [KAVYA], ['taken@acme.example.in']));
    await user.type(await screen.findByLabelText(/^Name/), 'Kavya Rao');
    await user.type(screen.getByLabelText(/^Email/), 'kavya@acme.example.in');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const form = screen.getByRole('form', { name: 'Invite a sub-user' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This address already has a pending invitation. Resend it instead.',
    );
  });

  it('resends and withdraws an invitation after confirming', async () => {
    const { api, user } = setup(...subUserHandlers.subUsers(3, [], [KAVYA]));
    await user.click(
      await screen.findByRole('button', { name: 'Resend the invitation to kavya@acme.example.in' }),
    );
    expect(await screen.findByText('Invitation sent again to kavya@acme.example.in')).toBeVisible();
    expect(api.callsTo('POST', `/api/sub-users/invites/${KAVYA.id}/resend`)).toHaveLength(1);

    await user.click(
      screen.getByRole('button', { name: 'Withdraw the invitation to kavya@acme.example.in' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw invitation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Invitation to kavya@acme.example.in withdrawn')).toBeVisible();
    expect(await screen.findByText('No pending invitations.')).toBeVisible();
    expect(screen.getByText('0 of 3 seats used')).toBeVisible();
  });

  it('deactivates after confirming, re-activates and removes a member', async () => {
    const { api, user } = setup(...subUserHandlers.subUsers(3, [ARJUN]));
    await user.click(await screen.findByRole('button', { name: 'Deactivate Arjun Mehta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Arjun Mehta?' });
    expect(within(dialog).getByText(/signed out now/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Arjun Mehta is deactivated and signed out')).toBeVisible();
    expect(api.bodiesOf('PATCH', `/api/sub-users/${ARJUN.id}`)).toEqual([
      { status: 'deactivated' },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Re-activate Arjun Mehta' }));
    expect(await screen.findByText('Arjun Mehta is active again')).toBeVisible();
    expect(api.bodiesOf('PATCH', `/api/sub-users/${ARJUN.id}`).at(-1)).toEqual({
      status: 'active',
    });

    await user.click(await screen.findByRole('button', { name: 'Remove Arjun Mehta' }));
    const remove = await screen.findByRole('dialog', { name: 'Remove Arjun Mehta?' });
    await user.click(within(remove).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Arjun Mehta is removed from your account')).toBeVisible();
    expect(
      await screen.findByText(
        'No sub-users yet. Invite a colleague to share your jobs, candidates and quotas.',
      ),
    ).toBeVisible();
  });

  it('tells a sub-user that only the admin manages sub-users, without asking the API', async () => {
    useSession.setState({ user: { ...RECRUITER, accountAdmin: false } });
    const { api } = setup(...subUserHandlers.subUsers(3));
    expect(await screen.findByText(`${SUB_USERS_ADMIN_ONLY}.`)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    expect(api.callsTo('GET', '/api/sub-users')).toEqual([]);
  });

  it('shows the read-only note when the server answers that only the admin may manage them', async () => {
    setup(subUserHandlers.subUsersAdminOnly());
    expect(await screen.findByText(`${SUB_USERS_ADMIN_ONLY}.`)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows "Loading..." then "Error: …" when the list fails', async () => {
    setup(subUserHandlers.subUsersDown());
    expect(screen.getByText('Loading...')).toBeVisible();
    expect(
      await screen.findByText('Error: Database unavailable, please try again shortly'),
    ).toHaveAttribute('role', 'alert');
  });

  it('asks a visitor to log in', async () => {
    useSession.setState({ status: 'anonymous', user: null });
    setup();
    expect(
      await screen.findByRole('heading', { name: 'Please log in to manage your sub-users.' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
        'href',
        '/login?next=/sub-users',
      ),
    );
  });
});
