import { useSession } from '@rozgar/design-system';
import {
  createTestQueryClient,
  emulateSelectArrowKeys,
  mswServer,
  recordRequests,
  renderPage,
} from '@rozgar/design-system/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  applicationFixture,
  fixtureId,
  RECRUITER,
  recruiterJobFixture,
  SEEKER,
} from '../../mocks/fixtures';
import { failure, handlers } from '../../mocks/handlers';
import { RecruiterDashboardPage } from '../RecruiterDashboardPage/RecruiterDashboardPage';
import { ResponsesPage } from './ResponsesPage';

const initialSession = useSession.getState();

beforeEach(() => {
  useSession.setState({ ...initialSession, status: 'authenticated', user: RECRUITER }, true);
});

const JOB_A = recruiterJobFixture('a', {
  job_title: 'Backend Engineer',
  applications: 2,
  resumes: 1,
});
const JOB_B = recruiterJobFixture('b', {
  job_title: 'Data Analyst',
  applications: 0,
  expired: true,
});
const JOB_C = recruiterJobFixture('c', {
  job_title: 'Backend Engineer',
  location: 'Chennai',
  created_at: '2026-08-01T10:00:00.000Z',
  is_active: false,
});
const U1 = fixtureId('u1');
const U2 = fixtureId('u2');
const APPLICANTS = [
  applicationFixture(JOB_A.id, 'u1', 'applied', {
    full_name: 'Rahul Sharma',
    email: 'rahul@example.com',
    education: 'MCA',
    skills: ['Node.js', 'MongoDB'],
    experience: 4,
    resume_link: `/api/job-applications/${JOB_A.id}/${U1}/resume`,
  }),
  applicationFixture(JOB_A.id, 'u2', 'under_review', {
    full_name: 'Meera Iyer',
    experience: 1,
    resume_link: null,
  }),
];

/**
 * The BFF of these tests: the two jobs and their applicants, with `overrides` answering first.
 * Returns the requests the page sends.
 */
function routes(...overrides: RequestHandler[]) {
  mswServer.use(
    handlers.recruiterJobs([JOB_A, JOB_B], { job_limit: 10, open_jobs: 1 }),
    handlers.applicantsOf(JOB_A, APPLICANTS),
    handlers.applicantsOf(JOB_B, []),
  );
  mswServer.use(...overrides);
  return recordRequests();
}

const header = (name: RegExp) => screen.findByRole('button', { name });

