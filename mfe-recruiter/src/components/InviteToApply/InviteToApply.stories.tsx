import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { userEvent, within } from 'storybook/test';
import { openJob, recruiterJobFixture } from '../../mocks/fixtures';
import { inviteHandlers } from './inviteHandlers';
import { InviteToApply } from './InviteToApply';

const JOBS = [openJob, recruiterJobFixture('backend', { job_title: 'Backend engineer (Node.js)' })];

/** "Invite to apply" on a candidate, its dialog opened (GET jobs / POST invites by MSW). */
const meta = {
  title: 'Resdex/InviteToApply',
  component: InviteToApply,
  args: { candidateId: '6650f1a2c3d4e5f60cccc001', candidateName: 'Meera Iyer' },
  beforeEach({ msw }) {
    msw.use(inviteHandlers.openJobs(JOBS), inviteHandlers.sent());
  },
  async play({ canvasElement }) {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Invite to apply' }));
  },
} satisfies Meta<typeof InviteToApply>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const NoOpenJobs: Story = {
  beforeEach({ msw }) {
    msw.use(inviteHandlers.openJobs([]));
  },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(inviteHandlers.openJobsLoading());
  },
};
export const Closed: Story = { play: undefined };
