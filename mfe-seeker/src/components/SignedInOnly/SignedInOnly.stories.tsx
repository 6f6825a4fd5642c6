import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SEEKER, signedInAs } from '../../../../.storybook/session';
import { SignedInOnly } from './SignedInOnly';

/** The gate of the seeker's own pages: the page when signed in, a login prompt otherwise. */
const meta = {
  title: 'Frame/SignedInOnly',
  component: SignedInOnly,
  args: {
    next: '/saved-jobs',
    reason: 'Log in to see the jobs you saved.',
    children: (user) => <p>{user.name}, you have 9 saved jobs.</p>,
  },
  beforeEach: () => signedInAs(SEEKER),
} satisfies Meta<typeof SignedInOnly>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};
export const SignedOut: Story = { beforeEach: () => signedInAs(null) };
