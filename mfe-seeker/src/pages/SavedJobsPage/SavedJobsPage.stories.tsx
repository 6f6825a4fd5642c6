import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RedirectDestination } from '../../../../.storybook/RedirectDestination';
import { Route, Routes } from 'react-router-dom';
import { SEEKER, signedInAs } from '../../../../.storybook/session';
import type { SavedJob } from '../../jobs/seekerJobsApi';
import { expiredJob, fresherJob, frontendJob, longTextJob } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { SavedJobsPage } from './SavedJobsPage';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** The seeker's saved jobs, most recently saved first; one has closed since. */
const savedJobs: SavedJob[] = [
  { ...fresherJob, saved_at: daysAgo(0) },
  { ...frontendJob, saved_at: daysAgo(3) },
  { ...expiredJob, saved_at: daysAgo(9) },
  { ...longTextJob, saved_at: daysAgo(14) },
];

/**
 * `/saved-jobs` (docs/product/applications-and-tracking.md#saved-jobs): the saved jobs from
 * GET /api/saved-jobs (MSW here), each with Apply and Remove; logged out goes to the login page.
 */
const meta = {
  title: 'Pages/SavedJobsPage',
  component: SavedJobsPage,
  parameters: { layout: 'fullscreen', route: '/saved-jobs' },
  render: () => (
    <Routes>
      <Route path="/saved-jobs" element={<SavedJobsPage />} />
      <Route path="/login" element={<RedirectDestination />} />
    </Routes>
  ),
  beforeEach({ msw }) {
    msw.use(
      handlers.savedJobs(savedJobs),
      ...handlers.seekerJobs({ applied: [frontendJob.id], saved: savedJobs.map((job) => job.id) }),
    );
    return signedInAs(SEEKER);
  },
} satisfies Meta<typeof SavedJobsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.pending('get', '/api/saved-jobs'));
  },
};
/** Nothing saved yet: a way to the jobs. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.savedJobs([]));
  },
};
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.refuses('get', '/api/saved-jobs', 'Database unavailable, please try again shortly'),
    );
  },
};
/** Logged out: straight to the login page, which comes back here. */
export const SignedOut: Story = { beforeEach: () => signedInAs(null) };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
