import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RECRUITER, signedInAs } from '../../../../.storybook/session';
import {
  candidate,
  expiredJob,
  longTitleJob,
  openJob,
  recentSearch,
  savedCandidate,
  savedSearch,
} from '../../mocks/fixtures';
import { folderFixture, folderHandlers } from '../../mocks/folderHandlers';
import { handlers } from '../../mocks/handlers';
import { quotaUsageFixture } from '../../mocks/quotaFixtures';
import { RecruiterDashboardPage } from './RecruiterDashboardPage';

/**
 * `/recruiter-dashboard`: the quota carousel (GET /api/recruiter/quota-usage), recent job postings
 * (GET /api/recruiter/jobs) and saved candidates (GET /api/saved-candidates), answered by MSW.
 */
const meta = {
  title: 'Pages/RecruiterDashboardPage',
  component: RecruiterDashboardPage,
  parameters: { layout: 'fullscreen', route: '/recruiter-dashboard' },
  beforeEach({ msw }) {
    msw.use(
      handlers.recruiterJobs([openJob, expiredJob, longTitleJob]),
      handlers.savedCandidates([{ ...candidate, saved: true }, savedCandidate]),
      handlers.quotaUsage(),
      ...folderHandlers.folders([folderFixture('Java leads', { count: 12 })]),
      handlers.candidateSearches({ recent: [recentSearch], saved: [savedSearch] }),
    );
    return signedInAs(RECRUITER);
  },
} satisfies Meta<typeof RecruiterDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.recruiterJobsLoading(),
      handlers.savedCandidatesLoading(),
      handlers.quotaUsageLoading(),
      folderHandlers.foldersLoading(),
      folderHandlers.searchesLoading(),
    );
  },
};
/** A new recruiter: no jobs posted, no candidates saved. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.recruiterJobs([]),
      handlers.savedCandidates([]),
      handlers.quotaUsage(quotaUsageFixture({ jobPostings: 0, resumeViews: 0, invites: 0 })),
      ...folderHandlers.folders([]),
      handlers.candidateSearches({ recent: [], saved: [] }),
    );
  },
};
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.recruiterJobsDown(),
      handlers.savedCandidatesDown(),
      handlers.quotaUsageFailed(),
      folderHandlers.foldersDown(),
      folderHandlers.searchesDown(),
    );
  },
};
export const SignedOut: Story = { beforeEach: () => signedInAs(null) };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
