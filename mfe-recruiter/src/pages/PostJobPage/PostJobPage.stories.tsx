import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RECRUITER, signedInAs } from '../../../../.storybook/session';
import {
  closedJob,
  company,
  expiredJob,
  longTitleJob,
  openJob,
  sparseCompany,
} from '../../mocks/fixtures';
import { failure, handlers } from '../../mocks/handlers';
import { PostJobPage } from './PostJobPage';

/**
 * `/job-postings-section` (docs/product/recruiter-jobs-and-responses.md#post-a-job): the job
 * posting form, its lists, defaults and limits from GET /api/jobs/posting-options, and "My jobs"
 * below it (MSW here).
 */
const meta = {
  title: 'Pages/PostJobPage',
  component: PostJobPage,
  parameters: { layout: 'fullscreen', route: '/job-postings-section' },
  beforeEach({ msw }) {
    msw.use(
      handlers.postingOptions(),
      handlers.recruiterJobs([openJob, closedJob, expiredJob, longTitleJob]),
      handlers.jobQuota(),
      handlers.myCompanies([company, sparseCompany]),
    );
    return signedInAs(RECRUITER);
  },
} satisfies Meta<typeof PostJobPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
/** Review and post with nothing filled in: every required field says what it needs. */
export const MissingFields: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Review and post' }));
  },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.postingOptionsLoading());
  },
};
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(
      failure('get', '/api/jobs/posting-options', 503, {
        error: 'Database unavailable, please try again shortly',
      }),
    );
  },
};
/** "My jobs" on its Closed tab (the tab is in the URL). */
export const ClosedJobsTab: Story = {
  parameters: { route: '/job-postings-section?jobs=closed' },
};
/** Every job posting of the plan in use: the form is not offered; Quota usage is. */
export const NoPostingsLeft: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.jobQuota({ job_limit: 10, open_jobs: 10, left: 0 }));
  },
};
export const SignedOut: Story = { beforeEach: () => signedInAs(null) };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
