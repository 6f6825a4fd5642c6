import { useSession } from '@rozgar/design-system';
import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import {
  candidateFixture,
  fixtureId,
  RECRUITER,
  recruiterJobFixture,
  SEEKER,
} from '../../mocks/fixtures';
import { folderHandlers } from '../../mocks/folderHandlers';
import { failure, handlers } from '../../mocks/handlers';
import { quotaUsageFixture } from '../../mocks/quotaFixtures';
import { memberFixture, subUserHandlers } from '../../mocks/subUserHandlers';
import { RecruiterDashboardPage } from './RecruiterDashboardPage';

const initialSession = useSession.getState();
const NONE_SAVED = handlers.savedCandidates([]);
const NO_JOBS = handlers.recruiterJobs([]);

beforeEach(() => {
  useSession.setState(initialSession, true);
});

afterEach(() => {
  // Unmount first: resetting the store under a mounted page would make it ask /api/me again.
  cleanup();
});

// The quota carousel's figures (GET /api/recruiter/quota-usage): its own tests are QuotaPanel's;
// the Resdex folders and searches likewise ResdexPanels'.
beforeEach(() => {
  mswServer.use(handlers.quotaUsage(), ...folderHandlers.folders([]), handlers.candidateSearches());
});

describe('RecruiterDashboardPage', () => {
  it('asks /api/me when the session is unknown and welcomes the recruiter by name', async () => {
    mswServer.use(NONE_SAVED, handlers.me(RECRUITER), NO_JOBS);
    const api = recordRequests();
    renderPage('/recruiter-dashboard', <RecruiterDashboardPage />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Priya Nair' }),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/me')).toBe(true);
    expect(await screen.findByText('You have not posted any jobs yet.')).toBeInTheDocument();
    expect(api.unexpected).toEqual([]);
  });

  it('tells a visitor who is not logged in to log in', async () => {
    mswServer.use(handlers.meSignedOut());
    renderPage('/recruiter-dashboard', <RecruiterDashboardPage />);

    expect(await screen.findByRole('heading', { name: 'Please login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=/recruiter-dashboard',
    );
  });

  it('tells a job seeker that the page is for recruiters', async () => {
    mswServer.use(handlers.me(SEEKER));
    renderPage('/recruiter-dashboard', <RecruiterDashboardPage />);

    expect(
      await screen.findByRole('heading', { name: 'This page is for recruiters' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Welcome/)).not.toBeInTheDocument();
  });

  it('falls back to the e-mail when the recruiter has no name', async () => {
    mswServer.use(
      NONE_SAVED,
      handlers.me({ id: 'r2', email: 'hr@acme.example', role: 'Recruiter', name: '' }),
      NO_JOBS,
    );
    renderPage('/recruiter-dashboard', <RecruiterDashboardPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, hr@acme.example' }),
    ).toBeInTheDocument();
  });

  it("shows the account's admin the Create Sub-Users panel, and a sub-user nothing of it", async () => {
    mswServer.use(
      NONE_SAVED,
      NO_JOBS,
      handlers.me({ ...RECRUITER, accountAdmin: true }),
      ...subUserHandlers.subUsers(3, [memberFixture('Arjun Mehta')]),
    );
    const { unmount } = renderPage('/recruiter-dashboard', <RecruiterDashboardPage />);
    const panel = await screen.findByRole('region', { name: 'Create Sub-Users' });
    expect(await within(panel).findByText('1 of 3 seats used')).toBeVisible();
    unmount();

    useSession.setState(initialSession, true);
    mswServer.use(handlers.me({ ...RECRUITER, accountAdmin: false }));
    const api = recordRequests();
    renderPage('/recruiter-dashboard', <RecruiterDashboardPage />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Welcome');
    expect(screen.queryByRole('region', { name: 'Create Sub-Users' })).toBeNull();
    expect(api.callsTo('GET', '/api/sub-users')).toEqual([]);
  });
});

describe('RecruiterDashboardPage quick actions', () => {
  it('links the recruiter to posting, responses and candidate search', async () => {
    mswServer.use(NONE_SAVED, handlers.me(RECRUITER), NO_JOBS);
    renderPage('/recruiter-dashboard', <RecruiterDashboardPage />);
    const actions = await screen.findByRole('list', { name: 'Quick actions' });
    expect(actions.querySelector('a[href="/job-postings-section"]')).toHaveTextContent(
      'Post a Job',
    );
    expect(actions.querySelector('a[href="/responses"]')).toHaveTextContent('Manage Responses');
    expect(actions.querySelector('a[href="/search-resume"]')).toHaveTextContent(
      'Search Candidates',
    );
    // the contact panel
    expect(screen.getByRole('region', { name: 'Need help?' })).toHaveTextContent(
      '10:00 AM – 6:00 PM, Mon – Sat',
    );
    // the banner carousel, the company page claim first
    const banners = screen.getByRole('region', { name: 'Highlights' });
    expect(within(banners).getByRole('link', { name: 'Create your company page' })).toHaveAttribute(
      'href',
      '/company-profile',
    );
  });
});

describe('RecruiterDashboardPage job postings', () => {
  beforeEach(() => {
    useSession.setState({ ...initialSession, status: 'authenticated', user: RECRUITER }, true);
  });

  it('shows the quota carousel and the recently posted jobs with their responses', async () => {
    const jobs = Array.from({ length: 7 }, (_, index) =>
      recruiterJobFixture(index + 1, {
        job_title: `Job ${index + 1}`,
        updated_at: `2026-09-0${index + 1}T10:00:00.000Z`,
        applications: index,
        resumes: Math.floor(index / 2),
        views: index * 10,
        // the account's sub-user posted the second job (ADR 026): the table names each job's creator
        ...(index === 1 && { created_by: { id: fixtureId('sub-user'), name: 'Rohan Kulkarni' } }),
      }),
    );
    mswServer.use(
      NONE_SAVED,
      handlers.recruiterJobs(jobs, { job_limit: 10, open_jobs: 7 }),
      handlers.quotaUsage(quotaUsageFixture({ jobPostings: 7 })),
    );
    const api = recordRequests();
    renderPage('/recruiter-dashboard', <RecruiterDashboardPage />);

    await screen.findByRole('link', { name: 'View quota usage' });
    const quotas = screen.getByRole('region', { name: 'Your quotas' });
    const postings = within(quotas).getAllByRole('listitem')[0]!;
    expect(postings).toHaveTextContent('7 of 10 used');
    expect(postings).toHaveTextContent('3 left (70% used)');
    expect(
      within(postings).getByRole('progressbar', { name: 'Job postings used' }),
    ).toHaveAttribute('value', '7');
    expect(within(quotas).getAllByRole('listitem')[1]).toHaveTextContent('164 of 1,000 used');

    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
    expect(within(rows[1]!).getByRole('rowheader', { name: 'Job 1' })).toBeVisible();
    expect(rows.map(cells)).toEqual([
      ['Job title', 'Created by', 'Modified on', 'Views', 'Applies', 'CV received'],
      ['Job 1', 'Priya Nair', '01 Sep 26', '0', '0', '0'],
      ['Job 2', 'Rohan Kulkarni', '02 Sep 26', '10', '1', '0'],
      ['Job 3', 'Priya Nair', '03 Sep 26', '20', '2', '1'],
      ['Job 4', 'Priya Nair', '04 Sep 26', '30', '3', '1'],
      ['Job 5', 'Priya Nair', '05 Sep 26', '40', '4', '2'],
    ]);
    expect(screen.getByRole('link', { name: 'View all jobs' })).toHaveAttribute(
      'href',
      '/responses',
    );
    expect(api.unexpected).toEqual([]);
  });

  it('links each title to the job as seekers see it and labels a closed or expired job', async () => {
    const open = recruiterJobFixture(1, { job_title: 'Open role' });
    const closed = recruiterJobFixture(2, { job_title: 'Closed role', is_active: false });
    const expired = recruiterJobFixture(3, { job_title: 'Old role', expired: true });
    mswServer.use(NONE_SAVED, handlers.recruiterJobs([open, closed, expired]));
    renderPage('/recruiter-dashboard', <RecruiterDashboardPage />);

    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Open role' })).toHaveAttribute(
      'href',
      `/job-details/${open.id}`,
    );
    expect(within(table).getByRole('link', { name: 'Closed role' })).toHaveAttribute(
      'href',
      `/job-details/${closed.id}`,
    );
    const [, openRow, closedRow, expiredRow] = within(table).getAllByRole('row');
    expect(within(openRow!).queryByText(/^(Closed|Expired)$/)).not.toBeInTheDocument();
    expect(within(closedRow!).getByText('Closed')).toBeVisible();
    expect(within(expiredRow!).getByText('Expired')).toBeVisible();
  });

  it("says 'Loading...' first, then 'Error: …' when the jobs cannot be read", async () => {
    mswServer.use(
      NONE_SAVED,
      failure('get', '/api/recruiter/jobs', 500, { error: 'Database unavailable' }),
    );
    renderPage('/recruiter-dashboard', <RecruiterDashboardPage />);
    expect(screen.getAllByText('Loading...').length).toBeGreaterThan(0);
    expect(await screen.findByText('Error: Database unavailable')).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('falls back to the catalogue text and says when there are no jobs', async () => {
    mswServer.use(
      NONE_SAVED,
      // Not a RecruiterJobs: the page's check refuses it.
      http.get('/api/recruiter/jobs', () => HttpResponse.json({ jobs: 'nope' }), { once: true }),
    );
    const { unmount } = renderPage('/recruiter-dashboard', <RecruiterDashboardPage />);
    expect(await screen.findByText('Error: Failed to fetch jobs')).toBeVisible();
    unmount();

    mswServer.use(NO_JOBS);
    renderPage('/recruiter-dashboard', <RecruiterDashboardPage />);
    expect(await screen.findByText(/You have not posted any jobs yet/)).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('RecruiterDashboardPage saved candidates', () => {
  beforeEach(() => {
    useSession.setState({ ...initialSession, status: 'authenticated', user: RECRUITER }, true);
  });

  it('shows the four most recently saved candidates, the total and a button to all of them', async () => {
    const candidates = Array.from({ length: 6 }, (_, index) =>
      candidateFixture(`u${index + 1}`, {
        saved: true,
        full_name: index === 2 ? '  ' : `Saved ${index + 1}`,
        curr_role: index === 1 ? null : `Role ${index + 1}`,
      }),
    );
    mswServer.use(NO_JOBS, handlers.savedCandidates(candidates));
    const api = recordRequests();
    renderPage('/recruiter-dashboard', <RecruiterDashboardPage />);

    const panel = screen.getByRole('region', { name: 'Saved Candidates' });
    const list = await within(panel).findByRole('list', { name: 'Recently saved candidates' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'SSaved 1Role 1',
      'SSaved 2Role not provided',
      'UUnknown CandidateRole 3',
      'SSaved 4Role 4',
    ]);
    expect(panel).toHaveTextContent('6 saved in all, the 4 latest below.');
    expect(within(panel).getByRole('link', { name: 'View all saved candidates' })).toHaveAttribute(
      'href',
      '/saved-candidates',
    );
    expect(api.unexpected).toEqual([]);
  });

  it("says 'No recent candidates saved' when there are none", async () => {
    mswServer.use(NONE_SAVED, NO_JOBS);
    renderPage('/recruiter-dashboard', <RecruiterDashboardPage />);
    const panel = screen.getByRole('region', { name: 'Saved Candidates' });
    expect(await within(panel).findByText('No recent candidates saved')).toBeVisible();
    expect(within(panel).queryByRole('list')).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View all saved candidates' })).toBeVisible();
  });

  it("says 'Loading...' first, then 'Error: …' when the saved candidates cannot be read", async () => {
    mswServer.use(
      NO_JOBS,
      failure('get', '/api/saved-candidates', 503, { error: 'Saved candidates are unavailable' }),
    );
    renderPage('/recruiter-dashboard', <RecruiterDashboardPage />);
    const panel = screen.getByRole('region', { name: 'Saved Candidates' });
    expect(within(panel).getByText('Loading...')).toBeVisible();
    expect(
      await within(panel).findByText('Error: Saved candidates are unavailable'),
    ).toHaveAttribute('role', 'alert');
  });
});
