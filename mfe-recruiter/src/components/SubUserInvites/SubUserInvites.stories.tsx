import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { inviteFixture } from '../../mocks/subUserHandlers';
import { SubUserInvites } from './SubUserInvites';

/** The pending invitations of /sub-users, each with Resend and Withdraw. */
const meta = {
  title: 'Sub-users/SubUserInvites',
  component: SubUserInvites,
  args: {
    invites: [
      inviteFixture('Kavya Rao'),
      inviteFixture('Lakshmi Narayanan', {
        email: 'lakshmi.narayanan.recruitment-operations@talent-acquisition.example.in',
      }),
    ],
    onResend: fn(),
    onWithdraw: fn(),
  },
} satisfies Meta<typeof SubUserInvites>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};
export const Resending: Story = { args: { resendingId: inviteFixture('Kavya Rao').id } };
export const None: Story = { args: { invites: [] } };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
