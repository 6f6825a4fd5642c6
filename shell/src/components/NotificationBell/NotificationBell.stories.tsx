import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RECRUITER, SEEKER, signedInAs } from '../../../../.storybook/session';
import {
  manyNotifications,
  recruiterNotifications,
  seekerNotifications,
} from '../../mocks/notificationFixtures';
import { notificationHandlers, notificationInbox } from '../../mocks/notificationHandlers';
import { NotificationBell } from './NotificationBell';

/**
 * The top navigation's bell for a signed-in seeker or recruiter: the unread count, and the newest
 * notifications once opened (a full-width sheet on phones).
 */
const meta = {
  title: 'Notifications/NotificationBell',
  component: NotificationBell,
  parameters: { layout: 'centered' },
  beforeEach({ msw }) {
    msw.use(...notificationInbox(seekerNotifications).handlers);
    return signedInAs(SEEKER);
  },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

const openBell: Story['play'] = async ({ canvas, userEvent }) => {
  await userEvent.click(await canvas.findByRole('button', { name: /^Notifications, \d+ unread/ }));
};

export const Seeker: Story = {};
export const SeekerOpen: Story = { play: openBell };
export const RecruiterOpen: Story = {
  beforeEach({ msw }) {
    msw.use(...notificationInbox(recruiterNotifications).handlers);
    return signedInAs(RECRUITER);
  },
  play: openBell,
};
/** More than nine unread: the badge reads "9+", the name the whole count. */
export const ManyUnread: Story = {
  beforeEach({ msw }) {
    msw.use(...notificationInbox(manyNotifications(30, 14)).handlers);
  },
};
export const PhoneSheet: Story = {
  globals: { viewport: { value: 'phone360' } },
  parameters: { layout: 'fullscreen' },
  play: openBell,
};
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...notificationInbox([]).handlers);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications' }));
  },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(notificationHandlers.loading());
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
  },
};
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(notificationHandlers.down());
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    await canvas.findByRole('button', { name: 'Retry' });
  },
};
