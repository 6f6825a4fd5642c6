import { useSession } from '@rozgar/design-system';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { useSeekerJobsStore } from '../../jobs/seekerJobsStore';
import { handlers } from '../../mocks/handlers';
import { jobId, RECRUITER, SEEKER } from '../../mocks/jobFixtures';
import { answerFixture, profileFixture, resumeFixture } from '../../mocks/profileFixtures';
import { JobActionButtons } from './JobActionButtons';

const initialSession = useSession.getState();
const openJob = { id: jobId(1), is_active: true };

/**
 * A signed-in seeker with the `applied` and `saved` job ids, Apply / Save / Remove succeeding
 * unless one of `refusals` (handlers put first) answers; records what the page sends.
 */
function seekerApi(ids: { applied?: string[]; saved?: string[] } = {}, ...refusals: HttpHandler[]) {
  mswServer.use(...refusals, handlers.me(SEEKER), ...handlers.seekerJobs(ids));
  return recordRequests();
}

function renderButtons(job: typeof openJob = openJob) {
  return renderPage('/jobs', <JobActionButtons job={job} />);
}

const mutatingCalls = (api: ReturnType<typeof recordRequests>) =>
  api.calls.filter((call) => call.method === 'POST');

beforeEach(() => {
  useSession.setState(initialSession, true);
  useSeekerJobsStore.getState().clear();
});

afterEach(() => {
  cleanup();
});

describe('JobActionButtons logged out', () => {
  it.each([
    ['Apply Now', 'Please login to apply for jobs'],
    ['Save Job', 'Please login to save jobs'],
  ])('%s shows "%s" and sends nothing', async (button, text) => {
    mswServer.use(handlers.me(null));
    const api = recordRequests();
    renderButtons();
    await waitFor(() => expect(useSession.getState().status).toBe('anonymous'));

    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    // Log in or Register, each coming back to the job
    const back = encodeURIComponent(`/job-details/${openJob.id}`);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?next=${back}`,
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      `/signup?next=${back}`,
    );
    expect(mutatingCalls(api)).toEqual([]);
    expect(api.callsTo('GET', '/api/user-applications')).toEqual([]);
    expect(screen.getByRole('button', { name: button })).toBeEnabled();
  });
});

describe('JobActionButtons logged out: Log in', () => {
  it('goes to the login page with the way back to the job, inside the portal', async () => {
    mswServer.use(handlers.me(null));
    renderButtons();
    await waitFor(() => expect(useSession.getState().status).toBe('anonymous'));
    await userEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Log in' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/login?next=${encodeURIComponent(`/job-details/${openJob.id}`)}`,
    );
  });
});

