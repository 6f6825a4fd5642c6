import { useSession } from '@rozgar/design-system';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@rozgar/design-system/remote-kit/testing';
import { JobseekerHomePage } from './JobseekerHomePage';

const initialSession = useSession.getState();
const seeker = { id: 's1', email: 'seeker@example.com', role: 'Job Seeker', name: 'Asha Verma' };

/** Answers `/api/me` with `me` and `/api/jobs` with the next of `jobsAnswers`. */
function api(
  me: { status: number; body: unknown },
  ...jobsAnswers: Array<{ status: number; body: unknown }>
) {
  let jobsCall = 0;
  return vi.fn(async (input: RequestInfo | URL) => {
    const answer = String(input).startsWith('/api/me')
      ? me
      : jobsAnswers[Math.min(jobsCall++, jobsAnswers.length - 1)]!;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

const twoJobs = {
  jobs: [
    { id: 'a', job_title: 'Data Analyst', company: 'Zomato', created_at: '2026-11-19T00:00:00Z' },
    {
      id: 'b',
      job_title: 'QA Engineer',
      company: 'Freshworks',
      created_at: '2026-11-18T00:00:00Z',
    },
  ],
  total: 120,
  page: 1,
  pageSize: 5,
};

beforeEach(() => {
  useSession.setState(initialSession, true);
});

afterEach(() => {
  // Unmount first: resetting the store under a mounted page would make it ask /api/me again.
  cleanup();
  vi.unstubAllGlobals();
});

describe('JobseekerHomePage', () => {
  it('welcomes the seeker and lists the newest jobs', async () => {
    const fetchDouble = api(
      { status: 200, body: { user: seeker } },
      { status: 200, body: twoJobs },
    );
    vi.stubGlobal('fetch', fetchDouble);
    renderPage('/jobseeker-home', <JobseekerHomePage />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Asha Verma' }),
    ).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'View all jobs' })).toHaveAttribute('href', '/jobs');
    expect(fetchDouble.mock.calls.map(([input]) => String(input))).toContain(
      '/api/jobs?page=1&pageSize=5',
    );
  });

  it('offers Retry when the jobs cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      api(
        { status: 200, body: { user: seeker } },
        { status: 503, body: { error: 'Database unavailable' } },
        { status: 200, body: twoJobs },
      ),
    );
    renderPage('/jobseeker-home', <JobseekerHomePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'QA Engineer' })).toBeInTheDocument();
  });

  it('asks a visitor who is not logged in to log in', async () => {
    vi.stubGlobal(
      'fetch',
      api({ status: 401, body: { error: 'Not logged in' } }, { status: 200, body: twoJobs }),
    );
    renderPage('/jobseeker-home', <JobseekerHomePage />);
    expect(await screen.findByRole('heading', { name: 'Please login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=/jobseeker-home',
    );
  });
});
