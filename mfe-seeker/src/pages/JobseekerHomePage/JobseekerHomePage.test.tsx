import { useSession } from '@rozgar/design-system';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { profileApiDouble } from '../../test/profileApiDouble';
import { JobseekerHomePage } from './JobseekerHomePage';

const initialSession = useSession.getState();
const seeker = { id: 's1', email: 'seeker@example.com', role: 'Job Seeker', name: 'Asha Verma' };

const emptyLists = {
  skills: [],
  languages: [],
  internships: [],
  projects: [],
  employment: [],
  academic_achievements: [],
};

const profileAnswer = (filled: number, percent: number) => ({
  profile: { id: 'p1', full_name: 'Asha Verma', curr_role: 'Frontend Developer', ...emptyLists },
  completeness: { filled, total: 12, percent, missing: ['Phone'] },
  resume: null,
});

const jobs = {
  jobs: [
    {
      id: 'a',
      job_title: 'Data Analyst',
      company: 'Zomato',
      location: 'Gurugram',
      created_at: '2026-11-19T00:00:00Z',
    },
    { id: 'b', job_title: null, company: null, created_at: '2026-11-18T00:00:00Z' },
  ],
  total: 120,
  page: 1,
  pageSize: 5,
};

const reviews = {
  reviews: [
    {
      id: 'r1',
      company: 'Infosys',
      department: 'Engineering',
      designation: 'Software Engineer',
      rating: 4,
      review: 'Good learning culture.',
      work_life_balance: 4,
      salary: 3,
      skill_development: 5,
      likes: 2,
      dislikes: 0,
      created_at: '2026-11-10T00:00:00Z',
    },
  ],
};

const communities = {
  communities: [
    {
      id: 'c1',
      name: 'Frontend Engineers Bengaluru',
      description: 'React and friends',
      member_count: 1250,
      created_at: '2026-01-01T00:00:00Z',
    },
  ],
};

function seekerApi(overrides: Parameters<typeof profileApiDouble>[0] = {}) {
  return profileApiDouble({
    'GET /api/me': { body: { user: seeker } },
    'GET /api/profile': { body: profileAnswer(5, 42) },
    'GET /api/jobs': { body: jobs },
    'GET /api/reviews': { body: reviews },
    'GET /api/communities': { body: communities },
    ...overrides,
  });
}

beforeEach(() => {
  useSession.setState(initialSession, true);
});

afterEach(() => {
  // Unmount first: resetting the store under a mounted page would make it ask /api/me again.
  cleanup();
  vi.unstubAllGlobals();
});

