import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SEEKER, signedInAs } from '../../../../.storybook/session';
import { handlers } from '../../mocks/handlers';
import { JobsPage } from './JobsPage';

/** `/jobs`: search, filters and results, from GET /api/jobs and /api/jobs/filters (MSW here). */
const meta = {
  title: 'Pages/JobsPage',
  component: JobsPage,
  parameters: { layout: 'fullscreen', route: '/jobs?q=React&location=Bengaluru' },
  beforeEach({ msw }) {
    msw.use(handlers.openJobs(), handlers.jobFilters(), ...handlers.seekerJobs());
    return signedInAs(null);
  },
} satisfies Meta<typeof JobsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {};
/** Signed in: Apply and Save know what the seeker already did. */
export const SignedIn: Story = { beforeEach: () => signedInAs(SEEKER) };
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.jobsLoading());
  },
};
export const NoJobsFound: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.openJobsNone());
  },
};
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.jobsDown());
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
