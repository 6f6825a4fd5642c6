import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { handlers } from '../../mocks/handlers';
import { QuotaPanel } from './QuotaPanel';

/** The dashboard's quotas from GET /api/recruiter/quota-usage (MSW): carousel, loading, error. */
const meta = {
  title: 'Plan/QuotaPanel',
  component: QuotaPanel,
  beforeEach({ msw }) {
    msw.use(handlers.quotaUsage());
  },
} satisfies Meta<typeof QuotaPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
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
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
