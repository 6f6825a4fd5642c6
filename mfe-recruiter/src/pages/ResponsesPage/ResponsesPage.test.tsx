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
import { fixtureId, RECRUITER, recruiterJobFixture, SEEKER } from '../../mocks/fixtures';
import { failure, handlers } from '../../mocks/handlers';
import {
  pipelineApplicantFixture,
  resumeFixture,
  resumeTextFixture,
} from '../../mocks/pipelineFixtures';
import { RecruiterDashboardPage } from '../RecruiterDashboardPage/RecruiterDashboardPage';
import { ResponsesPage } from './ResponsesPage';

const initialSession = useSession.getState();

beforeEach(() => {
  useSession.setState({ ...initialSession, status: 'authenticated', user: RECRUITER }, true);
});

const JOB_A = recruiterJobFixture('a', {
  job_title: 'Backend Engineer',
  applications: 3,
  resumes: 2,
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
const U3 = fixtureId('u3');
const APPLICANTS = [
  pipelineApplicantFixture(
    JOB_A.id,
    'u1',
    'applied',
    {
      full_name: 'Rahul Sharma',
      email: 'rahul@example.com',
      phone: '+91 98450 12345',
      location: 'Pune',
      current_company: 'Infosys',
      current_role: 'Backend Developer',
      education: 'MCA',
      skills: ['Node.js', 'MongoDB'],
      experience: 4,
      expected_salary: 12,
      notice_period: '30 days',
    },
    {
      applied_at: '2026-11-03T10:00:00.000Z',
      skill_match: { matched: ['Node.js', 'MongoDB'], missing: [], score: 100 },
      resume: resumeFixture(JOB_A.id, U1),
    },
  ),
  pipelineApplicantFixture(
    JOB_A.id,
    'u2',
    'under_review',
    { full_name: 'Meera Iyer', experience: 1, skills: ['Excel'] },
    {
      applied_at: '2026-11-01T10:00:00.000Z',
      skill_match: { matched: [], missing: ['Node.js', 'MongoDB'], score: 0 },
    },
  ),
  pipelineApplicantFixture(
    JOB_A.id,
    'u3',
    'applied',
    { full_name: 'Kiran Rao', experience: 7, skills: ['MongoDB', 'Go'] },
    {
      applied_at: '2026-11-02T10:00:00.000Z',
      skill_match: { matched: ['MongoDB'], missing: ['Node.js'], score: 50 },
      resume: resumeFixture(JOB_A.id, U3, 'docx'),
    },
  ),
];

/**
 * The BFF of these tests: the jobs and job A's applicants (kept by the handlers, so a status
 * change shows), with `overrides` answering first. Returns the requests the page sends.
 */
function routes(...overrides: RequestHandler[]) {
  mswServer.use(
    handlers.recruiterJobs([JOB_A, JOB_B], { job_limit: 10, open_jobs: 1 }),
    ...handlers.pipeline(JOB_A, APPLICANTS),
    ...handlers.pipeline(JOB_B, []),
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
    expect(backend).toHaveTextContent('3 applications');
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

  it('opens a job, loads its applicants with their counts and shows each applicant card', async () => {
    const api = routes();
    const user = userEvent.setup();
    renderPage('/responses', <ResponsesPage />);

    await user.click(await header(/^Backend Engineer/));
    expect(await header(/^Backend Engineer/)).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: /^Backend Engineer/ });
    expect(
      within(region).getByRole('link', { name: 'Pre-screening questions for Backend Engineer' }),
    ).toHaveAttribute('href', `/prescreening?job=${JOB_A.id}`);
    const rahul = await within(region).findByRole('article', { name: 'Rahul Sharma' });
    for (const text of [
      'Applied03 Nov 26',
      'rahul@example.com',
      'Phone+91 98450 12345',
      'LocationPune',
      'CurrentBackend Developer at Infosys',
      'Experience4 years',
      'Expected salary12 Lac a year',
      'Notice period30 days',
      'MCA',
      'Node.js, MongoDB',
      'Skill match100% (2 of 2 job skills: Node.js, MongoDB)',
    ])
      expect(rahul).toHaveTextContent(text);
    const resume = within(rahul).getByRole('link', { name: 'Download resume of Rahul Sharma' });
    expect(resume).toHaveAttribute('href', `/api/job-applications/${JOB_A.id}/${U1}/resume`);
    expect(resume).toHaveAttribute('download');
    expect(within(rahul).getByRole('combobox', { name: 'Status of Rahul Sharma' })).toHaveValue(
      'applied',
    );
    const meera = within(region).getByRole('article', { name: 'Meera Iyer' });
    expect(meera).toHaveTextContent('No resume on file');
    expect(meera).toHaveTextContent('Experience1 year');
    expect(meera).toHaveTextContent('PhoneNot provided');
    // What the profile lacks is not shown at all.
    expect(meera).not.toHaveTextContent('Expected salary');
    expect(meera).not.toHaveTextContent('Notice period');
    const select = within(meera).getByRole('combobox', { name: 'Status of Meera Iyer' });
    expect(select).toHaveValue('under_review');
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Applied',
      'Reviewing',
      'Interview',
      'Accepted',
      'Rejected',
    ]);
    // Newest application first; the counts across the top.
    expect(
      within(region)
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Rahul Sharma', 'Kiran Rao', 'Meera Iyer']);
    const counts = within(region).getByRole('group', { name: 'Filter by status' });
    expect(
      within(counts)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'All (3)',
      'Applied (2)',
      'Reviewing (1)',
      'Interview (0)',
      'Accepted (0)',
      'Rejected (0)',
    ]);

    // Closing and opening again does not ask again.
    await user.click(await header(/^Backend Engineer/));
    expect(region).not.toBeVisible();
    await user.click(await header(/^Backend Engineer/));
    expect(await within(region).findByRole('article', { name: 'Rahul Sharma' })).toBeVisible();
    expect(api.callsTo('GET', `/api/job-applications/${JOB_A.id}/applicants`)).toHaveLength(1);
  });

  it('filters by a status count, sorts and searches, keeping it all in the URL', async () => {
    const api = routes();
    const user = userEvent.setup();
    renderPage('/responses', <ResponsesPage />);
    await user.click(await header(/^Backend Engineer/));
    const region = screen.getByRole('region', { name: /^Backend Engineer/ });
    await within(region).findByRole('article', { name: 'Rahul Sharma' });
    const names = () =>
      within(region)
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

    const applied = within(region).getByRole('button', { name: 'Applied (2)' });
    await user.click(applied);
    await vi.waitFor(() => expect(names()).toEqual(['Rahul Sharma', 'Kiran Rao']));
    expect(applied).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/responses?job=${JOB_A.id}&status=applied`,
    );

    await user.selectOptions(
      within(region).getByRole('combobox', { name: 'Sort by' }),
      'Experience',
    );
    await vi.waitFor(() => expect(names()).toEqual(['Kiran Rao', 'Rahul Sharma']));
    await user.click(within(region).getByRole('button', { name: 'All (3)' }));
    await user.selectOptions(
      within(region).getByRole('combobox', { name: 'Sort by' }),
      'Skill match',
    );
    await vi.waitFor(() => expect(names()).toEqual(['Rahul Sharma', 'Kiran Rao', 'Meera Iyer']));

    await user.type(
      within(region).getByRole('searchbox', { name: 'Search applicants' }),
      'mongo{Enter}',
    );
    await vi.waitFor(() => expect(names()).toEqual(['Rahul Sharma', 'Kiran Rao']));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/responses?job=${JOB_A.id}&sort=match&q=mongo`,
    );
    expect(
      api
        .callsTo('GET', `/api/job-applications/${JOB_A.id}/applicants`)
        .map((call) => call.url.split('?')[1]),
    ).toEqual([
      'sort=applied',
      'sort=applied&status=applied',
      'sort=experience&status=applied',
      'sort=experience',
      'sort=match',
      'sort=match&q=mongo',
    ]);
    await user.clear(within(region).getByRole('searchbox', { name: 'Search applicants' }));
    await user.type(
      within(region).getByRole('searchbox', { name: 'Search applicants' }),
      'nobody{Enter}',
    );
    expect(
      await within(region).findByRole('heading', { name: 'No applicants match' }),
    ).toBeVisible();
  });

  it('opens the job named in the URL with its view', async () => {
    routes();
    renderPage('/responses', <ResponsesPage />, `/responses?job=${JOB_A.id}&status=under_review`);
    const region = await screen.findByRole('region', { name: /^Backend Engineer/ });
    expect(await within(region).findByRole('article', { name: 'Meera Iyer' })).toBeVisible();
    expect(within(region).getAllByRole('article')).toHaveLength(1);
    expect(within(region).getByRole('button', { name: 'Reviewing (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await header(/^Data Analyst/)).toHaveAttribute('aria-expanded', 'false');
  });

  it('pages the applicants, keeping the counts, filter, sort and search, the page in the URL', async () => {
    const api = routes(...handlers.pipeline(JOB_A, APPLICANTS, { pageSize: 2 }));
    const user = userEvent.setup();
    renderPage('/responses', <ResponsesPage />, `/responses?job=${JOB_A.id}&sort=experience`);
    const region = await screen.findByRole('region', { name: /^Backend Engineer/ });
    await within(region).findByRole('article', { name: 'Kiran Rao' });
    const names = () =>
      within(region)
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
    const pages = within(region).getByRole('navigation', {
      name: 'Pages of applicants to Backend Engineer',
    });
    expect(names()).toEqual(['Kiran Rao', 'Rahul Sharma']);
    expect(pages).toHaveTextContent('Page 1 of 2');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    // What is selected on one page is not carried to the next.
    await user.click(within(region).getByRole('checkbox', { name: 'Select Kiran Rao' }));
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(names()).toEqual(['Meera Iyer']));
    expect(pages).toHaveTextContent('Page 2 of 2');
    // Next stays focused (not disabled) on the last page, so the keyboard focus is kept.
    expect(within(pages).getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(within(pages).getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(region).getByRole('button', { name: 'All (3)' })).toBeVisible();
    expect(within(region).getByRole('combobox', { name: 'Sort by' })).toHaveValue('experience');
    expect(within(region).getByRole('button', { name: 'Change status (0)' })).toBeDisabled();
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/responses?job=${JOB_A.id}&sort=experience&page=2`,
    );

    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    await vi.waitFor(() => expect(names()).toEqual(['Kiran Rao', 'Rahul Sharma']));
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(names()).toEqual(['Meera Iyer']));
    // A new filter starts at its first page; two applicants fit on one, so no pages are shown.
    await user.click(within(region).getByRole('button', { name: 'Applied (2)' }));
    await vi.waitFor(() => expect(names()).toEqual(['Kiran Rao', 'Rahul Sharma']));
    expect(within(region).queryByRole('navigation', { name: /^Pages of applicants/ })).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/responses?job=${JOB_A.id}&sort=experience&status=applied`,
    );
    expect(
      api
        .callsTo('GET', `/api/job-applications/${JOB_A.id}/applicants`)
        .map((call) => call.url.split('?')[1]),
    ).toEqual(['sort=experience', 'sort=experience&page=2', 'sort=experience&status=applied']);
  });

  it('offers the last page when the page in the URL is past the end', async () => {
    routes(...handlers.pipeline(JOB_A, APPLICANTS, { pageSize: 2 }));
    const user = userEvent.setup();
    renderPage('/responses', <ResponsesPage />, `/responses?job=${JOB_A.id}&page=5`);
    const region = await screen.findByRole('region', { name: /^Backend Engineer/ });
    expect(
      await within(region).findByRole('heading', { name: 'No applicants on this page' }),
    ).toBeVisible();
    expect(region).toHaveTextContent('This list has 2 pages.');
    await user.click(within(region).getByRole('button', { name: 'Go to the last page' }));
    expect(await within(region).findByRole('article', { name: 'Meera Iyer' })).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent(`/responses?job=${JOB_A.id}&page=2`);
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
    const api = routes();
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
    // The job's applicants are asked again: the counts moved.
    expect(await screen.findByRole('button', { name: 'Interview (1)' })).toBeVisible();
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

  it('moves several selected applicants to one status after a confirmation, and says so', async () => {
    const api = routes();
    const user = userEvent.setup();
    renderPage('/responses', <ResponsesPage />);
    await user.click(await header(/^Backend Engineer/));
    const region = screen.getByRole('region', { name: /^Backend Engineer/ });
    await within(region).findByRole('article', { name: 'Rahul Sharma' });
    const change = within(region).getByRole('button', { name: 'Change status (0)' });
    expect(change).toBeDisabled();

    await user.click(within(region).getByRole('checkbox', { name: 'Select Rahul Sharma' }));
    await user.click(within(region).getByRole('checkbox', { name: 'Select Kiran Rao' }));
    expect(within(region).getByRole('combobox', { name: 'Move selected to' })).toHaveValue(
      'under_review',
    );
    await user.click(within(region).getByRole('button', { name: 'Change status (2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Move 2 applicants to Reviewing?' });
    expect(dialog).toHaveTextContent('Rahul Sharma, Kiran Rao');
    // Cancel first: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('PATCH', `/api/job-applications/${JOB_A.id}/status`)).toEqual([]);

    await user.click(within(region).getByRole('button', { name: 'Change status (2)' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Move to Reviewing' }),
    );
    expect(await screen.findByText('2 applicants moved to Reviewing')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.bodiesOf('PATCH', `/api/job-applications/${JOB_A.id}/status`)).toEqual([
      { user_ids: [U1, U3], status: 'under_review' },
    ]);
    expect(await within(region).findByRole('button', { name: 'Reviewing (3)' })).toBeVisible();
    expect(within(region).getByRole('combobox', { name: 'Status of Kiran Rao' })).toHaveValue(
      'under_review',
    );
    expect(within(region).getByRole('button', { name: 'Change status (0)' })).toBeDisabled();

    // All shown, by the keyboard; one of them had the status already.
    const all = within(region).getByRole('checkbox', { name: 'Select all 3 applicants shown' });
    all.focus();
    await user.keyboard(' ');
    await user.selectOptions(
      within(region).getByRole('combobox', { name: 'Move selected to' }),
      'Interview',
    );
    await user.click(within(region).getByRole('button', { name: 'Change status (3)' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Move to Interview' }),
    );
    expect(await screen.findByText('3 applicants moved to Interview')).toBeVisible();
  });

  it('shows a board, a column per status, where a card moves by a select and the keyboard', async () => {
    const api = routes();
    const user = userEvent.setup();
    renderPage('/responses', <ResponsesPage />, `/responses?job=${JOB_A.id}&status=applied`);
    const region = await screen.findByRole('region', { name: /^Backend Engineer/ });
    await within(region).findByRole('article', { name: 'Rahul Sharma' });
    await user.click(within(region).getByRole('button', { name: 'Board' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/responses?job=${JOB_A.id}&status=applied&view=board`,
    );
    const column = (name: string) => within(region).getByRole('region', { name });
    // Every status, whatever the list's filter.
    expect(await within(region).findByRole('region', { name: 'Reviewing (1)' })).toBeVisible();
    expect(within(column('Applied (2)')).getAllByRole('article')).toHaveLength(2);
    expect(within(column('Interview (0)')).getByText('No one here')).toBeVisible();
    expect(column('Reviewing (1)')).toHaveTextContent('Meera Iyer1 year · 0% skill match');

    const select = within(column('Applied (2)')).getByRole('combobox', {
      name: 'Move Kiran Rao to',
    });
    select.focus();
    await user.selectOptions(select, 'Interview');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Status of Kiran Rao set to Interview')).toBeVisible();
    const interview = await within(region).findByRole('region', { name: 'Interview (1)' });
    const moved = within(interview).getByRole('combobox', { name: 'Move Kiran Rao to' });
    expect(moved).toHaveValue('interview');
    await vi.waitFor(() => expect(moved).toHaveFocus());
    expect(api.bodiesOf('PUT', `/api/job-applications/${JOB_A.id}/${U3}`)).toEqual([
      { status: 'interview' },
    ]);

    await user.click(within(region).getByRole('button', { name: 'List' }));
    expect(await within(region).findByRole('button', { name: 'Applied (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("keeps the selection and gives the server's reason when a bulk change is refused", async () => {
    routes(handlers.bulkStatusRefused());
    const user = userEvent.setup();
    renderPage('/responses', <ResponsesPage />);
    await user.click(await header(/^Backend Engineer/));
    await user.click(await screen.findByRole('checkbox', { name: 'Select Meera Iyer' }));
    await user.click(screen.getByRole('button', { name: 'Change status (1)' }));
    await user.click(screen.getByRole('button', { name: 'Move to Reviewing' }));
    expect(
      await screen.findByText('You can only update applications to your own jobs'),
    ).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Select Meera Iyer' })).toBeChecked();
  });

  it("keeps the account's notes and tags on an applicant", async () => {
    const api = routes();
    const user = userEvent.setup();
    renderPage('/responses', <ResponsesPage />, `/responses?job=${JOB_A.id}`);
    const rahul = await screen.findByRole('article', { name: 'Rahul Sharma' });
    await user.click(within(rahul).getByText('Notes and tags (0)'));
    expect(within(rahul).getByText('Only your account sees these.')).toBeVisible();
    expect(within(rahul).getByText('No tags yet')).toBeVisible();

    await user.type(
      within(rahul).getByRole('textbox', { name: 'New tag for Rahul Sharma' }),
      'Strong Node{Enter}',
    );
    expect(await screen.findByText('Tag Strong Node added to Rahul Sharma')).toBeVisible();
    expect(
      await within(rahul).findByRole('list', { name: 'Tags on Rahul Sharma' }),
    ).toHaveTextContent('Strong Node');
    await user.type(
      within(rahul).getByRole('textbox', { name: 'New tag for Rahul Sharma' }),
      'Call back',
    );
    await user.click(within(rahul).getByRole('button', { name: 'Add tag' }));
    expect(await screen.findByText('Tag Call back added to Rahul Sharma')).toBeVisible();
    await user.click(
      within(rahul).getByRole('button', { name: 'Remove tag Strong Node from Rahul Sharma' }),
    );
    expect(await screen.findByText('Tag Strong Node removed from Rahul Sharma')).toBeVisible();
    expect(api.bodiesOf('PUT', `/api/job-applications/${JOB_A.id}/${U1}/tags`)).toEqual([
      { tags: ['Strong Node'] },
      { tags: ['Strong Node', 'Call back'] },
      { tags: ['Call back'] },
    ]);

    await user.type(
      within(rahul).getByRole('textbox', { name: 'New note on Rahul Sharma' }),
      'Spoke on the phone: free from December.',
    );
    await user.click(within(rahul).getByRole('button', { name: 'Keep note' }));
    expect(await screen.findByText('Note kept on Rahul Sharma')).toBeVisible();
    const notes = await within(rahul).findByRole('list', { name: 'Notes on Rahul Sharma' });
    expect(notes).toHaveTextContent(
      'Spoke on the phone: free from December.Priya Nair · 20 Nov 26',
    );
    expect(within(rahul).getByRole('textbox', { name: 'New note on Rahul Sharma' })).toHaveValue(
      '',
    );
    expect(within(rahul).getByText('Notes and tags (2)')).toBeVisible();
  });

  it("gives the server's reason when tags cannot be saved, keeping what was typed", async () => {
    routes(handlers.tagsRefused());
    const user = userEvent.setup();
    renderPage('/responses', <ResponsesPage />, `/responses?job=${JOB_A.id}`);
    const meera = await screen.findByRole('article', { name: 'Meera Iyer' });
    await user.click(within(meera).getByText('Notes and tags (0)'));
    const field = within(meera).getByRole('textbox', { name: 'New tag for Meera Iyer' });
    await user.type(field, 'Excel{Enter}');
    expect(await screen.findByText('At most 10 tags')).toBeVisible();
    expect(field).toHaveValue('Excel');
  });

  it('opens a PDF resume in the page and a DOCX one as text with the job skills marked', async () => {
    routes(
      handlers.resumeText(
        resumeTextFixture('Kiran Rao\nBuilt MongoDB clusters; Go services.', [
          'Node.js',
          'MongoDB',
        ]),
      ),
    );
    const user = userEvent.setup();
    renderPage('/responses', <ResponsesPage />);
    await user.click(await header(/^Backend Engineer/));
    await user.click(await screen.findByRole('button', { name: 'View resume of Rahul Sharma' }));
    const pdf = screen.getByRole('dialog', { name: 'Resume of Rahul Sharma' });
    expect(within(pdf).getByTitle('Resume of Rahul Sharma (PDF)')).toHaveAttribute(
      'src',
      `/api/job-applications/${JOB_A.id}/${U1}/resume?inline=1`,
    );
    expect(within(pdf).getByRole('link', { name: 'Download resume' })).toHaveAttribute(
      'href',
      `/api/job-applications/${JOB_A.id}/${U1}/resume`,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'View resume of Rahul Sharma' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'View resume of Kiran Rao' }));
    const docx = screen.getByRole('dialog', { name: 'Resume of Kiran Rao' });
    expect(await within(docx).findByText('MongoDB', { selector: 'mark' })).toBeVisible();
    expect(docx).toHaveTextContent('Built MongoDB clusters; Go services.');
    expect(docx).toHaveTextContent("The job's skills are marked: Node.js, MongoDB (1 found).");
    expect(within(docx).getAllByRole('mark' as 'generic')).toHaveLength(1);
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
    routes(failure('get', `/api/job-applications/${JOB_A.id}/applicants`, 500, {}, { once: true }));
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
