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

/** Nothing but the title is required: the facts the job lacks are left out. */
export const SparseJob: Story = {
  args: {
    job: {
      location: null,
      min_experience: null,
      max_experience: null,
      min_salary: null,
      max_salary: null,
      work_mode: null,
      job_type: null,
      created_at: null,
      rating: null,
      reviews: null,
    },
  },
};

export const LongTexts: Story = { args: { job: longTextJob } };

export const Phone360: Story = {
  args: { job: longTextJob },
  globals: { viewport: { value: 'phone360' } },
};