describe('JobActionButtons for a seeker', () => {
  it('loads the applied and saved ids: an applied job reads Applied, disabled; a saved one Saved', async () => {
    seekerApi({ applied: [jobId(1)], saved: [jobId(1)] });
    renderButtons();
    expect(await screen.findByRole('button', { name: 'Applied' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Saved' })).toBeEnabled();
  });

  it('applies: a success toast, then Applied for good, focus kept on it (focusable, aria-disabled)', async () => {
    const api = seekerApi();
    renderButtons();
    await waitFor(() => expect(useSeekerJobsStore.getState().status).toBe('ready'));

    screen.getByRole('button', { name: 'Apply Now' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Application submitted successfully!')).toBeInTheDocument();
    const applied = screen.getByRole('button', { name: 'Applied' });
    expect(applied).toHaveAttribute('aria-disabled', 'true');
    expect(applied).not.toBeDisabled();
    expect(applied).toHaveFocus();
    await userEvent.click(applied);
    await userEvent.keyboard('{Enter}');
    expect(api.callsTo('POST', '/api/apply-job').map((call) => call.body)).toEqual([
      { job_id: jobId(1) },
    ]);
  });

  it('toggles Save Job / Saved through save-job and remove-saved-job', async () => {
    const api = seekerApi();
    renderButtons();
    await waitFor(() => expect(useSeekerJobsStore.getState().status).toBe('ready'));

    await userEvent.click(screen.getByRole('button', { name: 'Save Job' }));
    expect(await screen.findByText('Job saved successfully!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Saved' }));
    expect(await screen.findByText('Job removed from saved list!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Job' })).toBeInTheDocument();
    expect(mutatingCalls(api).map((call) => [call.path, call.body])).toEqual([
      ['/api/save-job', { job_id: jobId(1) }],
      ['/api/remove-saved-job', { job_id: jobId(1) }],
    ]);
  });

  it('shows the failure texts with the server error, and keeps the state', async () => {
    seekerApi(
      { saved: [jobId(1)] },
      handlers.refuses('post', '/api/apply-job', 'This job is no longer accepting applications', {
        status: 409,
      }),
      handlers.refuses('post', '/api/remove-saved-job', 'Database unavailable'),
    );
    renderButtons();
    await userEvent.click(await screen.findByRole('button', { name: 'Saved' }));
    expect(await screen.findByText('Failed to remove saved job')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saved' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByText('Failed to apply for job')).toBeInTheDocument();
    expect(screen.getByText('This job is no longer accepting applications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply Now' })).toBeEnabled();
  });

  it('says "Failed to save job" without a server text when the body has none', async () => {
    seekerApi({}, handlers.answers('post', '/api/save-job', {}, { status: 500 }));
    renderButtons();
    await waitFor(() => expect(useSeekerJobsStore.getState().status).toBe('ready'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Job' }));
    const toast = (await screen.findByText('Failed to save job')).parentElement!;
    expect(toast.textContent).toBe('Failed to save job');
  });

  it('disables Apply for a job that is closed', async () => {
    seekerApi();
    renderButtons({ ...openJob, is_active: false });
    expect(screen.getByRole('button', { name: 'Applications closed' })).toBeDisabled();
    // Still closed once the seeker's lists are in (and no request outlives the test).
    await waitFor(() => expect(useSeekerJobsStore.getState().status).toBe('ready'));
    expect(screen.getByRole('button', { name: 'Applications closed' })).toBeDisabled();
  });
});

describe('JobActionButtons for a recruiter', () => {
  it('sends the request and shows the server 403 text; no seeker lists are loaded', async () => {
    mswServer.use(
      handlers.me(RECRUITER),
      // The pre-screening questions are for seekers too: refused, Apply is sent for its words.
      handlers.refuses('get', '/api/jobs/:jobId/questions', 'Only job seekers can do this', {
        status: 403,
      }),
      handlers.refuses('post', '/api/apply-job', 'Only job seekers can do this', { status: 403 }),
    );
    const api = recordRequests();
    renderButtons();
    await waitFor(() => expect(useSession.getState().status).toBe('authenticated'));
    await userEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByText('Failed to apply for job')).toBeInTheDocument();
    expect(screen.getByText('Only job seekers can do this')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/user-applications')).toEqual([]);
    expect(api.unexpected).toEqual([]);
  });
});

describe('JobActionButtons: apply readiness', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
  });

  /** A seeker whose profile is `percent` complete, with or without a resume. */
  function seekerWithProfile(percent: number, withResume: boolean) {
    const api = seekerApi();
    mswServer.use(
      handlers.profile({
        ...answerFixture(profileFixture(), percent),
        resume: withResume ? resumeFixture() : null,
      }),
    );
    return api;
  }

  it('asks once per session with no resume and a thin profile; "Apply anyway" applies', async () => {
    const api = seekerWithProfile(25, false);
    renderButtons();
    await userEvent.click(await screen.findByRole('button', { name: 'Apply Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Before you apply' });
    expect(within(dialog).getByText('You have not uploaded a resume yet.')).toBeInTheDocument();
    expect(within(dialog).getByText('Your profile is 25% complete.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Add resume' })).toHaveAttribute(
      'href',
      '/resume',
    );
    expect(within(dialog).getByRole('link', { name: 'Complete profile' })).toHaveAttribute(
      'href',
      '/job-seeker-dashboard',
    );
    expect(api.callsTo('POST', '/api/apply-job')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply anyway' }));
    expect(await screen.findByText('Application submitted successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/apply-job')).toHaveLength(1);
  });

  it('does not ask again in the same session, even after closing the question', async () => {
    const api = seekerWithProfile(25, false);
    renderButtons();
    await userEvent.click(await screen.findByRole('button', { name: 'Apply Now' }));
    await screen.findByRole('dialog', { name: 'Before you apply' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Apply Now' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByText('Application submitted successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/apply-job')).toHaveLength(1);
  });

  it('asks about the resume alone when the profile is at least 40 % complete', async () => {
    seekerWithProfile(40, false);
    renderButtons();
    await userEvent.click(await screen.findByRole('button', { name: 'Apply Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Before you apply' });
    expect(
      within(dialog).queryByRole('link', { name: 'Complete profile' }),
    ).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Add resume' })).toBeInTheDocument();
  });

  it('applies at once with a resume and a profile at 40 % or more', async () => {
    const api = seekerWithProfile(40, true);
    renderButtons();
    await userEvent.click(await screen.findByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByText('Application submitted successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/apply-job')).toHaveLength(1);
  });
});
