import { useSession } from '@rozgar/design-system';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestQueryClient,
  mswServer,
  recordRequests,
  renderPage,
} from '@rozgar/design-system/remote-kit/testing';
import { useSeekerJobsStore } from '../../jobs/seekerJobsStore';
import { handlers } from '../../mocks/handlers';
import { jobId, RECRUITER, savedJobFixture, SEEKER } from '../../mocks/jobFixtures';
import { SavedJobsPage } from './SavedJobsPage';

const initialSession = useSession.getState();

const saved = savedJobFixture;

beforeEach(() => {
  useSession.setState({ ...initialSession, status: 'authenticated', user: SEEKER }, true);
  useSeekerJobsStore.getState().clear();
  // The seeker's job ids; Apply, Save and Remove succeed unless a test says otherwise.
  mswServer.use(...handlers.seekerJobs({ saved: [jobId(1), jobId(2)] }));
});

afterEach(() => {
  cleanup();
});

describe('SavedJobsPage', () => {
  it('tells a recruiter the page is for job seekers, links their dashboard, and asks no API', async () => {
    useSession.setState({ status: 'authenticated', user: RECRUITER });
    const client = createTestQueryClient();
    renderPage('/saved-jobs', <SavedJobsPage />, '/saved-jobs', client);
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page is for job seekers' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/recruiter-dashboard',
    );
    expect(screen.queryByText(/Failed to load saved jobs/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    // the seekers' saved jobs are never asked for
    expect(client.getQueryState(['seeker', 'saved-jobs'])?.fetchStatus).toBe('idle');
  });

  it('lists the saved jobs with the first 3 skills then "+{n} more"', async () => {
    mswServer.use(
      handlers.savedJobs([
        saved(1, { skills: ['React', 'TypeScript', 'CSS', 'GraphQL', 'Jest'] }),
        saved(2, { skills: ['Java', 'Spring'], is_active: false }),
      ]),
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
    mswServer.use(handlers.savedJobs([saved(1), saved(2)]));
    const api = recordRequests();
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
    mswServer.use(
      handlers.savedJobs([saved(1)]),
      handlers.refuses('post', '/api/remove-saved-job', 'Database unavailable'),
    );
    renderPage('/saved-jobs', <SavedJobsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to remove job. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('article')).toBeInTheDocument();
  });

  it('shows the empty state with a Browse Jobs button to /jobs', async () => {
    mswServer.use(handlers.savedJobs([]));
    renderPage('/saved-jobs', <SavedJobsPage />);
    expect(await screen.findByRole('heading', { name: 'No saved jobs yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Browse Jobs' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/jobs');
  });

  it('says "Failed to load saved jobs. Please try again later." with Retry', async () => {
    mswServer.use(
      handlers.refuses('get', '/api/saved-jobs', 'Database unavailable', { once: true }),
      handlers.savedJobs([saved(3)]),
    );
    renderPage('/saved-jobs', <SavedJobsPage />);
    expect(
      await screen.findByText('Failed to load saved jobs. Please try again later.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Frontend Engineer 3' })).toBeInTheDocument();
  });

  it('sends a 401 to /login?next=/saved-jobs', async () => {
    mswServer.use(handlers.refuses('get', '/api/saved-jobs', 'Not logged in', { status: 401 }));
    renderPage('/saved-jobs', <SavedJobsPage />);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/login?next=/saved-jobs'),
    );
  });

  it('sends a visitor known to be logged out to the login page without asking', async () => {
    useSession.setState({ status: 'anonymous', user: null });
    const api = recordRequests();
    renderPage('/saved-jobs', <SavedJobsPage />);
    expect(screen.getByTestId('location')).toHaveTextContent('/login?next=/saved-jobs');
    expect(api.calls).toEqual([]);
  });
});
