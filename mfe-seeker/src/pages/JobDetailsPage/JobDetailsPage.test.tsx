import {
  currentPageTitleName,
  PortalQueryProvider,
  ThemeProvider,
  ToastProvider,
  useSession,
} from '@rozgar/design-system';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestQueryClient,
  mswServer,
  recordRequests,
  renderPage,
} from '@rozgar/design-system/remote-kit/testing';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSeekerJobsStore } from '../../jobs/seekerJobsStore';
import type { Job } from '../../jobs/jobsApi';
import { handlers } from '../../mocks/handlers';
import { jobFixture, jobId, SEEKER } from '../../mocks/jobFixtures';
import { JobDetailsPage } from './JobDetailsPage';

const initialSession = useSession.getState();
const PATH = '/job-details/:jobId';

beforeEach(() => {
  useSession.setState({ ...initialSession, status: 'anonymous', user: null }, true);
  useSeekerJobsStore.getState().clear();
});

afterEach(() => {
  cleanup();
});

describe('JobDetailsPage', () => {
  it('loads the job by id and shows every part of it', async () => {
    mswServer.use(
      handlers.job(jobFixture(1, { rating: 4.1 })),
      handlers.jobViews(),
      handlers.similarJobs(jobId(1)),
    );
    const api = recordRequests();
    renderPage(PATH, <JobDetailsPage />, `/job-details/${jobId(1)}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frontend Engineer 1' }),
    ).toBeInTheDocument();
    // The document title names the job (the shell adds " – Rozgar").
    expect(currentPageTitleName()).toBe('Frontend Engineer 1');
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Infosys')).toBeInTheDocument();
    expect(within(header).getByText('Bengaluru')).toBeInTheDocument();
    expect(within(header).getByText('2 - 5 years')).toBeInTheDocument();
    expect(within(header).getByText('₹8 LPA - ₹14 LPA')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Apply Now' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Save Job' })).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Job description' })).toBeInTheDocument();
    expect(screen.getByText('Build the web apps our customers use every day.')).toBeInTheDocument();

    const highlights = screen.getByRole('region', { name: 'Job highlights' });
    const rows = within(highlights)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Role', 'Frontend Developer'],
        ['Location', 'Bengaluru'],
        ['Candidate profile', '2–5 years with React and TypeScript.'],
        ['Salary', '₹8 LPA - ₹14 LPA'],
        ['Experience', '2 - 5 years'],
        ['Industry', 'IT Services'],
      ]),
    );
    const qualifications = screen.getByRole('region', { name: 'Qualifications' });
    expect(within(qualifications).getByText('B.Tech/B.E.')).toBeInTheDocument();
    const about = screen.getByRole('region', { name: 'About Infosys' });
    expect(within(about).getByText(/global leader/)).toBeInTheDocument();
    // The job names its company by id: the company's page is a link away, from the header too.
    const companyPage = '/companies/6650f1a2c3d4e5f6c0000001';
    expect(
      within(about).getByRole('link', { name: 'More about Infosys: its jobs, reviews and photos' }),
    ).toHaveAttribute('href', companyPage);
    expect(screen.getByRole('link', { name: 'Infosys' })).toHaveAttribute('href', companyPage);
    // the job shown, and its view counted for its recruiter's analytics
    await waitFor(() =>
      expect(api.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
        `GET /api/jobs/${jobId(1)}`,
        `GET /api/jobs/${jobId(1)}/similar`,
        `POST /api/jobs/${jobId(1)}/views`,
      ]),
    );
  });

  it('leaves out what the job does not have, never inventing it', async () => {
    const { id, location, is_active, created_at } = jobFixture(2);
    const bare: Job = {
      id,
      job_title: 'Accountant',
      company: 'Tata Steel',
      location,
      max_salary: 6,
      skills: [],
      is_active,
      created_at,
    };
    mswServer.use(handlers.job(bare), handlers.jobViews(), handlers.similarJobs(id));
    renderPage(PATH, <JobDetailsPage />, `/job-details/${id}`);
    expect(await screen.findByRole('heading', { name: 'Accountant' })).toBeInTheDocument();
    const terms = within(screen.getByRole('region', { name: 'Job highlights' }))
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Location', 'Salary', 'Experience']);
    expect(screen.getAllByText('Up to ₹6 LPA').length).toBeGreaterThan(0);
    expect(screen.queryByText(/Rating/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Qualifications' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /About/ })).not.toBeInTheDocument();
  });

  it('uses the job carried in navigation state without asking the server, counting its view', async () => {
    mswServer.use(handlers.jobViews(), handlers.similarJobs(jobId(9)));
    const api = recordRequests();
    render(
      <PortalQueryProvider client={createTestQueryClient()}>
        <ThemeProvider>
          <ToastProvider>
            <MemoryRouter
              initialEntries={[
                {
                  pathname: `/job-details/${jobId(9)}`,
                  state: { job: jobFixture(9, { job_title: 'Carried Engineer' }) },
                },
              ]}
            >
              <Routes>
                <Route path={PATH} element={<JobDetailsPage />} />
              </Routes>
            </MemoryRouter>
          </ToastProvider>
        </ThemeProvider>
      </PortalQueryProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Carried Engineer' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
        `GET /api/jobs/${jobId(9)}/similar`,
        `POST /api/jobs/${jobId(9)}/views`,
      ]),
    );
  });

  it('says "Job not found" for a 404', async () => {
    mswServer.use(handlers.refuses('get', '/api/jobs/missing', 'Job not found', { status: 404 }));
    renderPage(PATH, <JobDetailsPage />, '/job-details/missing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Job not found' }),
    ).toBeInTheDocument();
    expect(currentPageTitleName()).toBe('Job not found');
    expect(screen.getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('shows "Error: " with the message and Retry for other failures', async () => {
    mswServer.use(
      handlers.refuses('get', `/api/jobs/${jobId(1)}`, 'Database unavailable', { once: true }),
      handlers.job(jobFixture(1)),
      handlers.jobViews(),
    );
    renderPage(PATH, <JobDetailsPage />, `/job-details/${jobId(1)}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Error: Database unavailable' }),
    ).toBeInTheDocument();
    expect(currentPageTitleName()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Frontend Engineer 1' })).toBeInTheDocument();
  });

  it('lets a seeker apply (Apply Now → Applied, disabled) and shows the skill match', async () => {
    useSession.setState({ status: 'authenticated', user: SEEKER });
    mswServer.use(
      handlers.job(jobFixture(1, { skill_match: { matched: ['React'], missing: ['TypeScript'] } })),
      ...handlers.seekerJobs({ saved: [jobId(1)] }),
      handlers.jobViews(),
      handlers.similarJobs(jobId(1)),
    );
    const api = recordRequests();
    renderPage(PATH, <JobDetailsPage />, `/job-details/${jobId(1)}`);
    expect(await screen.findByRole('group', { name: '1 of 2 skills match' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Saved' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Applied' })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
    expect(api.callsTo('POST', '/api/apply-job').map((call) => call.body)).toEqual([
      { job_id: jobId(1) },
    ]);
    expect(api.unexpected).toEqual([]);
  });

  it('shows the recruiter’s responsiveness and the similar jobs, each a link to its page', async () => {
    mswServer.use(
      handlers.job(jobFixture(1, { responds_within_days: 3 })),
      handlers.jobViews(),
      handlers.similarJobs(jobId(1), [
        jobFixture(2, { job_title: 'React Developer', company: 'Zomato', location: 'Gurugram' }),
        jobFixture(3, { job_title: 'UI Engineer', responds_within_days: 1 }),
      ]),
    );
    renderPage(PATH, <JobDetailsPage />, `/job-details/${jobId(1)}`);
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Usually responds within 3 days')).toBeInTheDocument();
    const similar = await screen.findByRole('region', { name: 'Similar jobs' });
    expect(await within(similar).findByRole('link', { name: 'React Developer' })).toHaveAttribute(
      'href',
      `/job-details/${jobId(2)}`,
    );
    expect(within(similar).getByText('Zomato · Gurugram · 2 - 5 years')).toBeInTheDocument();
    expect(within(similar).getByText('Usually responds within 1 day')).toBeInTheDocument();
  });

  it('shows no "Similar jobs" and no badge when there are none', async () => {
    mswServer.use(handlers.job(jobFixture(1)), handlers.jobViews(), handlers.similarJobs(jobId(1)));
    const api = recordRequests();
    renderPage(PATH, <JobDetailsPage />, `/job-details/${jobId(1)}`);
    await screen.findByRole('heading', { level: 1, name: 'Frontend Engineer 1' });
    await waitFor(() =>
      expect(api.callsTo('GET', `/api/jobs/${jobId(1)}/similar`)).toHaveLength(1),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Similar jobs' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(/Usually responds/)).not.toBeInTheDocument();
  });
});
