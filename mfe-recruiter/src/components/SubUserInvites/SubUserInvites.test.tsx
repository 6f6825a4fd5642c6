import { ThemeProvider } from '@rozgar/design-system';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inviteFixture } from '../../mocks/subUserHandlers';
import { SubUserInvites } from './SubUserInvites';

const KAVYA = inviteFixture('Kavya Rao');

describe('SubUserInvites', () => {
  it('lists each invitation with its dates, Resend and Withdraw', async () => {
    const onResend = vi.fn();
    const onWithdraw = vi.fn();
    render(
      <ThemeProvider>
        <SubUserInvites invites={[KAVYA]} onResend={onResend} onWithdraw={onWithdraw} />
      </ThemeProvider>,
    );
    const item = within(screen.getByRole('list', { name: 'Pending invitations' })).getByRole(
      'listitem',
    );
    expect(item).toHaveTextContent('Kavya Rao');
    expect(item).toHaveTextContent(/Invited .+ · Expires .+/);
    await userEvent.click(
      within(item).getByRole('button', { name: 'Resend the invitation to kavya@acme.example.in' }),
    );
    expect(onResend).toHaveBeenCalledWith(KAVYA);
    await userEvent.click(
      within(item).getByRole('button', {
        name: 'Withdraw the invitation to kavya@acme.example.in',
      }),
    );
    expect(onWithdraw).toHaveBeenCalledWith(KAVYA);
  });

  it('says "No pending invitations." when there are none', () => {
    render(
      <ThemeProvider>
        <SubUserInvites invites={[]} onResend={vi.fn()} onWithdraw={vi.fn()} />
      </ThemeProvider>,
    );
    expect(screen.getByText('No pending invitations.')).toBeVisible();
  });
});
