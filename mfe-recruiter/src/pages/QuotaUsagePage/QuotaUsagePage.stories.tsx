import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RECRUITER, signedInAs } from '../../../../.storybook/session';
import { handlers } from '../../mocks/handlers';
import { quotaUsageFixture } from '../../mocks/quotaFixtures';
import { QuotaUsagePage } from './QuotaUsagePage';

/**
 * `/quota-usage`: the account's plan and each quota with its last 30 days
 * (GET /api/recruiter/quota-usage), answered by MSW.
 */
const meta = {
  title: 'Pages/QuotaUsagePage',
  component: QuotaUsagePage,
  parameters: { layout: 'fullscreen', route: '/quota-usage' },
  beforeEach({ msw }) {
    msw.use(handlers.quotaUsage());
    return signedInAs(RECRUITER);
  },
} satisfies Meta<typeof QuotaUsagePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const UsedUp: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.quotaUsage(quotaUsageFixture({ jobPostings: 10, resumeViews: 1000 })));
  },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.quotaUsageLoading());
  },
};
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.quotaUsageFailed());
  },
};
export const SignedOut: Story = { beforeEach: () => signedInAs(null) };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
