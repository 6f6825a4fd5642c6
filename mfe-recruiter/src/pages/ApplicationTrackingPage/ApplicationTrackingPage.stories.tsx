import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RECRUITER, signedInAs } from '../../../../.storybook/session';
import { closedJob, longTitleJob, openJob } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { trackedFixture, trackingHandlers } from '../../mocks/trackingHandlers';
import { ApplicationTrackingPage } from './ApplicationTrackingPage';

const REACT = { id: openJob.id, title: openJob.job_title };
const LONG = { id: longTitleJob.id, title: longTitleJob.job_title };

const rows = () => [
  trackedFixture('Anita Desai', REACT),
  trackedFixture('Vikram Rao', LONG, {
    daysAgo: 1,
    status: 'interview',
    applicant: { full_name: 'Vikram Rao', experience: null, location: null },
  }),
  trackedFixture(null, REACT, { daysAgo: 3, status: 'rejected' }),
];

/**
 * `/recruiter/application-tracking`: every application to the recruiter's jobs
 * (GET /api/recruiter/applications) with the job and status filters, answered by MSW.
 */
const meta = {
  title: 'Pages/ApplicationTrackingPage',
  component: ApplicationTrackingPage,
  parameters: { layout: 'fullscreen', route: '/recruiter/application-tracking' },
  beforeEach({ msw }) {
    msw.use(
      handlers.recruiterJobs([openJob, closedJob, longTitleJob]),
      ...trackingHandlers.trackedApplications(rows()),
    );
    return signedInAs(RECRUITER);
  },
} satisfies Meta<typeof ApplicationTrackingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Applications: Story = {};
/** Filtered by one job and a status, both from the URL. */
export const Filtered: Story = {
  parameters: { route: `/recruiter/application-tracking?job=${openJob.id}&status=rejected` },
};
export const Paged: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...trackingHandlers.trackedApplications(
        Array.from({ length: 23 }, (_, index) =>
          trackedFixture(`Seeker ${index + 1}`, REACT, { daysAgo: index }),
        ),
      ),
    );
  },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(trackingHandlers.trackedApplicationsLoading());
  },
};
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...trackingHandlers.trackedApplications([]));
  },
};
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(trackingHandlers.trackedApplicationsDown());
  },
};
export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
};
