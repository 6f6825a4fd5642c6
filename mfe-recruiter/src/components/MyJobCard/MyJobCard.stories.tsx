import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { closedJob, expiredJob, longTitleJob, openJob } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { MyJobCard } from './MyJobCard';

/** One job in "My jobs" with the actions its state allows (PATCH answered by MSW). */
const meta = {
  title: 'Jobs/MyJobCard',
  component: MyJobCard,
  args: { job: openJob, onDuplicate: fn() },
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', padding: 0 }}>
        <Story />
      </ul>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(handlers.jobChanged(openJob), handlers.jobReposted(expiredJob));
  },
} satisfies Meta<typeof MyJobCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};
export const Closed: Story = { args: { job: closedJob } };
export const Expired: Story = { args: { job: expiredJob } };
export const LongTitle: Story = { args: { job: longTitleJob } };
/** Close asks first, with Cancel focused. */
export const ConfirmClose: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Close / }));
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
