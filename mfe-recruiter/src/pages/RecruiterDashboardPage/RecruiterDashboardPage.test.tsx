import { useSession } from '@rozgar/design-system';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponses, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { RecruiterDashboardPage } from './RecruiterDashboardPage';

const initialSession = useSession.getState();

beforeEach(() => {
  useSession.setState(initialSession, true);
});

afterEach(() => {
  // Unmount first: resetting the store under a mounted page would make it ask /api/me again.
  cleanup();
  vi.unstubAllGlobals();
});

describe('RecruiterDashboardPage', () => {
  it('asks /api/me when the session is unknown and welcomes the recruiter by name', async () => {
    const fetchDouble = vi.fn(
      jsonResponses({
        body: {
          user: { id: 'r1', email: 'recruiter@example.com', role: 'Recruiter', name: 'Priya Nair' },
        },
      }),
    );
    vi.stubGlobal('fetch', fetchDouble);
    renderPage('/recruiter-dashboard', <RecruiterDashboardPage />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Priya Nair' }),
    ).toBeInTheDocument();
    expect(fetchDouble.mock.calls.some(([input]) => String(input).endsWith('/api/me'))).toBe(true);
  });

  it('tells a visitor who is not logged in to log in', async () => {
    vi.stubGlobal('fetch', jsonResponses({ status: 401, body: { error: 'Not logged in' } }));
    renderPage('/recruiter-dashboard', <RecruiterDashboardPage />);

    expect(await screen.findByRole('heading', { name: 'Please login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=/recruiter-dashboard',
    );
  });

  it('tells a job seeker that the page is for recruiters', async () => {
    vi.stubGlobal(
      'fetch',
      jsonResponses({
        body: {
          user: { id: 's1', email: 'seeker@example.com', role: 'Job Seeker', name: 'Asha Verma' },
        },
      }),
    );
    renderPage('/recruiter-dashboard', <RecruiterDashboardPage />);

    expect(
      await screen.findByRole('heading', { name: 'This page is for recruiters' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Welcome/)).not.toBeInTheDocument();
  });

  it('falls back to the e-mail when the recruiter has no name', async () => {
    vi.stubGlobal(
      'fetch',
      jsonResponses({
        body: { user: { id: 'r2', email: 'hr@acme.example', role: 'Recruiter', name: '' } },
      }),
    );
    renderPage('/recruiter-dashboard', <RecruiterDashboardPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, hr@acme.example' }),
    ).toBeInTheDocument();
  });
});

describe('RecruiterDashboardPage quick actions', () => {
  it('links the recruiter to posting, responses and candidate search', async () => {
    vi.stubGlobal(
      'fetch',
      jsonResponses({
        body: {
          user: { id: 'r1', email: 'recruiter@example.com', role: 'Recruiter', name: 'Priya Nair' },
        },
      }),
    );
    renderPage('/recruiter-dashboard', <RecruiterDashboardPage />);
    const actions = await screen.findByRole('list', { name: 'Quick actions' });
    expect(actions.querySelector('a[href="/job-postings-section"]')).toHaveTextContent(
      'Post a Job',
    );
    expect(actions.querySelector('a[href="/responses"]')).toHaveTextContent('Manage Responses');
    expect(actions.querySelector('a[href="/search-resume"]')).toHaveTextContent(
      'Search Candidates',
    );
  });
});
