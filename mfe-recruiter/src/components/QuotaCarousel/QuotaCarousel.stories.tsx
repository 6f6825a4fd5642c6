import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { quotaUsageFixture } from '../../mocks/quotaFixtures';
import { QuotaCarousel } from './QuotaCarousel';

/**
 * The dashboard's quota carousel: 3 cards on a wide screen, 2 on a tablet, 1 on a phone; Previous
 * / Next (or ← →) move one card and stop at either end.
 */
const meta = {
  title: 'Plan/QuotaCarousel',
  component: QuotaCarousel,
  args: { quotas: quotaUsageFixture().quotas },
} satisfies Meta<typeof QuotaCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {};
export const UsedUp: Story = {
  args: {
    quotas: quotaUsageFixture({ jobPostings: 10, resumeViews: 1000, invites: 10000 }).quotas,
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
