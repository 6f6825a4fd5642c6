import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { JobStateBadge } from './JobStateBadge';

const meta = {
  title: 'Jobs/JobStateBadge',
  component: JobStateBadge,
  args: { job: { status: 'closed' } },
} satisfies Meta<typeof JobStateBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Expired: Story = { args: { job: { status: 'expired' } } };
