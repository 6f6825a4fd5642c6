import { useSession } from '@rozgar/design-system';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@rozgar/design-system/remote-kit/testing';
import { useSeekerJobsStore } from '../../jobs/seekerJobsStore';
import { apiDouble, jobId, savedJobFixture, SEEKER, type Answer } from '../../test/jobsApiDouble';
import { SavedJobsPage } from './SavedJobsPage';

const initialSession = useSession.getState();

const saved = savedJobFixture;

function seekerApi(savedJobs: Answer | Answer[], routes: Record<string, Answer | Answer[]> = {}) {
  return apiDouble({
    'GET /api/user-applications': { body: { job_ids: [] } },
    'GET /api/user-saved-jobs': { body: { job_ids: [jobId(1), jobId(2)] } },
    'GET /api/saved-jobs': savedJobs,
    ...routes,
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

describe('SavedJobsPage', () => {
  it('lists the saved jobs with the first 3 skills then "+{n} more"', async () => {
    vi.stubGlobal(
      'fetch',
      seekerApi({
        body: {
          jobs: [
            saved(1, { skills: ['React', 'TypeScript', 'CSS', 'GraphQL', 'Jest'] }),
            saved(2, { skills: ['Java', 'Spring'], is_active: false }),
          ],
        },
      }).fetch,
    );
    renderPage('/saved-jobs', <SavedJobsPage />);

    const [first, second] = await screen.findAllByRole('article');
    const skills = within(first!).getByRole('list', { name: 'Skills' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React', 'TypeScript', 'CSS', '+2 more']);
    expect(within(first!).getByText('Saved on 18 Nov 26')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Frontend Engineer 1' })).toHaveAttribute(
      'href',
      `/job-details/${jobId(1)}`,
    );
    expect(within(first!).getByRole('button', { name: 'Apply Now' })).toBeEnabled();

    expect(
      within(within(second!).getByRole('list', { name: 'Skills' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(within(second!).queryByText(/more/)).not.toBeInTheDocument();
    expect(within(second!).getByText('No longer accepting applications')).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Applications closed' })).toBeDisabled();
  });

  it('removes a job: the card goes, a toast confirms, and focus stays on the page', async () => {
    const api = seekerApi(
      { body: { jobs: [saved(1), saved(2)] } },
      { 'POST /api/remove-saved-job': { body: { success: true } } },
    );
    vi.stubGlobal('fetch', api.fetch);
    renderPage('/saved-jobs', <SavedJobsPage />);
    const [first] = await screen.findAllByRole('article');

    await userEvent.click(within(first!).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Job removed from saved list!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Frontend Engineer 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Saved jobs' })).toHaveFocus();
    expect(api.callsTo('POST', '/api/remove-saved-job').map((call) => call.body)).toEqual([
      { job_id: jobId(1) },
    ]);
    expect(useSeekerJobsStore.getState().savedIds.has(jobId(1))).toBe(false);
  });

  it('keeps the job and says "Failed to remove job. Please try again." when removing fails', async () => {
    vi.stubGlobal(
      'fetch',
      seekerApi(
        { body: { jobs: [saved(1)] } },
        { 'POST /api/remove-saved-job': { status: 503, body: { error: 'Database unavailable' } } },
      ).fetch,
    );
    renderPage('/saved-jobs', <SavedJobsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to remove job. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('article')).toBeInTheDocument();
  });

  it('shows the empty state with a Browse Jobs button to /jobs', async () => {
    vi.stubGlobal('fetch', seekerApi({ body: { jobs: [] } }).fetch);
    renderPage('/saved-jobs', <SavedJobsPage />);
    expect(await screen.findByRole('heading', { name: 'No saved jobs yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Browse Jobs' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/jobs');
  });

  it('says "Failed to load saved jobs. Please try again later." with Retry', async () => {
    const api = seekerApi([
      { status: 503, body: { error: 'Database unavailable' } },
      { body: { jobs: [saved(3)] } },
    ]);
    vi.stubGlobal('fetch', api.fetch);
    renderPage('/saved-jobs', <SavedJobsPage />);
    expect(
      await screen.findByText('Failed to load saved jobs. Please try again later.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Frontend Engineer 3' })).toBeInTheDocument();
  });

  it('sends a 401 to /login?next=/saved-jobs', async () => {
    vi.stubGlobal('fetch', seekerApi({ status: 401, body: { error: 'Not logged in' } }).fetch);
    renderPage('/saved-jobs', <SavedJobsPage />);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/login?next=/saved-jobs'),
    );
  });

  it('sends a visitor known to be logged out to the login page without asking', async () => {
    useSession.setState({ status: 'anonymous', user: null });
    const api = apiDouble({});
    vi.stubGlobal('fetch', api.fetch);
    renderPage('/saved-jobs', <SavedJobsPage />);
    expect(screen.getByTestId('location')).toHaveTextContent('/login?next=/saved-jobs');
    expect(api.calls).toEqual([]);
  });
});
