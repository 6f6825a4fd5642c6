import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RECRUITER, SEEKER, signedInAs } from '../../../../.storybook/session';
import {
  manyNotifications,
  recruiterNotifications,
  seekerNotifications,
} from '../../mocks/notificationFixtures';
import { notificationHandlers, notificationInbox } from '../../mocks/notificationHandlers';
import { NotificationsPage } from './NotificationsPage';

/** `/notifications`: every notification of the signed-in user, newest first, 20 at a time. */
const meta = {
  title: 'Pages/NotificationsPage',
  component: NotificationsPage,
  parameters: { layout: 'fullscreen', route: '/notifications' },
  beforeEach({ msw }) {
    msw.use(...notificationInbox(seekerNotifications).handlers);
    return signedInAs(SEEKER);
  },
} satisfies Meta<typeof NotificationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Seeker: Story = {};
export const Recruiter: Story = {
  beforeEach({ msw }) {
    msw.use(...notificationInbox(recruiterNotifications).handlers);
    return signedInAs(RECRUITER);
  },
};
/** More than a page: "Show older". */
export const ManyPages: Story = {
  beforeEach({ msw }) {
    msw.use(...notificationInbox(manyNotifications(45, 4)).handlers);
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...notificationInbox([]).handlers);
  },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(notificationHandlers.loading());
  },
};
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(notificationHandlers.down());
  },
};
export const SignedOut: Story = { beforeEach: () => signedInAs(null) };
