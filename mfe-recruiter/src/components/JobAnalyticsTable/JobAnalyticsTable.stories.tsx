import type { Meta, StoryObj } from '@storybook/react-webpack5';
import {
  analyticsJobsFixture,
  jobAnalyticsAnswer,
  STORY_TODAY,
} from '../../mocks/analyticsHandlers';
import { JobAnalyticsTable } from './JobAnalyticsTable';

const { jobs } = jobAnalyticsAnswer(analyticsJobsFixture(STORY_TODAY), 90, null, STORY_TODAY);

const meta = {
  title: 'Analytics/JobAnalyticsTable',
  component: JobAnalyticsTable,
  args: { jobs, range: 90 },
} satisfies Meta<typeof JobAnalyticsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** A long title and a job no longer open. */
export const LongTitle: Story = {
  args: {
    jobs: [
      {
        ...jobs[0]!,
        job_title: 'Senior Principal Full Stack Software Development Engineer (Payments Platform)',
        status: 'expired',
      },
    ],
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
