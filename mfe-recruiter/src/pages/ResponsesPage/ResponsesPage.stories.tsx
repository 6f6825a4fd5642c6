import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RECRUITER, signedInAs } from '../../../../.storybook/session';
import { expiredJob, longTitleJob, openJob } from '../../mocks/fixtures';
import { pipelineApplicants } from '../../mocks/pipelineFixtures';
import { failure, handlers } from '../../mocks/handlers';
import { ResponsesPage } from './ResponsesPage';

/**
 * `/responses` (docs/product/recruiter-jobs-and-responses.md#manage-responses): the recruiter's
 * jobs from GET /api/recruiter/jobs, each opening to its applicants (GET /api/job-applications/:jobId/applicants),
 * answered by MSW.
 */
const meta = {
  title: 'Pages/ResponsesPage',
  component: ResponsesPage,
  parameters: { layout: 'fullscreen', route: '/responses' },
  beforeEach({ msw }) {
    msw.use(
      handlers.recruiterJobs([openJob, longTitleJob, expiredJob]),
      ...handlers.pipeline(openJob, pipelineApplicants),
    );
    return signedInAs(RECRUITER);
  },
} satisfies Meta<typeof ResponsesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
/** The first job opened: its applicants with their status. */
export const ApplicantsOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: (name) => name.includes(openJob.job_title) }),
    );
    await canvas.findByRole('heading', { name: 'Ananya Krishnan' });
  },
};
/** The first job's applicants, two of them selected for a bulk change. */
export const BulkSelected: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: (name) => name.includes(openJob.job_title) }),
    );
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select Ananya Krishnan' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Rohit Patil' }));
  },
};
/** The first job's applicants as a board: a column per status, each card moved by a select. */
export const Board: Story = {
  parameters: { route: `/responses?job=${openJob.id}&view=board` },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'Interview (1)' });
  },
};
/** More applicants than a page holds (two a page here): Previous / "Page 2 of 2" / Next. */
export const Paged: Story = {
  parameters: { route: `/responses?job=${openJob.id}&page=2` },
  beforeEach({ msw }) {
    msw.use(...handlers.pipeline(openJob, pipelineApplicants, { pageSize: 2 }));
  },
  play: async ({ canvas }) => {
    await canvas.findByText('Page 2 of 2');
  },
};
export const BoardPhone360: Story = {
  ...Board,
  globals: { viewport: { value: 'phone360' } },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.recruiterJobsLoading());
  },
};
/** No job posted yet: a way to post one. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.recruiterJobs([]));
  },
};
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.recruiterJobsDown());
  },
};
/** The session ended meanwhile: the jobs answer 401 and the page asks to log in again. */
export const SessionExpired: Story = {
  beforeEach({ msw }) {
    msw.use(failure('get', '/api/recruiter/jobs', 401, { error: 'Not logged in' }));
  },
};
export const SignedOut: Story = { beforeEach: () => signedInAs(null) };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
