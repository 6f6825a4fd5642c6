import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fresherJob, frontendJob, longTextJob } from '../../mocks/fixtures';
import { JobFacts } from './JobFacts';

const meta = {
  title: 'Jobs/JobFacts',
  component: JobFacts,
  args: { job: frontendJob, showPosted: true },
} satisfies Meta<typeof JobFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Salary in lakhs, a fresher's experience, no rating because the company has no reviews yet. */
export const FresherWithoutRating: Story = { args: { job: fresherJob } };

/** The details page shows the posted date elsewhere. */
export const WithoutPostedDate: Story = { args: { showPosted: false } };

/** Only what every job has (its location and posted date): the facts the job lacks are left out. */
export const SparseJob: Story = {
  args: {
    job: {
      location: 'Pune',
      created_at: frontendJob.created_at,
      min_experience: undefined,
      max_experience: undefined,
      min_salary: undefined,
      max_salary: undefined,
      work_mode: undefined,
      job_type: undefined,
      rating: undefined,
      reviews: undefined,
    },
  },
};

export const LongTexts: Story = { args: { job: longTextJob } };

export const Phone360: Story = {
  args: { job: longTextJob },
  globals: { viewport: { value: 'phone360' } },
};
