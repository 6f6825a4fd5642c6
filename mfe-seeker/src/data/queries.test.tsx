import { useSession } from '@rozgar/design-system';
import { createTestQueryClient, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSeekerJobActions } from '../jobs/useSeekerJobActions';
import { useSeekerJobsStore } from '../jobs/seekerJobsStore';
import { ApplicationTrackingPage } from '../pages/ApplicationTrackingPage/ApplicationTrackingPage';
import { SavedJobsPage } from '../pages/SavedJobsPage/SavedJobsPage';
import { apiDouble, jobFixture, SEEKER } from '../test/jobsApiDouble';
import { seekerQueryKeys } from './queries';

const initialSession = useSession.getState();

const application = {
  id: 'application-1',
  job_id: 'job-1',
  job_title: 'Frontend Engineer 1',
  company: 'Infosys',
  location: 'Bengaluru',
  status: 'Applied',
  applied_at: '2026-11-18T09:00:00.000Z',
  history: [{ status: 'Applied', at: '2026-11-18T09:00:00.000Z' }],
};

function seekerApi() {
  let savedJobs = [jobFixture(1, { saved_at: '2026-11-18T09:00:00.000Z' })];
  return apiDouble({
    'GET /api/user-applications': { body: { job_ids: [] } },
    'GET /api/user-saved-jobs': { body: { job_ids: ['job-1'] } },
    'GET /api/applications': { body: { applications: [application] } },
    'GET /api/saved-jobs': () => ({ body: { jobs: savedJobs } }),
    'POST /api/save-job': (call) => {
      const { job_id } = call.body as { job_id: string };
      savedJobs = [
        jobFixture(job_id.replace('job-', ''), { saved_at: '2026-11-19T09:00:00Z' }),
        ...savedJobs,
      ];
      return { body: { success: true } };
    },
  });
}

beforeEach(() => {
  useSession.setState({ ...initialSession, status: 'authenticated', user: SEEKER }, true);
  useSeekerJobsStore.getState().clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the seeker's queries in the portal's one QueryClient", () => {
  it('asks once when two panels show the same data', async () => {
    const api = seekerApi();
    vi.stubGlobal('fetch', api.fetch);
    renderPage(
      '/application-tracking',
      <>
        <ApplicationTrackingPage />
        <ApplicationTrackingPage />
      </>,
    );
    await waitFor(() =>
      expect(
        screen.getAllByRole('heading', { level: 2, name: 'Frontend Engineer 1' }),
      ).toHaveLength(2),
    );
    expect(api.callsTo('GET', '/api/applications')).toHaveLength(1);
  });

  it('a page shown again within the stale time answers from the cache', async () => {
    const api = seekerApi();
    vi.stubGlobal('fetch', api.fetch);
    const client = createTestQueryClient();
    const first = renderPage('/saved-jobs', <SavedJobsPage />, '/saved-jobs', client);
    expect(await screen.findByRole('heading', { name: 'Frontend Engineer 1' })).toBeInTheDocument();
    first.unmount();
    renderPage('/saved-jobs', <SavedJobsPage />, '/saved-jobs', client);
    expect(screen.getByRole('heading', { name: 'Frontend Engineer 1' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/saved-jobs')).toHaveLength(1);
  });

  it('saving a job elsewhere updates the saved-jobs list', async () => {
    const api = seekerApi();
    vi.stubGlobal('fetch', api.fetch);
    const client = createTestQueryClient();
    function SaveButton() {
      const actions = useSeekerJobActions();
      return (
        <button type="button" onClick={() => void actions.save('job-2')}>
          Save job 2
        </button>
      );
    }
    renderPage(
      '/saved-jobs',
      <>
        <SaveButton />
        <SavedJobsPage />
      </>,
      '/saved-jobs',
      client,
    );
    expect(await screen.findByText('1 saved job')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save job 2' }));
    expect(await screen.findByText('2 saved jobs')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Frontend Engineer 2' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/saved-jobs')).toHaveLength(2);
    expect(client.getQueryState(seekerQueryKeys.savedJobs)?.isInvalidated).toBe(false);
  });
});
