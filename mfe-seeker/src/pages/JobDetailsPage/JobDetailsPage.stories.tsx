import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Route, Routes } from 'react-router-dom';
import { SEEKER, signedInAs } from '../../../../.storybook/session';
import {
  expiredJob,
  fresherJob,
  frontendJob,
  jobWithSkillMatch,
  longTextJob,
} from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { JobDetailsPage } from './JobDetailsPage';

const detailsOf = (id: string) => `/job-details/${id}`;

/**
 * `/job-details/:jobId` (docs/product/jobs-search-and-details.md#job-details-page): the job from
 * GET /api/jobs/:jobId (MSW here) with Apply and Save; "Job not found" for a 404.
 */
const meta = {
  title: 'Pages/JobDetailsPage',
  component: JobDetailsPage,
  parameters: { layout: 'fullscreen', route: detailsOf(frontendJob.id) },
  render: () => (
    <Routes>
      <Route path="/job-details/:jobId" element={<JobDetailsPage />} />
    </Routes>
  ),
  beforeEach({ msw }) {
    msw.use(
      handlers.answers('get', `/api/jobs/${frontendJob.id}`, frontendJob),
      ...handlers.seekerJobs(),
      // "Similar jobs" under every job (docs/product/notifications-and-alerts.md)
      handlers.answers('get', '/api/jobs/:jobId/similar', {
        jobs: [{ ...fresherJob, responds_within_days: 2 }, longTextJob],
      }),
    );
    return signedInAs(null);
  },
} satisfies Meta<typeof JobDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
/** A signed-in seeker who applied: the skills they have and lack, Applied shown. */
export const AppliedWithSkillMatch: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.answers('get', `/api/jobs/${frontendJob.id}`, jobWithSkillMatch),
      ...handlers.seekerJobs({ applied: [frontendJob.id] }),
    );
    return signedInAs(SEEKER);
  },
};
/** Its recruiter's account usually answers within 3 days: the badge under the company. */
export const Responsive: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.answers('get', `/api/jobs/${frontendJob.id}`, {
        ...frontendJob,
        responds_within_days: 3,
      }),
    );
  },
};
/** No other open job is like it: no "Similar jobs" at all. */
export const NoSimilarJobs: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.similarJobs(frontendJob.id));
  },
};
/** The job's expiry date has passed: no longer accepting applications. */
export const Closed: Story = {
  parameters: { route: detailsOf(expiredJob.id) },
  beforeEach({ msw }) {
    msw.use(handlers.answers('get', `/api/jobs/${expiredJob.id}`, expiredJob));
  },
};
export const LongTexts: Story = {
  parameters: { route: detailsOf(longTextJob.id) },
  beforeEach({ msw }) {
    msw.use(handlers.answers('get', `/api/jobs/${longTextJob.id}`, longTextJob));
  },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.pending('get', `/api/jobs/${frontendJob.id}`));
  },
};
export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.refuses('get', `/api/jobs/${frontendJob.id}`, 'Job not found', { status: 404 }),
    );
  },
};
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.refuses(
        'get',
        `/api/jobs/${frontendJob.id}`,
        'Database unavailable, please try again shortly',
      ),
    );
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
