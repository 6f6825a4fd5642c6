import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { closedJob, openJob } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { KeywordSourceForm } from './KeywordSourceForm';

/**
 * What the keyword optimiser analyses: one of the recruiter's jobs (GET /api/recruiter/jobs, MSW
 * here), pasted text, or a draft handed over from Post a Job.
 */
const meta = {
  title: 'Keywords/KeywordSourceForm',
  component: KeywordSourceForm,
  args: {
    onAnalyse: fn(),
    onDraftChange: fn(),
    draft: { title: '', description: '', skills: '', industry: '' },
  },
  beforeEach({ msw }) {
    msw.use(handlers.recruiterJobs([openJob, closedJob]));
  },
} satisfies Meta<typeof KeywordSourceForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneOfMyJobs: Story = {};
/** A draft from Post a Job, filled in. */
export const HandedDraft: Story = {
  args: {
    handedOver: true,
    draft: {
      title: 'React Developer',
      description: 'Build and ship React apps for our customers across India.',
      skills: 'React, JavaScript',
      industry: 'IT/ITES',
    },
  },
};
/** A draft with its title cleared: the field says what it needs. */
export const DraftWithoutTitle: Story = {
  args: { handedOver: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Analyse keywords' }));
    await canvas.findByText('Job title is required');
  },
};
export const Phone360: Story = {
  args: HandedDraft.args,
  globals: { viewport: { value: 'phone360' } },
};
