import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { screen } from 'storybook/test';
import { SEEKER, signedInAs } from '../../../../.storybook/session';
import { parseJobSearch } from '../../jobs/jobSearch';
import { jobAlertHandlers } from '../../mocks/jobAlertHandlers';
import { CreateJobAlert } from './CreateJobAlert';

/** "Create job alert" on /jobs, for the search "React" in Pune, remote. */
const meta = {
  title: 'Jobs/CreateJobAlert',
  component: CreateJobAlert,
  args: { search: parseJobSearch(new URLSearchParams('q=React&location=Pune&workModes=Remote')) },
  beforeEach({ msw }) {
    msw.use(...jobAlertHandlers());
    return signedInAs(SEEKER);
  },
} satisfies Meta<typeof CreateJobAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Button: Story = {};
/** A seeker opens the dialog: the name from the search, Instant, what it will match. */
export const Dialog: Story = {
  // The dialog renders into the document's body, outside the story's canvas.
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Create job alert' }));
    await screen.findByRole('dialog', { name: 'Create job alert' });
  },
};
export const DialogPhone360: Story = { ...Dialog, globals: { viewport: { value: 'phone360' } } };
