import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { expiredJob, longTitleJob, openJob } from '../../mocks/fixtures';
import { pipelineApplicants } from '../../mocks/pipelineFixtures';
import { handlers } from '../../mocks/handlers';
import { JobAccordion } from './JobAccordion';

/** Opening a job loads its applicants from GET /api/job-applications/:jobId/applicants (MSW here). */
const meta = {
  title: 'Responses/JobAccordion',
  component: JobAccordion,
  args: { job: openJob, onLoggedOut: fn() },
  // Each job is an item of the Manage Responses list.
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Your jobs">
        {Story()}
      </ul>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(...handlers.pipeline(openJob, pipelineApplicants));
  },
} satisfies Meta<typeof JobAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open it to see three applicants. */
export const WithApplicants: Story = {};
export const NoApplicants: Story = {
  args: { job: expiredJob },
  beforeEach({ msw }) {
    msw.use(...handlers.pipeline(expiredJob, []));
  },
};
/** Opening it fails: the panel says so and offers a retry. */
export const LoadFails: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.applicantsDown());
  },
};
export const LongTitle: Story = { args: { job: longTitleJob } };
export const Phone360: Story = {
  args: { job: longTitleJob },
  globals: { viewport: { value: 'phone360' } },
};
