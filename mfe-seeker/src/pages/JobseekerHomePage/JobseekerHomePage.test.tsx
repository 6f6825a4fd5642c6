import { useSession } from '@rozgar/design-system';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestQueryClient,
  mswServer,
  recordRequests,
  renderPage,
} from '@rozgar/design-system/remote-kit/testing';
import type { CommunitiesResponse } from '@rozgar/contracts/payloads/communities';
import type { RecommendedJob, Review } from '../../home/homeApi';
import { jobFixture, jobId } from '../../mocks/jobFixtures';
import { emptyProfileFixture } from '../../mocks/profileFixtures';
import type { ProfileAnswer } from '../../profile/profileApi';
import { handlers } from '../../mocks/handlers';
import { JobseekerHomePage } from './JobseekerHomePage';

const initialSession = useSession.getState();
const seeker = { id: 's1', email: 'seeker@example.com', role: 'Job Seeker', name: 'Asha Verma' };

const profileAnswer = (filled: number, percent: number): ProfileAnswer => ({
  profile: { ...emptyProfileFixture(), full_name: 'Asha Verma', curr_role: 'Frontend Developer' },
  completeness: { filled, total: 12, percent, missing: ['phone'] },
  resume: null,
});

const jobs: RecommendedJob[] = [
  {
    ...jobFixture(1, {
      job_title: 'Data Analyst',
      company: 'Zomato',
      location: 'Gurugram',
      created_at: '2026-11-19T00:00:00.000Z',
    }),
    reasons: {
      skills: { matched: 4, total: 5 },
      location: 'Gurugram',
      experience: { min: 2, max: 5 },
    },
  },
  {
    ...jobFixture(2, { job_title: 'Accountant', created_at: '2026-11-18T00:00:00.000Z' }),
    reasons: {},
  },
];

const reviews: { reviews: Review[] } = {
  reviews: [
    {
      id: '6650f1a2c3d4e5f6f1000001',
      company_id: '6650f1a2c3d4e5f6c0000001',
      company: 'Infosys',
      department: 'engineering',
      designation: 'Software Engineer',
      rating: 4,
      title: 'A place to learn',
      pros: 'Good learning culture.',
      cons: 'Slow promotions.',
      work_life_balance: 4,
      salary: 3,
      skill_development: 5,
      likes: 2,
      dislikes: 0,
      helpful_count: 1,
      created_at: '2026-11-10T00:00:00.000Z',
    },
  ],
};

const communities: CommunitiesResponse = {
  communities: [
    {
      id: '6650f1a2c3d4e5f6f0000001',
      name: 'Frontend Engineers Bengaluru',
      description: 'React and friends',
      member_count: 1250,
      created_at: '2026-01-01T00:00:00.000Z',
    },
  ],
};

beforeEach(() => {
  useSession.setState(initialSession, true);
  // The signed-in seeker's home: profile, jobs, reviews and communities, unless a test says otherwise.
  mswServer.use(
    handlers.me(seeker),
    handlers.profile(profileAnswer(5, 42)),
    handlers.recommendedJobs(jobs),
    handlers.reviews(reviews.reviews),
    handlers.communities(communities.communities),
  );
});

afterEach(() => {
  // Unmount first: resetting the store under a mounted page would make it ask /api/me again.
  cleanup();
});

