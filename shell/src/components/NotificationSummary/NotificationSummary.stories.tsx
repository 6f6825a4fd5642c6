import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { seekerNotifications } from '../../mocks/notificationFixtures';
import { NotificationSummary } from './NotificationSummary';

/** One notification as the bell and /notifications show it: unread ones marked by a dot, bold and in words. */
const meta = {
  title: 'Notifications/NotificationSummary',
  component: NotificationSummary,
  args: { notification: seekerNotifications[0]! },
} satisfies Meta<typeof NotificationSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {};
export const Read: Story = { args: { notification: seekerNotifications[2]! } };
export const WithoutBody: Story = { args: { notification: seekerNotifications[3]! } };
