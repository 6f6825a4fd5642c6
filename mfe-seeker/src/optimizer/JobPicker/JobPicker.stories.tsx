import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { handlers } from '../../mocks/handlers';
import { JobPicker } from './JobPicker';

/** Lists open jobs from GET /api/jobs: each story answers it with MSW. */
const meta = {
  title: 'Resume optimizer/JobPicker',
  component: JobPicker,
  args: { onPick: fn() },
  beforeEach({ msw }) {
    msw.use(handlers.openJobs());
  },
} satisfies Meta<typeof JobPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Jobs: Story = {};
export const NoOpenJobs: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.openJobsNone());
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
