import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { closedJob, expiredJob, longTitleJob, openJob } from '../../mocks/fixtures';
import { JobPostingsTable } from './JobPostingsTable';

const meta = {
  title: 'Dashboard/JobPostingsTable',
  component: JobPostingsTable,
  args: { jobs: [openJob, closedJob, expiredJob, longTitleJob], createdBy: 'Priya Nair' },
} satisfies Meta<typeof JobPostingsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { jobs: [] } };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
