import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RECRUITER, SEEKER, signedInAs } from '../../../../.storybook/session';
import type { Application } from '../../jobs/seekerJobsApi';
import { fresherJob, frontendJob, longTextJob } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { ApplicationTrackingPage } from './ApplicationTrackingPage';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** A seeker's applications as GET /api/applications sends them, newest first. */
const applications: Application[] = [
  {
    id: '6650f1a2c3d4e5f60aaaa101',
    job_id: fresherJob.id,
    job_title: fresherJob.job_title,
    company: fresherJob.company,
    location: fresherJob.location,
    status: 'applied',
    applied_at: daysAgo(1),
    updated_at: daysAgo(1),
    history: [{ status: 'applied', at: daysAgo(1) }],
  },
  {
    id: '6650f1a2c3d4e5f60aaaa102',
    job_id: frontendJob.id,
    job_title: frontendJob.job_title,
    company: frontendJob.company,
    location: frontendJob.location,
    status: 'interview',
    applied_at: daysAgo(12),
    updated_at: daysAgo(2),
    history: [
      { status: 'applied', at: daysAgo(12) },
      { status: 'under_review', at: daysAgo(8) },
      { status: 'interview', at: daysAgo(2) },
    ],
  },
  {
    id: '6650f1a2c3d4e5f60aaaa103',
    job_id: longTextJob.id,
    job_title: longTextJob.job_title,
    company: longTextJob.company,
    location: longTextJob.location,
    status: 'rejected',
    applied_at: daysAgo(30),
    updated_at: daysAgo(21),
    history: [
      { status: 'applied', at: daysAgo(30) },
      { status: 'rejected', at: daysAgo(21) },
    ],
  },
  {
    // The job was removed since: no title, company or location.
    id: '6650f1a2c3d4e5f60aaaa104',
    job_id: '6650f1a2c3d4e5f601234599',
    job_title: null,
    company: null,
    location: null,
    status: 'accepted',
    applied_at: daysAgo(60),
    updated_at: daysAgo(40),
    history: [
      { status: 'applied', at: daysAgo(60) },
      { status: 'accepted', at: daysAgo(40) },
    ],
  },
];

/**
 * `/application-tracking` (docs/product/applications-and-tracking.md#application-tracking-seeker):
 * each application with its status and history, from GET /api/applications (MSW here).
 */
const meta = {
  title: 'Pages/ApplicationTrackingPage',
  component: ApplicationTrackingPage,
  parameters: { layout: 'fullscreen', route: '/application-tracking' },
  beforeEach({ msw }) {
    msw.use(handlers.applications(applications));
    return signedInAs(SEEKER);
  },
} satisfies Meta<typeof ApplicationTrackingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.pending('get', '/api/applications'));
  },
};
/** No application yet: a way to the jobs. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.applications([]));
  },
};
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.refuses(
        'get',
        '/api/applications',
        'Database unavailable, please try again shortly',
      ),
    );
  },
};
export const SignedOut: Story = { beforeEach: () => signedInAs(null) };
/** A recruiter is sent to their own page, /recruiter/application-tracking. */
export const Recruiter: Story = { beforeEach: () => signedInAs(RECRUITER) };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
