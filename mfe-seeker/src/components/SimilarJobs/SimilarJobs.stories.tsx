import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fresherJob, frontendJob, longTextJob } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { SimilarJobs } from './SimilarJobs';

/** "Similar jobs" under a job's details: GET /api/jobs/:jobId/similar (MSW here). */
const meta = {
  title: 'Jobs/SimilarJobs',
  component: SimilarJobs,
  args: { jobId: frontendJob.id },
  parameters: { backgrounds: { value: 'page' } },
  beforeEach({ msw }) {
    msw.use(
      handlers.similarJobs(frontendJob.id, [
        { ...fresherJob, responds_within_days: 1 },
        longTextJob,
      ]),
    );
  },
} satisfies Meta<typeof SimilarJobs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.pending('get', `/api/jobs/${frontendJob.id}/similar`));
  },
};
/** Nothing alike: the section is left out. */
export const None: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.similarJobs(frontendJob.id));
  },
};
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.refuses('get', `/api/jobs/${frontendJob.id}/similar`, 'Database unavailable'));
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