describe('JobseekerHomePage', () => {
  it('shows the profile board with the BFF completion and the dashboard button', async () => {
    vi.stubGlobal('fetch', seekerApi({ 'GET /api/profile': { body: profileAnswer(4, 33) } }));
    renderPage('/jobseeker-home', <JobseekerHomePage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Asha Verma' }),
    ).toBeInTheDocument();
    const ring = await screen.findByRole('progressbar', { name: /Profile completion/ });
    expect(ring).toHaveAttribute('aria-valuenow', '33');
    expect(ring).toHaveAttribute('data-tone', 'red');
    expect(screen.getByRole('link', { name: 'Add 67% Missing Details' })).toHaveAttribute(
      'href',
      '/job-seeker-dashboard',
    );
  });

  it('links each quick link to its dashboard section', async () => {
    vi.stubGlobal('fetch', seekerApi());
    renderPage('/jobseeker-home', <JobseekerHomePage />);
    const quickLinks = await screen.findByRole('navigation', { name: 'Quick links' });
    const hrefs = within(quickLinks)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Resume', '/job-seeker-dashboard#resume'],
      ['Profile summary', '/job-seeker-dashboard#profile-summary'],
      ['Key skills', '/job-seeker-dashboard#key-skills'],
      ['Education', '/job-seeker-dashboard#education'],
      ['Projects', '/job-seeker-dashboard#projects'],
      ['Academic Achievements', '/job-seeker-dashboard#academic-achievements'],
      ['Employment', '/job-seeker-dashboard#employment'],
      ['Preference', '/job-seeker-dashboard#preference'],
    ]);
    await userEvent.click(within(quickLinks).getByRole('link', { name: 'Key skills' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/job-seeker-dashboard');
  });

  it('lists available jobs, reviews and communities with their links', async () => {
    const api = seekerApi();
    vi.stubGlobal('fetch', api);
    renderPage('/jobseeker-home', <JobseekerHomePage />);

    const jobsPanel = await screen.findByRole('region', { name: 'Available Jobs' });
    expect(await within(jobsPanel).findByRole('link', { name: 'Data Analyst' })).toHaveAttribute(
      'href',
      '/job-details/a',
    );
    expect(within(jobsPanel).getByText(/Zomato · Gurugram · Posted 19 Nov 26/)).toBeInTheDocument();
    expect(within(jobsPanel).getByRole('link', { name: 'Unknown Job' })).toBeInTheDocument();
    expect(within(jobsPanel).getByText(/Unknown Company/)).toBeInTheDocument();
    expect(within(jobsPanel).getByRole('link', { name: 'View all jobs' })).toHaveAttribute(
      'href',
      '/jobs',
    );

    const reviewsPanel = screen.getByRole('region', { name: 'Company Reviews' });
    expect(
      await within(reviewsPanel).findByRole('heading', { name: 'Infosys' }),
    ).toBeInTheDocument();
    expect(within(reviewsPanel).getByLabelText('Rated 4.0 out of 5')).toBeInTheDocument();
    expect(within(reviewsPanel).getByText('Good learning culture.')).toBeInTheDocument();
    expect(within(reviewsPanel).getByRole('link', { name: /company reviews/i })).toHaveAttribute(
      'href',
      '/company-reviews',
    );

    const communityTable = await screen.findByRole('table', { name: 'Community' });
    expect(
      within(communityTable).getByRole('rowheader', { name: 'Frontend Engineers Bengaluru' }),
    ).toBeInTheDocument();
    expect(within(communityTable).getByText('1,250')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore communities' })).toHaveAttribute(
      'href',
      '/community',
    );

    expect(api.requests.map((request) => request.url)).toEqual(
      expect.arrayContaining([
        '/api/jobs?page=1&pageSize=5',
        '/api/reviews?limit=3',
        '/api/communities',
        '/api/profile',
      ]),
    );
  });

  it('shows the empty texts of the three panels', async () => {
    vi.stubGlobal(
      'fetch',
      seekerApi({
        'GET /api/jobs': { body: { jobs: [], total: 0, page: 1, pageSize: 5 } },
        'GET /api/reviews': { body: { reviews: [] } },
        'GET /api/communities': { body: { communities: [] } },
      }),
    );
    renderPage('/jobseeker-home', <JobseekerHomePage />);
    expect(await screen.findByText('No available jobs found')).toBeInTheDocument();
    expect(await screen.findByText('No reviews found')).toBeInTheDocument();
    expect(await screen.findByText('No communities found')).toBeInTheDocument();
  });

  it('offers Retry when a panel cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      seekerApi({
        'GET /api/jobs': [{ status: 503, body: { error: 'Database unavailable' } }, { body: jobs }],
      }),
    );
    renderPage('/jobseeker-home', <JobseekerHomePage />);
    const jobsPanel = await screen.findByRole('region', { name: 'Available Jobs' });
    expect(await within(jobsPanel).findByRole('alert')).toHaveTextContent(
      'Error: Database unavailable',
    );
    await userEvent.click(within(jobsPanel).getByRole('button', { name: 'Retry' }));
    expect(
      await within(jobsPanel).findByRole('link', { name: 'Data Analyst' }),
    ).toBeInTheDocument();
  });

  it('shows the home again at once, asking nothing, when it comes back within 30 s', async () => {
    const api = seekerApi();
    vi.stubGlobal('fetch', api);
    const client = createTestQueryClient();
    const first = renderPage('/jobseeker-home', <JobseekerHomePage />, undefined, client);
    await screen.findByRole('table', { name: 'Community' });
    await screen.findByRole('link', { name: 'Data Analyst' });
    await screen.findByRole('heading', { name: 'Infosys' });
    await screen.findByRole('progressbar', { name: /Profile completion/ });
    first.unmount();
    const asked = api.requests.filter((request) => request.url !== '/api/me').length;

    renderPage('/jobseeker-home', <JobseekerHomePage />, undefined, client);
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Asha Verma' });
    expect(screen.getByRole('link', { name: 'Data Analyst' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Community' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: /Profile completion/ })).toBeInTheDocument();
    expect(api.requests.filter((request) => request.url !== '/api/me')).toHaveLength(asked);
  });

  it('asks a visitor who is not logged in to log in', async () => {
    vi.stubGlobal(
      'fetch',
      seekerApi({ 'GET /api/me': { status: 401, body: { error: 'Not logged in' } } }),
    );
    renderPage('/jobseeker-home', <JobseekerHomePage />);
    expect(await screen.findByRole('heading', { name: 'Please login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=/jobseeker-home',
    );
  });
});