describe('JobseekerHomePage', () => {
  it('shows the profile board with the BFF completion and the dashboard button', async () => {
    mswServer.use(handlers.profile(profileAnswer(4, 33)));
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

  it('lists recommended jobs with their reasons, reviews and communities with their links', async () => {
    const api = recordRequests();
    renderPage('/jobseeker-home', <JobseekerHomePage />);

    const jobsPanel = await screen.findByRole('region', { name: 'Recommended for you' });
    expect(await within(jobsPanel).findByRole('link', { name: 'Data Analyst' })).toHaveAttribute(
      'href',
      `/job-details/${jobId(1)}`,
    );
    expect(within(jobsPanel).getByText(/Zomato · Gurugram · Posted 19 Nov 26/)).toBeInTheDocument();
    expect(
      within(jobsPanel).getByText('Matches 4 of your 5 skills · Gurugram · 2–5 yrs'),
    ).toBeInTheDocument();
    // a job without a reason shows none, and the list asks for nothing more
    const accountant = within(jobsPanel).getByRole('link', { name: 'Accountant' }).closest('li')!;
    expect(accountant).not.toHaveTextContent(/Matches/);
    expect(within(jobsPanel).queryByText(/Add your skills/)).not.toBeInTheDocument();
    expect(
      within(jobsPanel).getByText(/Infosys · Bengaluru · Posted 18 Nov 26/),
    ).toBeInTheDocument();
    expect(within(jobsPanel).getByRole('link', { name: 'View all jobs' })).toHaveAttribute(
      'href',
      '/jobs',
    );

    const reviewsPanel = screen.getByRole('region', { name: 'Company Reviews' });
    expect(
      await within(reviewsPanel).findByRole('heading', { name: 'Infosys' }),
    ).toBeInTheDocument();
    expect(
      within(reviewsPanel).getByRole('img', { name: 'Rated 4.0 out of 5' }),
    ).toBeInTheDocument();
    expect(within(reviewsPanel).getByText('Good learning culture.')).toBeInTheDocument();
    expect(within(reviewsPanel).getByRole('link', { name: /company reviews/i })).toHaveAttribute(
      'href',
      '/company-reviews',
    );

    const communityTable = await screen.findByRole('table', { name: 'Community' });
    expect(
      within(communityTable).getByRole('rowheader', { name: 'Frontend Engineers Bengaluru' }),
    ).toBeInTheDocument();
    expect(
      within(communityTable).getByRole('link', { name: 'Frontend Engineers Bengaluru' }),
    ).toHaveAttribute('href', '/community?community=6650f1a2c3d4e5f6f0000001');
    expect(within(communityTable).getByText('1,250')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore communities' })).toHaveAttribute(
      'href',
      '/community',
    );

    expect(api.calls.map((request) => request.url)).toEqual(
      expect.arrayContaining([
        '/api/jobs/recommended?limit=5',
        '/api/reviews?limit=3',
        '/api/communities',
        '/api/profile',
      ]),
    );
  });

  it('asks for skills when the profile has nothing to recommend by', async () => {
    mswServer.use(
      handlers.recommendedJobs(
        jobs.map((job) => ({ ...job, reasons: {} })),
        false,
      ),
    );
    renderPage('/jobseeker-home', <JobseekerHomePage />);
    const jobsPanel = await screen.findByRole('region', { name: 'Recommended for you' });
    expect(await within(jobsPanel).findByText(/These are the newest jobs/)).toBeInTheDocument();
    expect(within(jobsPanel).getByRole('link', { name: 'Add your skills' })).toHaveAttribute(
      'href',
      '/job-seeker-dashboard#key-skills',
    );
    expect(within(jobsPanel).queryByText(/Matches/)).not.toBeInTheDocument();
  });

  it('shows the empty texts of the three panels', async () => {
    mswServer.use(handlers.recommendedJobs([]), handlers.reviews([]), handlers.communities([]));
    renderPage('/jobseeker-home', <JobseekerHomePage />);
    expect(await screen.findByText('No available jobs found')).toBeInTheDocument();
    expect(await screen.findByText('No reviews found')).toBeInTheDocument();
    expect(await screen.findByText('No communities found')).toBeInTheDocument();
  });

  it('offers Retry when a panel cannot be loaded', async () => {
    mswServer.use(
      handlers.refuses('get', '/api/jobs/recommended', 'Database unavailable', { once: true }),
      handlers.recommendedJobs(jobs),
    );
    renderPage('/jobseeker-home', <JobseekerHomePage />);
    const jobsPanel = await screen.findByRole('region', { name: 'Recommended for you' });
    expect(await within(jobsPanel).findByRole('alert')).toHaveTextContent(
      'Error: Database unavailable',
    );
    await userEvent.click(within(jobsPanel).getByRole('button', { name: 'Retry' }));
    expect(
      await within(jobsPanel).findByRole('link', { name: 'Data Analyst' }),
    ).toBeInTheDocument();
  });

  it('shows the home again at once, asking nothing, when it comes back within 30 s', async () => {
    const api = recordRequests();
    const client = createTestQueryClient();
    const first = renderPage('/jobseeker-home', <JobseekerHomePage />, undefined, client);
    await screen.findByRole('table', { name: 'Community' });
    await screen.findByRole('link', { name: 'Data Analyst' });
    await screen.findByRole('heading', { name: 'Infosys' });
    await screen.findByRole('progressbar', { name: /Profile completion/ });
    first.unmount();
    const asked = api.calls.filter((request) => request.url !== '/api/me').length;

    renderPage('/jobseeker-home', <JobseekerHomePage />, undefined, client);
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Asha Verma' });
    expect(screen.getByRole('link', { name: 'Data Analyst' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Community' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: /Profile completion/ })).toBeInTheDocument();
    expect(api.calls.filter((request) => request.url !== '/api/me')).toHaveLength(asked);
  });

  it('asks a visitor who is not logged in to log in', async () => {
    mswServer.use(handlers.me(null));
    renderPage('/jobseeker-home', <JobseekerHomePage />);
    expect(await screen.findByRole('heading', { name: 'Please login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=/jobseeker-home',
    );
  });
});
