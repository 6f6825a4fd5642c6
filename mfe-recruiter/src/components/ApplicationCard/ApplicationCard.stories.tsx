import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { application, longTextApplication, sparseApplication } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { ApplicationCard } from './ApplicationCard';

const meta = {
  title: 'Responses/ApplicationCard',
  component: ApplicationCard,
  args: { application, onSaved: fn() },
  // Update saves the chosen status: PUT /api/job-applications/:jobId/:userId.
  beforeEach({ msw }) {
    msw.use(handlers.statusSaved(application));
  },
} satisfies Meta<typeof ApplicationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose a status, press Update: a toast confirms it. */
export const Applied: Story = {};

export const Interviewing: Story = {
  args: { application: { ...application, status: 'interview' } },
};

/** The server refuses the update: the select goes back and the toast gives the reason. */
export const UpdateRefused: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.statusRefused());
  },
};

/** No education, skills, experience or resume on file. */
export const SparseProfile: Story = { args: { application: sparseApplication } };

export const LongTexts: Story = { args: { application: longTextApplication } };

export const Phone360: Story = {
  args: { application: longTextApplication },
  globals: { viewport: { value: 'phone360' } },
};
