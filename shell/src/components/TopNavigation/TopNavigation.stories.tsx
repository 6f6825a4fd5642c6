import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RECRUITER, SEEKER, signedInAs } from '../../../../.storybook/session';
import { seekerNotifications } from '../../mocks/notificationFixtures';
import { notificationInbox } from '../../mocks/notificationHandlers';
import { TopNavigation } from './TopNavigation';

const meta = {
  title: 'Frame/TopNavigation',
  component: TopNavigation,
  parameters: { layout: 'fullscreen', route: '/jobs' },
  beforeEach({ msw }) {
    // The signed-in variants' bell asks for its notifications.
    msw.use(...notificationInbox(seekerNotifications).handlers);
    return signedInAs(null);
  },
} satisfies Meta<typeof TopNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};
export const Seeker: Story = { beforeEach: () => signedInAs(SEEKER) };
export const Recruiter: Story = {
  parameters: { route: '/recruiter-dashboard' },
  beforeEach: () => signedInAs(RECRUITER),
};
export const Phone360: Story = {
  beforeEach: () => signedInAs(SEEKER),
  globals: { viewport: { value: 'phone360' } },
};
