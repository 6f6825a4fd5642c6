import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RECRUITER, signedInAs } from '../../../../.storybook/session';
import { expiredJob, longTitleJob, openJob } from '../../mocks/fixtures';
import { failure, handlers } from '../../mocks/handlers';
import { prescreeningFixture } from '../../mocks/prescreeningHandlers';
import { PrescreeningPage } from './PrescreeningPage';

/**
 * `/prescreening` (docs/product/recruiter-tools-and-workspace.md#pre-screening): one of the
 * recruiter's jobs (GET /api/recruiter/jobs) with its questions and criteria
 * (GET / PUT /api/jobs/:jobId/prescreening), answered by MSW.
 */
const meta = {
  title: 'Pages/PrescreeningPage',
  component: PrescreeningPage,
  parameters: { layout: 'fullscreen', route: `/prescreening?job=${openJob.id}` },
  beforeEach({ msw }) {
    msw.use(
      handlers.recruiterJobs([openJob, longTitleJob, expiredJob]),
      ...handlers.prescreening(prescreeningFixture(openJob.id)),
    );
    return signedInAs(RECRUITER);
  },
} satisfies Meta<typeof PrescreeningPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three questions (yes/no with an expected answer, multiple choice, rating) and auto-reject on. */
export const Ready: Story = {};
/** No job chosen yet. */
export const ChooseAJob: Story = { parameters: { route: '/prescreening' } };
/** A job without questions. */
export const NoQuestions: Story = {
  beforeEach({ msw }) {
    msw.use(...handlers.prescreening({ ...prescreeningFixture(openJob.id), questions: [] }));
  },
};
/** Saved with a blank question: the rule's text at the field. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add question' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await canvas.findByText('Please enter a question');
  },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.prescreeningLoading());
  },
};
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(
      failure('get', '/api/jobs/:jobId/prescreening', 503, { error: 'Database unavailable' }),
    );
  },
};
/** No job posted yet: a way to post one. */
export const NoJobs: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.recruiterJobs([]));
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
