import { useSession } from '@rozgar/design-system';
import {
  createTestQueryClient,
  mswServer,
  recordRequests,
  renderPage,
} from '@rozgar/design-system/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  postedJobFixture,
  postingOptionsFixture,
  RECRUITER,
  recruiterJobFixture,
  SEEKER,
} from '../../mocks/fixtures';
import { folderHandlers } from '../../mocks/folderHandlers';
import { failure, handlers } from '../../mocks/handlers';
import { quotaUsageFixture } from '../../mocks/quotaFixtures';
import { RecruiterDashboardPage } from '../RecruiterDashboardPage/RecruiterDashboardPage';
import { ResponsesPage } from '../ResponsesPage/ResponsesPage';
import { PostJobPage } from './PostJobPage';
import { postThroughPreview } from './postJobTestKit';

const initialSession = useSession.getState();

beforeEach(() => {
  useSession.setState({ ...initialSession, status: 'authenticated', user: RECRUITER }, true);
});

type User = ReturnType<typeof userEvent.setup>;

const OPTIONS = 'GET /api/jobs/posting-options';
/** "My jobs" below the form: its Active tab. */
const MY_JOBS = 'GET /api/recruiter/jobs?status=active';
/** The recruiter's companies, to pick the job's from (none here: its name is typed). */
const COMPANIES = 'GET /api/companies/mine';
/** The quota shown above the form. */
const QUOTA = 'GET /api/recruiter/job-quota';

/** What the page asked the BFF, sorted: nothing posted when only the two reads show. */
const sentBy = (api: ReturnType<typeof recordRequests>) =>
  api.calls
    .map(({ method, path, search }) => `${method} ${path}${search.size ? `?${search}` : ''}`)
    .sort();

/**
 * The BFF with the contracts' posting options and no jobs yet ("My jobs") answered, and
 * `overrides` answering before; returns the requests the page sends.
 */
function postJobApi(...overrides: RequestHandler[]) {
  mswServer.use(
    handlers.postingOptions(),
    handlers.recruiterJobs([]),
    handlers.jobQuota(),
    handlers.myCompanies([]),
  );
  mswServer.use(...overrides);
  return recordRequests();
}

/** Renders the page and waits for the form, which shows once the options have arrived. */
async function renderForm() {
  renderPage('/job-postings-section', <PostJobPage />);
  return screen.findByLabelText(/^Job title/);
}

