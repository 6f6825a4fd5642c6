import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { SEEKER, signedInAs } from '../../../../.storybook/session';
import { frontendJob, longTextJob } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { JobDetailsModal } from './JobDetailsModal';

const meta = {
  title: 'Jobs/JobDetailsModal',
  component: JobDetailsModal,
  args: { job: frontendJob, onClose: fn() },
  beforeEach({ msw }) {
    msw.use(...handlers.seekerJobs());
    return signedInAs(SEEKER);
  },
} satisfies Meta<typeof JobDetailsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
/** No job chosen: nothing is shown. */
export const Closed: Story = { args: { job: null } };
export const LongTexts: Story = { args: { job: longTextJob } };
export const Phone360: Story = {
  args: { job: longTextJob },
  globals: { viewport: { value: 'phone360' } },
};
