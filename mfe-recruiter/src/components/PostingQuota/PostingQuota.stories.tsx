import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PostingQuota } from './PostingQuota';

const meta = {
  title: 'Jobs/PostingQuota',
  component: PostingQuota,
  args: { quota: { job_limit: 10, open_jobs: 7, left: 3 } },
} satisfies Meta<typeof PostingQuota>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SomeLeft: Story = {};
export const NoneLeft: Story = { args: { quota: { job_limit: 10, open_jobs: 10, left: 0 } } };
export const Phone360: Story = {
  args: { quota: { job_limit: 10, open_jobs: 10, left: 0 } },
  globals: { viewport: { value: 'phone360' } },
};
