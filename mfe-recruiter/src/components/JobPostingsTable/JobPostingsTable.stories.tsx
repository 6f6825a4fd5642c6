import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { closedJob, expiredJob, longTitleJob, openJob } from '../../mocks/fixtures';

/** A job a sub-user of the account posted: the table names them, not the admin. */
const subUsersJob = {
  ...closedJob,
  created_by: { id: '6650f1a2c3d4e5f60aaaa002', name: 'Rohan Kulkarni' },
};
import { JobPostingsTable } from './JobPostingsTable';

const meta = {
  title: 'Dashboard/JobPostingsTable',
  component: JobPostingsTable,
  args: { jobs: [openJob, subUsersJob, expiredJob, longTitleJob] },
} satisfies Meta<typeof JobPostingsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { jobs: [] } };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
