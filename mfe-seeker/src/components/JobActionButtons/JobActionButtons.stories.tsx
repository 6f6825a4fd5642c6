import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SEEKER, signedInAs } from '../../../../.storybook/session';
import { expiredJob, frontendJob } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { JobActionButtons } from './JobActionButtons';

/** Apply and Save, the same on every page; the seeker's applied and saved ids come from MSW. */
const meta = {
  title: 'Jobs/JobActionButtons',
  component: JobActionButtons,
  args: { job: frontendJob, size: 'md' },
  beforeEach({ msw }) {
    msw.use(...handlers.seekerJobs());
    return signedInAs(SEEKER);
  },
} satisfies Meta<typeof JobActionButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotYetApplied: Story = {};
export const AlreadyAppliedAndSaved: Story = {
  beforeEach({ msw }) {
    msw.use(...handlers.seekerJobs({ applied: [frontendJob.id], saved: [frontendJob.id] }));
  },
};
/** The job has closed: Apply is not offered. */
export const ClosedJob: Story = { args: { job: expiredJob } };
/** Signed out: pressing either asks the visitor to log in. */
export const SignedOut: Story = { beforeEach: () => signedInAs(null) };
export const Small: Story = { args: { size: 'sm' } };
