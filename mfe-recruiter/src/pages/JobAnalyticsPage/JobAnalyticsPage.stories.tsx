import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RECRUITER, signedInAs } from '../../../../.storybook/session';
import { analyticsJobsFixture, STORY_TODAY } from '../../mocks/analyticsHandlers';
import { handlers } from '../../mocks/handlers';
import { JobAnalyticsPage } from './JobAnalyticsPage';

/**
 * `/job-analytics`: the recruiter's jobs' views, applies, apply rate and statuses over 30 or 90
 * days (GET /api/recruiter/job-analytics), answered by MSW from two jobs' daily figures.
 */
const meta = {
  title: 'Pages/JobAnalyticsPage',
  component: JobAnalyticsPage,
  parameters: { layout: 'fullscreen', route: '/job-analytics' },
  beforeEach({ msw }) {
    msw.use(handlers.jobAnalytics(analyticsJobsFixture(STORY_TODAY), STORY_TODAY));
    return signedInAs(RECRUITER);
  },
} satisfies Meta<typeof JobAnalyticsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
/** One job over 90 days, as its title in the table or the pickers open it. */
export const OneJobNinetyDays: Story = {
  parameters: { route: '/job-analytics?range=90&job=64b0000000000000000000a1' },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.jobAnalyticsLoading());
  },
};
/** A new recruiter: no jobs yet. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.jobAnalytics([], STORY_TODAY));
  },
};
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.jobAnalyticsDown());
  },
};
export const SignedOut: Story = { beforeEach: () => signedInAs(null) };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
