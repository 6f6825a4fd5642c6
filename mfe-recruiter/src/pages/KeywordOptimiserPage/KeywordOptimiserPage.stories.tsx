import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RECRUITER, signedInAs } from '../../../../.storybook/session';
import { closedJob, expiredJob, openJob } from '../../mocks/fixtures';
import { failure, handlers } from '../../mocks/handlers';
import { KeywordOptimiserPage } from './KeywordOptimiserPage';

/**
 * `/keyword-optimization` (docs/product/recruiter-tools-and-workspace.md#job-posting-keyword-optimiser):
 * one of the recruiter's jobs, pasted text or a draft analysed by POST /api/keyword-optimiser/analyse
 * (MSW here), with the score, the checks and the keyword lists.
 */
const meta = {
  title: 'Pages/KeywordOptimiserPage',
  component: KeywordOptimiserPage,
  parameters: { layout: 'fullscreen', route: '/keyword-optimization' },
  beforeEach({ msw }) {
    msw.use(handlers.recruiterJobs([openJob, closedJob, expiredJob]), handlers.keywordAnalysis());
    return signedInAs(RECRUITER);
  },
} satisfies Meta<typeof KeywordOptimiserPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
/** One of the recruiter's jobs analysed: the report under the form. */
export const Analysed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: /Job/ }), openJob.id);
    await userEvent.click(canvas.getByRole('button', { name: 'Analyse keywords' }));
    await canvas.findByRole('meter', { name: 'Keyword score' });
  },
};
/** Pasted text sent blank: the field says what it needs. */
export const BlankText: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Pasted text' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Analyse keywords' }));
    await canvas.findByText('Job text is required');
  },
};
export const Analysing: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.keywordAnalysisLoading());
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: /Job/ }), openJob.id);
    await userEvent.click(canvas.getByRole('button', { name: 'Analyse keywords' }));
    await canvas.findByText('Analysing keywords…');
  },
};
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(
      failure('post', '/api/keyword-optimiser/analyse', 503, {
        error: 'Database unavailable, please try again shortly',
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: /Job/ }), openJob.id);
    await userEvent.click(canvas.getByRole('button', { name: 'Analyse keywords' }));
    await canvas.findByText('Error: Database unavailable, please try again shortly');
  },
};
/** No job posted yet: a way to Post a Job, or paste a job's text. */
export const NoJobs: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.recruiterJobs([]));
  },
};
export const SignedOut: Story = { beforeEach: () => signedInAs(null) };
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: Analysed.play,
};
