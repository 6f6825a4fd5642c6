import { useSession } from '@rozgar/design-system';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RECRUITER, recruiterJobFixture } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { PostJobPage } from '../../pages/PostJobPage/PostJobPage';

const initialSession = useSession.getState();

beforeEach(() => {
  useSession.setState({ ...initialSession, status: 'authenticated', user: RECRUITER }, true);
});

const ACTIVE = recruiterJobFixture(1, { job_title: 'Node Developer', applications: 3, views: 41 });
const ACTIVE_2 = recruiterJobFixture(2, { job_title: 'Data Analyst' });
const CLOSED = recruiterJobFixture(3, { job_title: 'QA Engineer', is_active: false });
const EXPIRED = recruiterJobFixture(4, { job_title: 'Payroll Executive', expired: true });
const JOBS = [ACTIVE, ACTIVE_2, CLOSED, EXPIRED];

function renderMyJobs(url = '/job-postings-section') {
  mswServer.use(
    handlers.postingOptions(),
    handlers.myCompanies([]),
    handlers.recruiterJobs(JOBS),
    handlers.jobQuota(),
  );
  const api = recordRequests();
  renderPage('/job-postings-section', <PostJobPage />, url);
  return api;
}

const myJobs = () => screen.getByRole('region', { name: 'My jobs' });
const location = () => screen.getByTestId('location').textContent;

describe('MyJobs', () => {
  it('shows Active / Closed / Expired tabs with their counts, the tab in the URL, by mouse and keyboard', async () => {
    const user = userEvent.setup();
    const api = renderMyJobs();
    expect(await screen.findByRole('link', { name: 'Node Developer' })).toHaveAttribute(
      'href',
      `/job-details/${ACTIVE.id}`,
    );
    const tabs = within(myJobs()).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Active (2)', 'Closed (1)', 'Expired (1)']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(within(myJobs()).getByText(/41 views · 3 applies/)).toBeVisible();
    expect(within(myJobs()).queryByText('QA Engineer')).not.toBeInTheDocument();

    await user.click(tabs[1]!);
    expect(await within(myJobs()).findByRole('link', { name: 'QA Engineer' })).toBeVisible();
    expect(location()).toBe('/job-postings-section?jobs=closed');
    expect(within(myJobs()).getByText('Closed', { selector: 'span' })).toBeVisible();

    // The arrow keys move between the tabs, and the focus goes along.
    await user.keyboard('{ArrowRight}');
    expect(await within(myJobs()).findByRole('link', { name: 'Payroll Executive' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Expired (1)' })).toHaveFocus();
    expect(location()).toBe('/job-postings-section?jobs=expired');
    expect(
      api.callsTo('GET', '/api/recruiter/jobs').map(({ search }) => search.get('status')),
    ).toEqual(['active', 'closed', 'expired']);
  });

  it('opens the tab the URL names', async () => {
    renderMyJobs('/job-postings-section?jobs=expired');
    expect(await screen.findByRole('link', { name: 'Payroll Executive' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Expired (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      within(myJobs()).getByRole('button', { name: 'Repost Payroll Executive' }),
    ).toBeVisible();
    expect(within(myJobs()).queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('closes a job after a confirm, says so and reads the list again', async () => {
    const user = userEvent.setup();
    const api = renderMyJobs();
    mswServer.use(handlers.jobChanged(ACTIVE));
    await user.click(await screen.findByRole('button', { name: 'Close Node Developer' }));
    const dialog = screen.getByRole('dialog', { name: 'Close this job?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Close job' }));
    expect(await screen.findByText('Closed "Node Developer"')).toBeVisible();
    expect(api.bodiesOf('PATCH', `/api/jobs/${ACTIVE.id}`)).toEqual([{ status: 'closed' }]);
    await waitFor(() =>
      expect(
        api
          .callsTo('GET', '/api/recruiter/jobs')
          .filter(({ search }) => search.get('status') === 'active'),
      ).toHaveLength(2),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cancelling the confirm changes nothing', async () => {
    const user = userEvent.setup();
    const api = renderMyJobs();
    await user.click(await screen.findByRole('button', { name: 'Close Node Developer' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('PATCH', `/api/jobs/${ACTIVE.id}`)).toEqual([]);
  });

  it("reopens a closed job, and shows the server's reason when the quota refuses", async () => {
    const user = userEvent.setup();
    const api = renderMyJobs('/job-postings-section?jobs=closed');
    mswServer.use(
      handlers.jobChangeRefused(409, 'You have reached your job posting limit (10 open jobs)'),
    );
    await user.click(await screen.findByRole('button', { name: 'Reopen QA Engineer' }));
    expect(
      await screen.findByText('You have reached your job posting limit (10 open jobs)'),
    ).toBeVisible();
    mswServer.use(handlers.jobChanged(CLOSED));
    await user.click(screen.getByRole('button', { name: 'Reopen QA Engineer' }));
    expect(await screen.findByText('Reopened "QA Engineer"')).toBeVisible();
    expect(api.bodiesOf('PATCH', `/api/jobs/${CLOSED.id}`)).toEqual([
      { status: 'active' },
      { status: 'active' },
    ]);
  });

  it('extends a job by the days chosen and reposts an expired one', async () => {
    const user = userEvent.setup();
    const api = renderMyJobs();
    mswServer.use(handlers.jobChanged(ACTIVE), handlers.jobReposted(EXPIRED));
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Extend Node Developer by' }),
      '60',
    );
    await user.click(screen.getByRole('button', { name: 'Extend Node Developer' }));
    expect(await screen.findByText('Extended "Node Developer" by 60 days')).toBeVisible();
    expect(api.bodiesOf('PATCH', `/api/jobs/${ACTIVE.id}`)).toEqual([{ extend_days: 60 }]);

    await user.click(screen.getByRole('tab', { name: 'Expired (1)' }));
    await user.click(await screen.findByRole('button', { name: 'Repost Payroll Executive' }));
    expect(await screen.findByText('Reposted "Payroll Executive"')).toBeVisible();
    expect(api.callsTo('POST', `/api/jobs/${EXPIRED.id}/repost`)).toHaveLength(1);
  });

  it('duplicates a job into the Post a Job form, focused on its title', async () => {
    const user = userEvent.setup();
    const api = renderMyJobs();
    await user.click(await screen.findByRole('button', { name: 'Duplicate Node Developer' }));
    await waitFor(() => expect(screen.getByLabelText(/^Job title/)).toHaveValue('Node Developer'));
    expect(screen.getByLabelText(/^Job title/)).toHaveFocus();
    expect(screen.getByLabelText(/^Work mode/)).toHaveValue('Hybrid');
    expect(screen.getByLabelText(/^Key skills/)).toHaveValue('Node.js, MongoDB');
    expect(screen.getByLabelText(/^Minimum experience/)).toHaveValue('2');
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('Acme Labs');
    // Nothing is posted until the recruiter presses Post Job.
    expect(api.callsTo('POST', '/api/jobs')).toEqual([]);
  });
});
