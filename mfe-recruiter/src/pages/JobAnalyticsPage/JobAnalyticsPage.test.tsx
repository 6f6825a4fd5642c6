import { useSession } from '@rozgar/design-system';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { analyticsJobsFixture, dayBefore } from '../../mocks/analyticsHandlers';
import { RECRUITER } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { JobAnalyticsPage } from './JobAnalyticsPage';

const initialSession = useSession.getState();

beforeEach(() => {
  useSession.setState({ ...initialSession, status: 'authenticated', user: RECRUITER }, true);
});

const TODAY = new Date();

function setup(url: string, ...answers: RequestHandler[]) {
  mswServer.use(...answers);
  const api = recordRequests();
  const user = userEvent.setup();
  renderPage('/job-analytics', <JobAnalyticsPage />, url);
  return { api, user };
}

const totalOf = (name: string) =>
  within(screen.getByRole('heading', { level: 2, name: /last/ }).parentElement!)
    .getByText(name)
    .closest('div')!
    .querySelector('dd')!.textContent;

describe('JobAnalyticsPage', () => {
  it("shows all jobs' totals, the days as a chart with its table, and each job, for 30 days", async () => {
    const { api } = setup('/job-analytics', handlers.jobAnalytics(analyticsJobsFixture(TODAY)));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'All jobs: last 30 days' }),
    ).toBeVisible();
    expect(api.calls[0]?.url).toBe('/api/recruiter/job-analytics?range=30');
    // Frontend Developer over the last 30 days: 14 busy days and the quiet ones every 9th day
    const fixture = analyticsJobsFixture(TODAY);
    const inMonth = Object.entries(fixture[0]!.daily).filter(
      ([day]) => day >= dayBefore(29, TODAY),
    );
    const views = inMonth.reduce((sum, [, day]) => sum + day.views, 0);
    const applies = inMonth.reduce((sum, [, day]) => sum + day.applies, 0);
    expect(totalOf('Views')).toBe(String(views));
    expect(totalOf('Applies')).toBe(String(applies));
    expect(totalOf('Apply rate')).toBe(`${Math.round((applies / views) * 1000) / 10}%`);
    const statuses = screen.getByLabelText('Applications by status');
    expect(within(statuses).getByText('Interview').nextSibling).toHaveTextContent('1');
    expect(within(statuses).getByText('Rejected').nextSibling).toHaveTextContent('1');

    const chart = screen.getByRole('img', {
      name: /^Views and applies per day, All jobs, last 30 days/,
    });
    expect(chart.getAttribute('aria-label')).toContain(`${views} views and ${applies} applies`);
    const days = screen.getByRole('table', { name: /the figures per day/ });
    expect(within(days).getAllByRole('row')).toHaveLength(31);
    const today = within(days).getAllByRole('row').at(-1)!;
    expect(
      within(today)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      String(fixture[0]!.daily[dayBefore(0, TODAY)]!.views),
      String(fixture[0]!.daily[dayBefore(0, TODAY)]!.applies),
    ]);
    expect(screen.getByRole('region', { name: /the figures per day/ })).toHaveAttribute(
      'tabindex',
      '0',
    );

    const jobs = screen.getByRole('table', { name: 'Your jobs in the last 30 days' });
    const [, frontend, qa] = within(jobs).getAllByRole('row');
    expect(within(frontend!).getByRole('link', { name: 'Frontend Developer' })).toHaveAttribute(
      'href',
      '/job-analytics?range=30&job=64b0000000000000000000a1',
    );
    expect(frontend).toHaveTextContent('2 Applied, 1 Reviewing, 1 Interview');
    // the QA job had no views in the last 30 days: no apply rate
    expect(within(qa!).getByText('Closed')).toBeVisible();
    expect(
      within(qa!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toContain('—');
  });

  it('shows one job over 90 days from the pickers, keeping them in the URL', async () => {
    const { api, user } = setup(
      '/job-analytics',
      handlers.jobAnalytics(analyticsJobsFixture(TODAY)),
    );
    await screen.findByRole('heading', { level: 2, name: 'All jobs: last 30 days' });

    // a title two jobs share is told apart by its posting date; the others by title alone
    expect(
      within(screen.getByLabelText('Job'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All jobs', 'Frontend Developer', 'QA Engineer']);
    await user.selectOptions(screen.getByLabelText('Job'), 'QA Engineer');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'QA Engineer: last 30 days' }),
    ).toBeVisible();
    expect(totalOf('Views')).toBe('0');
    expect(totalOf('Apply rate')).toBe('—');

    await user.selectOptions(screen.getByLabelText('Period'), 'Last 90 days');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'QA Engineer: last 90 days' }),
    ).toBeVisible();
    expect(totalOf('Views')).not.toBe('0');
    expect(
      within(screen.getByRole('table', { name: /the figures per day/ })).getAllByRole('row'),
    ).toHaveLength(91);
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/job-analytics?range=90&job=64b0000000000000000000a2',
    );
    expect(api.calls.map((call) => call.url)).toEqual([
      '/api/recruiter/job-analytics?range=30',
      '/api/recruiter/job-analytics?range=30&job=64b0000000000000000000a2',
      '/api/recruiter/job-analytics?range=90&job=64b0000000000000000000a2',
    ]);
  });

  it('tells apart two jobs of the same title in the picker by their posting dates', async () => {
    const [frontend, qa] = analyticsJobsFixture(TODAY);
    setup(
      '/job-analytics',
      handlers.jobAnalytics([
        { ...frontend!, posted_at: '2026-11-20T10:00:00.000Z' },
        { ...qa!, job_title: 'Frontend Developer', posted_at: '2026-09-02T10:00:00.000Z' },
      ]),
    );
    const picker = await screen.findByRole('combobox', { name: 'Job' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All jobs',
      'Frontend Developer (posted 20 Nov 26)',
      'Frontend Developer (posted 02 Sep 26)',
    ]);
  });

  it('shows skeletons while loading, and the way to post a job when there are none', async () => {
    setup('/job-analytics', handlers.jobAnalyticsLoading());
    expect(screen.getByRole('heading', { level: 1, name: 'Job Posting analytics' })).toBeVisible();
    expect(screen.getByText('Loading job analytics')).toBeInTheDocument();
    cleanup();

    setup('/job-analytics', handlers.jobAnalytics([]));
    expect(await screen.findByRole('heading', { name: 'No jobs to show yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Post a Job' })).toHaveAttribute(
      'href',
      '/job-postings-section',
    );
  });

  it("says an unknown job's text with the way back to all jobs, and retries a failure", async () => {
    const { user } = setup(
      '/job-analytics?job=64b0000000000000000000ff',
      handlers.jobAnalytics(analyticsJobsFixture(TODAY)),
    );
    expect((await screen.findByText('Job not found')).closest('[role="alert"]')).not.toBeNull();
    await user.click(screen.getByRole('link', { name: 'Show all your jobs' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'All jobs: last 30 days' }),
    ).toBeVisible();
    cleanup();

    const retried = setup('/job-analytics', handlers.jobAnalyticsDown());
    expect(
      (await screen.findByText('Error: Database unavailable, please try again shortly')).closest(
        '[role="alert"]',
      ),
    ).not.toBeNull();
    mswServer.use(handlers.jobAnalytics(analyticsJobsFixture(TODAY)));
    await retried.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'All jobs: last 30 days' }),
    ).toBeVisible();
  });

  it('asks a visitor, or a recruiter whose session ended, to log in', async () => {
    setup('/job-analytics', handlers.jobAnalyticsLoggedOut());
    expect(
      await screen.findByRole('heading', { name: 'Please log in to see job analytics.' }),
    ).toBeVisible();
    cleanup();
    useSession.setState({ ...initialSession, status: 'anonymous', user: null }, true);
    setup('/job-analytics');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=/job-analytics',
    );
  });
});
