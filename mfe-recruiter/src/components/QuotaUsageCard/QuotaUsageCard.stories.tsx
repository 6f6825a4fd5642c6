import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { quotaFixture } from '../../mocks/quotaFixtures';
import { QuotaUsageCard, QuotaUsageCardSkeleton } from './QuotaUsageCard';

/** One quota of the plan: used of its limit, left with the percentage, its reset. */
const meta = {
  title: 'Plan/QuotaUsageCard',
  component: QuotaUsageCard,
  args: { quota: quotaFixture('resume_views', 164, 1000) },
} satisfies Meta<typeof QuotaUsageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {};
export const RunningLow: Story = {
  args: { quota: quotaFixture('candidate_invites', 9984, 10000) },
};
export const UsedUp: Story = { args: { quota: quotaFixture('resume_views', 1000, 1000) } };
/** Job postings count open jobs: no monthly reset. */
export const JobPostings: Story = { args: { quota: quotaFixture('job_postings', 7, 10) } };
export const Loading: Story = { render: () => <QuotaUsageCardSkeleton /> };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