describe('ResponsesPage', () => {
  it('lists each job as a closed disclosure with its count and the Expired label', async () => {
    const api = routes();
    renderPage('/responses', <ResponsesPage />);

    const backend = await header(/^Backend Engineer/);
    expect(backend).toHaveAttribute('aria-expanded', 'false');
    expect(backend).toHaveTextContent('2 applications');
    expect(backend).not.toHaveTextContent('Expired');
    const analyst = await header(/^Data Analyst/);
    expect(analyst).toHaveTextContent('0 applications');
    expect(within(analyst).getByText('Expired')).toBeVisible();
    expect(backend).toHaveTextContent('Posted 01 Sep 26');
    // Nothing is asked until a job is opened.
    expect(api.calls.map((call) => call.path)).toEqual(['/api/recruiter/jobs']);
  });

  it('tells jobs of the same title apart and finds them by words and state, kept in the URL', async () => {
    routes(handlers.recruiterJobs([JOB_A, JOB_B, JOB_C]));
    const user = userEvent.setup();
    renderPage('/responses', <ResponsesPage />);
    const closed = await header(/^Backend Engineer.*Chennai/);
    expect(closed).toHaveTextContent('Posted 01 Aug 26');
    expect(within(closed).getByText('Closed')).toBeVisible();
    expect(closed).not.toHaveTextContent('Expired');
    expect(screen.getByText('3 jobs')).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'Find a job' }), 'backend');
    expect(screen.getAllByRole('button', { name: /^Backend Engineer/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Data Analyst/ })).toBeNull();
    expect(screen.getByText('2 of 3 jobs')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Closed');
    expect(screen.getAllByRole('button', { name: /^Backend Engineer/ })).toEqual([closed]);
    expect(screen.getByTestId('location')).toHaveTextContent('/responses?find=backend&show=closed');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Expired');
    expect(screen.getByRole('heading', { name: 'No jobs match' })).toBeVisible();
    await user.clear(screen.getByRole('searchbox', { name: 'Find a job' }));
    expect(screen.getByRole('button', { name: /^Data Analyst/ })).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/responses\?show=expired$/);
  });

  it('opens a job, loads its applicants and shows each candidate card', async () => {
    const api = routes();
    const user = userEvent.setup();
    renderPage('/responses', <ResponsesPage />);

    await user.click(await header(/^Backend Engineer/));
    expect(await header(/^Backend Engineer/)).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: /^Backend Engineer/ });
    const rahul = await within(region).findByRole('article', { name: 'Rahul Sharma' });
    expect(rahul).toHaveTextContent('rahul@example.com');
    expect(rahul).toHaveTextContent('MCA');
    expect(rahul).toHaveTextContent('Node.js, MongoDB');
    expect(rahul).toHaveTextContent('4 years');
    const resume = within(rahul).getByRole('link', { name: 'Download resume of Rahul Sharma' });
    expect(resume).toHaveAttribute('href', `/api/job-applications/${JOB_A.id}/${U1}/resume`);
    expect(resume).toHaveAttribute('download');
    expect(within(rahul).getByRole('combobox', { name: 'Status of Rahul Sharma' })).toHaveValue(
      'applied',
    );
    const meera = within(region).getByRole('article', { name: 'Meera Iyer' });
    expect(meera).toHaveTextContent('No resume on file');
    expect(meera).toHaveTextContent('Experience1 year');
    const select = within(meera).getByRole('combobox', { name: 'Status of Meera Iyer' });
    expect(select).toHaveValue('under_review');
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Applied',
      'Reviewing',
      'Interview',
      'Accepted',
      'Rejected',
    ]);

    // Closing and opening again does not ask again.
    await user.click(await header(/^Backend Engineer/));
    expect(region).not.toBeVisible();
    await user.click(await header(/^Backend Engineer/));
    expect(api.callsTo('GET', `/api/job-applications/${JOB_A.id}`)).toHaveLength(1);
  });

  it('works from the keyboard: arrows move between jobs, Enter and Space open and close', async () => {
    routes();
    const user = userEvent.setup();
    renderPage('/responses', <ResponsesPage />);
    const backend = await header(/^Backend Engineer/);
    const analyst = await header(/^Data Analyst/);

    backend.focus();
    await user.keyboard('{ArrowDown}');
    expect(analyst).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(backend).toHaveFocus();
    await user.keyboard('{End}');
    expect(analyst).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(analyst).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('No applications yet')).toBeVisible();
    await user.keyboard('{Home}');
    expect(backend).toHaveFocus();
    await user.keyboard(' ');
    expect(backend).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowUp}');
    expect(analyst).toHaveFocus();
    await user.keyboard(' ');
    expect(analyst).toHaveAttribute('aria-expanded', 'false');
  });

  it('sends nothing while the arrow keys move through the statuses of a closed select', async () => {
    const restoreArrows = emulateSelectArrowKeys();
    onTestFinished(restoreArrows);
    const api = routes();
    const user = userEvent.setup();
    renderPage('/responses', <ResponsesPage />);
    await user.click(await header(/^Backend Engineer/));
    const select = await screen.findByRole('combobox', { name: 'Status of Rahul Sharma' });
    const update = screen.getByRole('button', { name: 'Update status of Rahul Sharma' });
    expect(update).toHaveAttribute('aria-disabled', 'true');

    select.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    // Give a save that might have been started the time to reach the API.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('PUT', `/api/job-applications/${JOB_A.id}/${U1}`)).toEqual([]);
    expect(screen.queryByText(/^Status of Rahul Sharma set to/)).toBeNull();
    // Only the choice moved: Update now offers to save it.
    expect(select).toHaveValue('accepted');
    expect(update).not.toHaveAttribute('aria-disabled');
    expect(select).toHaveAccessibleDescription('Not saved yet: press Update to save it.');
  });

  it('saves the chosen status once when Update is pressed, from the keyboard too, and says so', async () => {
    // The BFF answers with the application carrying the status sent.
    const api = routes(handlers.statusSaved(APPLICANTS[0]!));
    const user = userEvent.setup();
    renderPage('/responses', <ResponsesPage />);
    await user.click(await header(/^Backend Engineer/));
    const select = await screen.findByRole('combobox', { name: 'Status of Rahul Sharma' });
    const update = screen.getByRole('button', { name: 'Update status of Rahul Sharma' });

    await user.selectOptions(select, 'Interview');
    expect(api.callsTo('PUT', `/api/job-applications/${JOB_A.id}/${U1}`)).toEqual([]);
    await user.click(update);
    expect(await screen.findByText('Status of Rahul Sharma set to Interview')).toBeVisible();
    expect(select).toHaveValue('interview');
    expect(update).toHaveAttribute('aria-disabled', 'true');
    expect(update).toHaveFocus();
    expect(
      api.callsTo('PUT', `/api/job-applications/${JOB_A.id}/${U1}`).map((call) => call.body),
    ).toEqual([{ status: 'interview' }]);

    // Keyboard only: choose, Tab to Update, Enter.
    select.focus();
    await user.selectOptions(select, 'Rejected');
    await user.tab();
    expect(update).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Status of Rahul Sharma set to Rejected')).toBeVisible();
    expect(select).toHaveValue('rejected');
    expect(
      api.callsTo('PUT', `/api/job-applications/${JOB_A.id}/${U1}`).map((call) => call.body),
    ).toEqual([{ status: 'interview' }, { status: 'rejected' }]);
  });

  it('shows a saved status when the page is shown again within 30 s, and asks the server again', async () => {
    const interview = { ...APPLICANTS[0]!, status: 'interview' as const };
    const api = routes(
      handlers.applicantsOf(JOB_A, APPLICANTS, { once: true }),
      handlers.applicantsOf(JOB_A, [interview, APPLICANTS[1]!]),
      handlers.statusSaved(APPLICANTS[0]!),
    );
    const user = userEvent.setup();
    // One QueryClient for both visits, as the shell gives the portal.
    const client = createTestQueryClient();
    const first = renderPage('/responses', <ResponsesPage />, undefined, client);
    await user.click(await header(/^Backend Engineer/));
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Status of Rahul Sharma' }),
      'Interview',
    );
    await user.click(screen.getByRole('button', { name: 'Update status of Rahul Sharma' }));
    expect(await screen.findByText('Status of Rahul Sharma set to Interview')).toBeVisible();
    first.unmount();

    renderPage('/responses', <ResponsesPage />, undefined, client);
    await user.click(await header(/^Backend Engineer/));
    // The cached applicants carry the saved status at once…
    expect(screen.getByRole('combobox', { name: 'Status of Rahul Sharma' })).toHaveValue(
      'interview',
    );
    // …and are asked for again (the write marked them stale).
    await vi.waitFor(() =>
      expect(api.callsTo('GET', `/api/job-applications/${JOB_A.id}`)).toHaveLength(2),
    );
    // The jobs list itself was still fresh: asked once for both visits.
    expect(api.callsTo('GET', '/api/recruiter/jobs')).toHaveLength(1);
  });

  it('shares one answer of the jobs with the dashboard: shown within 30 s, nothing is asked again', async () => {
    const api = routes(handlers.savedCandidates([]));
    const client = createTestQueryClient();
    const dashboard = renderPage(
      '/recruiter-dashboard',
      <RecruiterDashboardPage />,
      undefined,
      client,
    );
    expect(await screen.findByRole('rowheader', { name: 'Backend Engineer' })).toBeVisible();
    dashboard.unmount();

    renderPage('/responses', <ResponsesPage />, undefined, client);
    expect(await header(/^Data Analyst/)).toBeVisible();
    expect(api.callsTo('GET', '/api/recruiter/jobs')).toHaveLength(1);
  });

  it("restores the saved status and shows the server's reason when saving fails", async () => {
    const api = routes(
      failure(
        'put',
        `/api/job-applications/${JOB_A.id}/${U2}`,
        404,
        { error: 'Application not found' },
        { once: true },
      ),
      failure('put', `/api/job-applications/${JOB_A.id}/${U2}`, 500),
    );
    const user = userEvent.setup();
    renderPage('/responses', <ResponsesPage />);
    await user.click(await header(/^Backend Engineer/));
    const select = await screen.findByRole('combobox', { name: 'Status of Meera Iyer' });
    const update = screen.getByRole('button', { name: 'Update status of Meera Iyer' });

    await user.selectOptions(select, 'Rejected');
    await user.click(update);
    expect(await screen.findByText('Application not found')).toBeVisible();
    expect(select).toHaveValue('under_review');
    expect(update).toHaveAttribute('aria-disabled', 'true');

    await user.selectOptions(select, 'Accepted');
    await user.click(update);
    expect(await screen.findByText('Failed to update status')).toBeVisible();
    expect(select).toHaveValue('under_review');
    expect(api.callsTo('PUT', `/api/job-applications/${JOB_A.id}/${U2}`)).toHaveLength(2);
  });

  it("shows 'Error: …' when the jobs or a job's applicants cannot be loaded", async () => {
    routes(failure('get', `/api/job-applications/${JOB_A.id}`, 500, {}, { once: true }));
    const user = userEvent.setup();
    const { unmount } = renderPage('/responses', <ResponsesPage />);
    await user.click(await header(/^Backend Engineer/));
    expect(
      await screen.findByText(`Error: Failed to fetch applications for job ${JOB_A.id}`),
    ).toBeVisible();
    // Opening it again tries again.
    await user.click(await header(/^Backend Engineer/));
    await user.click(await header(/^Backend Engineer/));
    expect(await screen.findByRole('article', { name: 'Rahul Sharma' })).toBeVisible();
    unmount();

    routes(failure('get', '/api/recruiter/jobs', 503, { error: 'Database unavailable' }));
    renderPage('/responses', <ResponsesPage />);
    expect(await screen.findByText('Error: Database unavailable')).toBeVisible();
  });

  it('says when the recruiter has no jobs yet', async () => {
    routes(handlers.recruiterJobs([]));
    renderPage('/responses', <ResponsesPage />);
    expect(
      await screen.findByRole('heading', { name: 'You have not posted any jobs yet' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Post a Job' })).toHaveAttribute(
      'href',
      '/job-postings-section',
    );
  });

  it('asks a visitor to log in (also when the session ends) and tells a seeker it is for recruiters', async () => {
    routes(failure('get', '/api/recruiter/jobs', 401, { error: 'Not logged in' }));
    const first = renderPage('/responses', <ResponsesPage />);
    expect(
      await screen.findByRole('heading', { name: 'Please log in to view applications.' }),
    ).toBeVisible();
    first.unmount();

    useSession.setState({ ...initialSession, status: 'anonymous', user: null }, true);
    const second = renderPage('/responses', <ResponsesPage />);
    expect(
      screen.getByRole('heading', { name: 'Please log in to view applications.' }),
    ).toBeVisible();
    second.unmount();

    useSession.setState({ ...initialSession, status: 'authenticated', user: SEEKER }, true);
    const api = routes();
    renderPage('/responses', <ResponsesPage />);
    expect(screen.getByRole('heading', { name: 'This page is for recruiters' })).toBeVisible();
    expect(api.calls).toEqual([]);
  });
});
