import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { openJob } from '../../mocks/fixtures';
import { trackedFixture, trackingHandlers } from '../../mocks/trackingHandlers';
import { ApplicationStatusSelect } from './ApplicationStatusSelect';

const application = trackedFixture('Anita Desai', { id: openJob.id, title: openJob.job_title });

/** One application's status select; Update saves it (MSW) and a toast says so. */
const meta = {
  title: 'Jobs/ApplicationStatusSelect',
  component: ApplicationStatusSelect,
  args: {
    id: 'status',
    jobId: openJob.id,
    userId: application.user_id,
    name: 'Anita Desai',
    status: 'applied',
  },
  beforeEach({ msw }) {
    msw.use(...trackingHandlers.trackedApplications([application]));
  },
} satisfies Meta<typeof ApplicationStatusSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Applied: Story = {};
export const Reviewing: Story = { args: { status: 'under_review' } };
