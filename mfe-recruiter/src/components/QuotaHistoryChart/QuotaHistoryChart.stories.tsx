import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { quotaFixture, quotaHistory, quotaUsageFixture } from '../../mocks/quotaFixtures';
import { QuotaHistoryChart } from './QuotaHistoryChart';

/** A quota's last 30 days as one column a day, with the figures in a table. */
const meta = {
  title: 'Plan/QuotaHistoryChart',
  component: QuotaHistoryChart,
  args: { quota: quotaUsageFixture().quotas[1]! },
} satisfies Meta<typeof QuotaHistoryChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ResumeViews: Story = {};
export const Invites: Story = { args: { quota: quotaUsageFixture().quotas[2]! } };
/** A new account: nothing used yet, every column at 0. */
export const NothingYet: Story = { args: { quota: quotaFixture('resume_views', 0, 1000) } };
export const OneBusyDay: Story = {
  args: {
    quota: quotaFixture(
      'resume_views',
      40,
      1000,
      quotaHistory((i) => (i === 20 ? 40 : 0)),
    ),
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
