import { useSession } from '@rozgar/design-system';
import {
  createTestQueryClient,
  mswServer,
  recordRequests,
  renderPage,
} from '@rozgar/design-system/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSeekerJobActions } from '../jobs/useSeekerJobActions';
import { useSeekerJobsStore } from '../jobs/seekerJobsStore';
import { ApplicationTrackingPage } from '../pages/ApplicationTrackingPage/ApplicationTrackingPage';
import { SavedJobsPage } from '../pages/SavedJobsPage/SavedJobsPage';
import { handlers } from '../mocks/handlers';
import { applicationFixture, jobId, savedJobFixture, SEEKER } from '../mocks/jobFixtures';
import { resumeFixture } from '../mocks/profileFixtures';
import { resumeSaved, seekerQueryKeys } from './queries';

const initialSession = useSession.getState();

/** The seeker's BFF: one saved job, one application; saving a job adds it to the saved list. */
function seekerApi() {
  // Before seekerJobs: the first handler answering a request wins.
  mswServer.use(
    ...handlers.savedJobsList([savedJobFixture(1)], (id) =>
      savedJobFixture(Number(id.slice(-8)), { saved_at: '2026-11-19T09:00:00.000Z' }),
    ),
    ...handlers.seekerJobs({ saved: [jobId(1)] }),
    handlers.applications([applicationFixture(1)]),
  );
  return recordRequests();
}

beforeEach(() => {
  useSession.setState({ ...initialSession, status: 'authenticated', user: SEEKER }, true);
  useSeekerJobsStore.getState().clear();
});

describe("the seeker's queries in the portal's one QueryClient", () => {
  it('asks once when two panels show the same data', async () => {
    const api = seekerApi();
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
    const client = createTestQueryClient();
    function SaveButton() {
      const actions = useSeekerJobActions();
      return (
        <button type="button" onClick={() => void actions.save(jobId(2))}>
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
    expect(api.callsTo('POST', '/api/save-job').map((call) => call.body)).toEqual([
      { job_id: jobId(2) },
    ]);
    expect(api.callsTo('GET', '/api/saved-jobs')).toHaveLength(2);
    expect(client.getQueryState(seekerQueryKeys.savedJobs)?.isInvalidated).toBe(false);
  });

  it('applying makes the suggested keywords stale (they are the applied jobs’ skills)', async () => {
    seekerApi();
    const client = createTestQueryClient();
    client.setQueryData(seekerQueryKeys.keywordSuggestions, ['Docker']);
    function ApplyButton() {
      const actions = useSeekerJobActions();
      return (
        <button type="button" onClick={() => void actions.apply(jobId(2))}>
          Apply to job 2
        </button>
      );
    }
    renderPage('/', <ApplyButton />, '/', client);
    await userEvent.click(screen.getByRole('button', { name: 'Apply to job 2' }));
    await waitFor(() =>
      expect(client.getQueryState(seekerQueryKeys.keywordSuggestions)?.isInvalidated).toBe(true),
    );
  });

  it('an uploaded resume makes the cached resume text stale', () => {
    const client = createTestQueryClient();
    client.setQueryData(seekerQueryKeys.resumeText, 'Python developer');
    const uploaded = resumeFixture({ filename: 'asha-2026.pdf' });
    resumeSaved(client, uploaded);
    expect(client.getQueryData(seekerQueryKeys.resume)).toEqual(uploaded);
    expect(client.getQueryState(seekerQueryKeys.resumeText)?.isInvalidated).toBe(true);
  });
});
