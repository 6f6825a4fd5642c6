import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { postingOptionsFixture } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { emptyJob, type PostJobValues } from '../../jobs/postJobForm';
import { KeywordCheck } from './KeywordCheck';

/** Post a Job's form with a short draft written, as KeywordCheck reads it in the action bar. */
function DraftForm({ children }: { children: ReactNode }) {
  const form = useForm<PostJobValues>({
    defaultValues: {
      ...emptyJob(postingOptionsFixture()),
      job_title: 'React Developer',
      job_description: 'Build and ship React apps with JavaScript for our customers.',
      skills: 'React, JavaScript, typescript',
      industry: 'IT/ITES',
    },
  });
  return <FormProvider {...form}>{children}</FormProvider>;
}

/**
 * Post a Job's "Check keywords": the draft analysed by POST /api/keyword-optimiser/analyse (MSW
 * here) in a dialog over the form; each suggestion's Add puts it in the key skills.
 */
const meta = {
  title: 'Keywords/KeywordCheck',
  component: KeywordCheck,
  args: { maxSkills: 500 },
  decorators: [
    (Story) => (
      <DraftForm>
        <Story />
      </DraftForm>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(handlers.keywordAnalysis());
  },
} satisfies Meta<typeof KeywordCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
/** Checked: the report in its dialog; "typescript" is among the key skills already. */
export const Checked: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Check keywords' }));
  },
};
export const Checking: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.keywordAnalysisLoading());
  },
  play: Checked.play,
};
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: Checked.play,
};