const optionTexts = (label: RegExp) =>
  [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((option) => option.text);

async function paste(user: User, label: string | RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

/** Fills every required field with valid values. */
async function fillRequired(user: User) {
  await user.type(screen.getByLabelText(/^Job title/), 'Senior Node.js Developer');
  await user.selectOptions(screen.getByLabelText(/^Employment type/), 'Part Time, Permanent');
  await user.selectOptions(screen.getByLabelText(/^Work mode/), 'Hybrid');
  await paste(user, /^Job description/, 'Build and run our APIs.');
  await user.type(screen.getByLabelText(/^Key skills/), 'Node.js, MongoDB, node.js, ');
  await user.selectOptions(screen.getByLabelText(/^Minimum experience/), '3');
  await user.selectOptions(screen.getByLabelText(/^Maximum experience/), '7');
  await user.selectOptions(screen.getByLabelText(/^Minimum salary/), '10');
  await user.selectOptions(screen.getByLabelText(/^Maximum salary/), '20');
  await user.type(screen.getByLabelText(/^Location/), 'Pune');
  await user.selectOptions(screen.getByLabelText(/^Industry/), 'IT/ITES');
  await user.selectOptions(screen.getByLabelText(/^Qualification/), 'B.Tech/B.E.');
  await user.type(screen.getByLabelText(/^Company name/), 'Acme Labs');
}

describe('PostJobPage', () => {
  it('offers the posting lists with their defaults: Full Time, Permanent; In office; one vacancy', async () => {
    postJobApi();
    await renderForm();

    expect(screen.getByRole('heading', { level: 1, name: 'Post a Job' })).toBeVisible();
    expect(screen.getByLabelText(/^Employment type/)).toHaveValue('Full Time, Permanent');
    expect(screen.getByLabelText(/^Work mode/)).toHaveValue('In office');
    expect(screen.getByLabelText(/^Vacancies/)).toHaveValue('1');
    const modes = screen.getByLabelText(/^Work mode/) as HTMLSelectElement;
    expect([...modes.options].map((option) => option.value)).toEqual([
      'In office',
      'Remote',
      'Hybrid',
    ]);
    const qualifications = screen.getByLabelText(/^Qualification/) as HTMLSelectElement;
    expect([...qualifications.options].map((option) => option.value)).toContain('Diploma');
    expect(qualifications.options).toHaveLength(11);
    const maxSalary = screen.getByLabelText(/^Maximum salary/) as HTMLSelectElement;
    expect([...maxSalary.options].map((option) => option.text)).toEqual([
      'Max',
      '2 Lac',
      '3 Lac',
      '5 Lac',
      '10 Lac',
      '15 Lac',
      '20 Lac',
    ]);
  });

  it('names every missing required field and sends nothing', async () => {
    const api = postJobApi();
    const user = userEvent.setup();
    renderPage('/job-postings-section', <PostJobPage />);

    await user.click(await screen.findByRole('button', { name: 'Review and post' }));

    for (const message of [
      'Job title is required',
      'Job description is required',
      'Key skills are required',
      'Minimum experience is required',
      'Maximum experience is required',
      'Minimum salary is required',
      'Maximum salary is required',
      'Location is required',
      'Industry is required',
      'Qualification is required',
      'Company name is required',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(screen.getByLabelText(/^Job title/)).toHaveAttribute('aria-invalid', 'true');
    expect(sentBy(api)).toEqual([COMPANIES, OPTIONS, QUOTA, MY_JOBS]);
  });

  it('rejects a maximum below the minimum, too many key skills and zero vacancies', async () => {
    const api = postJobApi();
    const user = userEvent.setup();
    await renderForm();
    await fillRequired(user);

    await user.selectOptions(screen.getByLabelText(/^Minimum experience/), '10');
    await user.selectOptions(screen.getByLabelText(/^Maximum experience/), '5');
    await user.selectOptions(screen.getByLabelText(/^Minimum salary/), '5');
    await user.selectOptions(screen.getByLabelText(/^Maximum salary/), '3');
    await paste(user, /^Key skills/, 'x'.repeat(250));
    await user.clear(screen.getByLabelText(/^Vacancies/));
    await user.type(screen.getByLabelText(/^Vacancies/), '0');
    await user.click(screen.getByRole('button', { name: 'Review and post' }));

    expect(
      await screen.findByText('Maximum experience must not be below the minimum'),
    ).toBeVisible();
    expect(screen.getByText('Maximum salary must not be below the minimum')).toBeVisible();
    expect(screen.getByText('Key skills can be at most 250 characters')).toBeVisible();
    expect(screen.getByText('Vacancies must be a whole number from 1 to 1000')).toBeVisible();
    expect(sentBy(api)).toEqual([COMPANIES, OPTIONS, QUOTA, MY_JOBS]);
  });

  it('counts the description against 5000 and the long texts against 2000, and blocks an overflow', async () => {
    const api = postJobApi();
    const user = userEvent.setup();
    await renderForm();
    await fillRequired(user);

    expect(screen.getByLabelText(/^Job description/)).toHaveAccessibleDescription(
      '23/5000 characters',
    );
    for (const label of [
      'Requirements',
      'Perks and benefits',
      'Candidate profile',
      'About company',
    ]) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('0/2000 characters');
    }
    await paste(user, 'Perks and benefits', 'p'.repeat(2001));
    const counter = screen.getByText('2001/2000 characters');
    expect(counter).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('button', { name: 'Review and post' }));
    expect(await screen.findByText('Use at most 2000 characters')).toBeVisible();
    expect(sentBy(api)).toEqual([COMPANIES, OPTIONS, QUOTA, MY_JOBS]);
  });

  it('posts the job, says so and resets the form', async () => {
    const api = postJobApi(handlers.jobPosted(postedJobFixture('j9', 'Senior Node.js Developer')));
    const user = userEvent.setup();
    await renderForm();
    await fillRequired(user);
    await paste(user, 'Requirements', '  Three years of Node.js  ');
    await user.clear(screen.getByLabelText(/^Vacancies/));
    await user.type(screen.getByLabelText(/^Vacancies/), '4');
    await postThroughPreview(user);

    expect(await screen.findByText('Job posted successfully!')).toBeVisible();
    expect(api.callsTo('POST', '/api/jobs')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/jobs')[0]!.body).toEqual({
      job_title: 'Senior Node.js Developer',
      employment_type: 'Part Time, Permanent',
      work_mode: 'Hybrid',
      job_description: 'Build and run our APIs.',
      skills: 'Node.js, MongoDB',
      min_experience: 3,
      max_experience: 7,
      min_salary: 10,
      max_salary: 20,
      location: 'Pune',
      company: 'Acme Labs',
      industry: 'IT/ITES',
      qualification: 'B.Tech/B.E.',
      vacancies: 4,
      requirements: 'Three years of Node.js',
    });
    // The emptied form gives its first field the focus once it has rendered again.
    await waitFor(() => expect(screen.getByLabelText(/^Job title/)).toHaveFocus());
    expect(screen.getByLabelText(/^Job title/)).toHaveValue('');
    expect(screen.getByLabelText(/^Employment type/)).toHaveValue('Full Time, Permanent');
    expect(screen.getByLabelText(/^Work mode/)).toHaveValue('In office');
    expect(screen.getByLabelText(/^Minimum salary/)).toHaveValue('');
    expect(screen.getByLabelText(/^Vacancies/)).toHaveValue('1');
    expect(screen.getByLabelText('Requirements')).toHaveValue('');
    expect(screen.getByLabelText(/^Job description/)).toHaveAccessibleDescription(
      '0/5000 characters',
    );
  });

  it('a posted job is at once on the dashboard (table and quota) and on /responses, within the 30 s their list stays fresh', async () => {
    const before = recruiterJobFixture(1, { job_title: 'Data Analyst' });
    const posted = recruiterJobFixture(9, { job_title: 'Senior Node.js Developer' });
    const api = postJobApi(
      handlers.savedCandidates([]),
      handlers.recruiterJobs([before], undefined, { once: true }),
      handlers.recruiterJobs([posted, before]),
      handlers.jobPosted(postedJobFixture('job-9', 'Senior Node.js Developer')),
      // The quota carousel reads its figures from the plan: one open job before, two after.
      handlers.quotaUsage(quotaUsageFixture({ jobPostings: 1 }), { once: true }),
      handlers.quotaUsage(quotaUsageFixture({ jobPostings: 2 })),
      // The dashboard's Resdex folders and searches panels: none yet.
      ...folderHandlers.folders([]),
      handlers.candidateSearches(),
    );
    const user = userEvent.setup();
    // One QueryClient for the three pages, as the shell gives the portal.
    const client = createTestQueryClient();
    const dashboard = renderPage(
      '/recruiter-dashboard',
      <RecruiterDashboardPage />,
      undefined,
      client,
    );
    expect(await screen.findByText('1 of 10 used')).toBeVisible();
    dashboard.unmount();

    const postJob = renderPage('/job-postings-section', <PostJobPage />, undefined, client);
    await screen.findByLabelText(/^Job title/);
    await fillRequired(user);
    await postThroughPreview(user);
    expect(await screen.findByText('Job posted successfully!')).toBeVisible();
    postJob.unmount();

    const responses = renderPage('/responses', <ResponsesPage />, undefined, client);
    const jobs = await screen.findByRole('list', { name: 'Your jobs' });
    expect(
      await within(jobs).findByRole('button', { name: /^Senior Node.js Developer/ }),
    ).toBeVisible();
    responses.unmount();

    renderPage('/recruiter-dashboard', <RecruiterDashboardPage />, undefined, client);
    // Posting refreshed the quota too (its key is under the jobs').
    expect(await screen.findByText('2 of 10 used')).toBeVisible();
    expect(screen.getByRole('rowheader', { name: 'Senior Node.js Developer' })).toBeVisible();
    // The whole list (no status) asked once before posting and once after: the new answer
    // served both pages.
    expect(
      api.callsTo('GET', '/api/recruiter/jobs').filter(({ search }) => !search.has('status')),
    ).toHaveLength(2);
    expect(api.unexpected).toEqual([]);
  });

  it("shows the server's error inline and keeps what was typed", async () => {
    postJobApi(
      failure('post', '/api/jobs', 403, {
        error: 'You have reached your job posting limit (10 open jobs)',
      }),
    );
    const user = userEvent.setup();
    await renderForm();
    await fillRequired(user);
    await postThroughPreview(user);

    expect(
      await screen.findByText('You have reached your job posting limit (10 open jobs)'),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText(/^Job title/)).toHaveValue('Senior Node.js Developer');
    expect(screen.queryByText('Job posted successfully!')).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to post job' when the server gives no reason", async () => {
    postJobApi(failure('post', '/api/jobs', 500, 'oops'));
    const user = userEvent.setup();
    await renderForm();
    await fillRequired(user);
    await postThroughPreview(user);
    expect(await screen.findByText('Failed to post job')).toHaveAttribute('role', 'alert');
  });

  it('shows Loading... until the posting options arrive, then the form', async () => {
    let answer!: () => void;
    const arrived = new Promise<void>((resolve) => (answer = resolve));
    const api = postJobApi(
      http.get('/api/jobs/posting-options', async () => {
        await arrived;
        return HttpResponse.json(postingOptionsFixture());
      }),
    );
    renderPage('/job-postings-section', <PostJobPage />);
    // The quota and My jobs arrive first; the form's options are still on their way.
    expect(await screen.findByText('7 of 10 job postings left')).toBeVisible();
    expect(await screen.findByRole('tab', { name: 'Active (0)' })).toBeVisible();

    const loading = await screen.findByText('Loading...');
    expect(loading).toBeVisible();
    expect(loading.closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Post a Job' })).toBeVisible();
    expect(screen.queryByLabelText(/^Job title/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review and post' })).not.toBeInTheDocument();

    answer();
    expect(await screen.findByLabelText(/^Job title/)).toBeVisible();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/jobs/posting-options')).toHaveLength(1);
  });

  it('shows the form at once when the page is shown again within 30 s, without asking for the options again', async () => {
    const api = postJobApi();
    const client = createTestQueryClient();
    const first = renderPage('/job-postings-section', <PostJobPage />, undefined, client);
    await screen.findByLabelText(/^Job title/);
    first.unmount();

    renderPage('/job-postings-section', <PostJobPage />, undefined, client);
    expect(screen.getByLabelText(/^Job title/)).toBeVisible();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/jobs/posting-options')).toHaveLength(1);
  });

  it("shows the server's error with Retry, and the form once a retry succeeds", async () => {
    const api = postJobApi(
      failure(
        'get',
        '/api/jobs/posting-options',
        503,
        { error: 'Database unavailable' },
        { once: true },
      ),
      failure('get', '/api/jobs/posting-options', 500, 'oops', { once: true }),
    );
    const user = userEvent.setup();
    renderPage('/job-postings-section', <PostJobPage />);

    expect(await screen.findByText('Error: Database unavailable')).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('button', { name: 'Review and post' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('Error: Failed to load the job posting options'),
    ).toHaveAttribute('role', 'alert');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText(/^Job title/)).toBeVisible();
    expect(screen.queryByText(/^Error:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/jobs/posting-options')).toHaveLength(3);
  });

  it('shows exactly the lists, defaults and limits the server sent, and checks against them', async () => {
    const api = postJobApi(
      handlers.jobPosted(postedJobFixture('j10', 'Field Sales Lead')),
      handlers.postingOptions(
        postingOptionsFixture({
          employment_types: ['Full Time, Permanent', 'Part Time, Temporary/Contractual'],
          work_modes: ['Remote', 'Hybrid'],
          industries: ['Telecom/ISP', 'Other'],
          qualifications: ['Any Graduate', 'MBA/PGDM'],
          min_experience: [0, 4],
          max_experience: [4, 8],
          min_salary: [40],
          max_salary: [50, 100],
          defaults: {
            employment_type: 'Part Time, Temporary/Contractual',
            work_mode: 'Hybrid',
            vacancies: 2,
          },
          limits: {
            job_title: 20,
            job_description: 300,
            skills: 40,
            location: 30,
            company: 50,
            long_text: 30,
            vacancies: 5,
          },
        }),
      ),
    );
    const user = userEvent.setup();
    await renderForm();

    expect(optionTexts(/^Employment type/)).toEqual([
      'Full Time, Permanent',
      'Part Time, Temporary/Contractual',
    ]);
    expect(optionTexts(/^Work mode/)).toEqual(['Remote', 'Hybrid']);
    expect(optionTexts(/^Industry/)).toEqual(['Select an industry', 'Telecom/ISP', 'Other']);
    expect(optionTexts(/^Qualification/)).toEqual([
      'Select a qualification',
      'Any Graduate',
      'MBA/PGDM',
    ]);
    expect(optionTexts(/^Minimum experience/)).toEqual(['Min', '0 years', '4 years']);
    expect(optionTexts(/^Maximum experience/)).toEqual(['Max', '4 years', '8 years']);
    expect(optionTexts(/^Minimum salary/)).toEqual(['Min', '40 Lac']);
    expect(optionTexts(/^Maximum salary/)).toEqual(['Max', '50 Lac', '100 Lac']);
    expect(screen.getByLabelText(/^Employment type/)).toHaveValue(
      'Part Time, Temporary/Contractual',
    );
    expect(screen.getByLabelText(/^Work mode/)).toHaveValue('Hybrid');
    expect(screen.getByLabelText(/^Vacancies/)).toHaveValue('2');
    expect(screen.getByLabelText(/^Job title/)).toHaveAttribute('maxLength', '20');
    expect(screen.getByLabelText(/^Job description/)).toHaveAccessibleDescription(
      '0/300 characters',
    );
    expect(screen.getByLabelText('Perks and benefits')).toHaveAccessibleDescription(
      '0/30 characters',
    );

    await user.type(screen.getByLabelText(/^Job title/), 'Field Sales Lead');
    await paste(user, /^Job description/, 'Lead our village sales team.');
    await user.type(screen.getByLabelText(/^Key skills/), 'Sales, Hindi');
    await user.selectOptions(screen.getByLabelText(/^Minimum experience/), '4');
    await user.selectOptions(screen.getByLabelText(/^Maximum experience/), '4');
    await user.selectOptions(screen.getByLabelText(/^Minimum salary/), '40');
    await user.selectOptions(screen.getByLabelText(/^Maximum salary/), '100');
    await user.type(screen.getByLabelText(/^Location/), 'Nashik');
    await user.selectOptions(screen.getByLabelText(/^Industry/), 'Telecom/ISP');
    await user.selectOptions(screen.getByLabelText(/^Qualification/), 'MBA/PGDM');
    await user.type(screen.getByLabelText(/^Company name/), 'Krishi Connect');
    await paste(user, 'Perks and benefits', 'p'.repeat(31));
    await user.clear(screen.getByLabelText(/^Vacancies/));
    await user.type(screen.getByLabelText(/^Vacancies/), '6');
    await user.click(screen.getByRole('button', { name: 'Review and post' }));

    expect(await screen.findByText('Use at most 30 characters')).toBeVisible();
    expect(screen.getByText('Vacancies must be a whole number from 1 to 5')).toBeVisible();
    expect(api.callsTo('POST', '/api/jobs')).toEqual([]);

    await user.clear(screen.getByLabelText('Perks and benefits'));
    await user.clear(screen.getByLabelText(/^Vacancies/));
    await user.type(screen.getByLabelText(/^Vacancies/), '5');
    await postThroughPreview(user);

    expect(await screen.findByText('Job posted successfully!')).toBeVisible();
    expect(api.callsTo('POST', '/api/jobs')[0]!.body).toMatchObject({
      employment_type: 'Part Time, Temporary/Contractual',
      work_mode: 'Hybrid',
      min_experience: 4,
      max_experience: 4,
      min_salary: 40,
      max_salary: 100,
      industry: 'Telecom/ISP',
      qualification: 'MBA/PGDM',
      vacancies: 5,
    });
    expect(screen.getByLabelText(/^Work mode/)).toHaveValue('Hybrid');
    expect(screen.getByLabelText(/^Vacancies/)).toHaveValue('2');
  });

  it('asks a visitor to log in and tells a seeker the page is for recruiters', async () => {
    useSession.setState({ ...initialSession, status: 'anonymous', user: null }, true);
    const api = recordRequests();
    const { unmount } = renderPage('/job-postings-section', <PostJobPage />);
    expect(screen.getByRole('heading', { name: 'Please log in to post a job.' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Review and post' })).not.toBeInTheDocument();
    unmount();

    useSession.setState({ ...initialSession, status: 'authenticated', user: SEEKER }, true);
    renderPage('/job-postings-section', <PostJobPage />);
    expect(screen.getByRole('heading', { name: 'This page is for recruiters' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Review and post' })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
