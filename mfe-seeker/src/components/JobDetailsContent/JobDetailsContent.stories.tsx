import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fresherJob, frontendJob, longTextJob } from '../../mocks/fixtures';
import { JobDetailsContent } from './JobDetailsContent';

const meta = {
  title: 'Jobs/JobDetailsContent',
  component: JobDetailsContent,
  args: { job: frontendJob, headingLevel: 2 },
} satisfies Meta<typeof JobDetailsContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Sparse: Story = {
  args: {
    job: {
      ...fresherJob,
      job_description: undefined,
      candidate_profile: undefined,
      requirements: undefined,
      perks: undefined,
      about_company: undefined,
      skills: [],
    },
  },
};
export const LongTexts: Story = { args: { job: longTextJob } };
export const Phone360: Story = {
  args: { job: longTextJob },
  globals: { viewport: { value: 'phone360' } },
};
