import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { memberFixture } from '../../mocks/subUserHandlers';
import { SubUserMembers } from './SubUserMembers';

/** The members table of /sub-users: status in words, joined, last login, the actions. */
const meta = {
  title: 'Sub-users/SubUserMembers',
  component: SubUserMembers,
  args: {
    members: [
      memberFixture('Arjun Mehta'),
      memberFixture('Meera Iyer', { status: 'deactivated', last_login_at: null }),
    ],
    onStatus: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof SubUserMembers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Members: Story = {};
/** Scrolls sideways inside its region; the page does not. */
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
