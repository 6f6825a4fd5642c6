import { QueryObserver, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/apiFetch';
import { useSession } from '../session';
import { ThemeProvider } from '../theme';
import { errorText, isLoggedOut } from './errorText';
import { PortalQueryProvider } from './PortalQueryProvider';
import { createPortalQueryClient, shouldRetryQuery } from './queryClient';
import { QueryState } from './QueryState';

describe('errorText', () => {
  it("is the server's { error } text when it sent one", () => {
    const error = new ApiError(409, 'You have already applied', {
      error: 'You have already applied',
    });
    expect(errorText(error, 'Failed to apply')).toBe('You have already applied');
  });

  it("is the page's fallback for a status text, a network failure or any other error", () => {
    expect(errorText(new ApiError(502, 'The server had a problem.'), 'Failed to fetch jobs')).toBe(
      'Failed to fetch jobs',
    );
    expect(errorText(new ApiError(0, 'Network error.'), 'Failed to fetch jobs')).toBe(
      'Failed to fetch jobs',
    );
    expect(errorText(new TypeError('x is undefined'), 'Failed to fetch jobs')).toBe(
      'Failed to fetch jobs',
    );
  });

  it('knows a 401', () => {
    expect(isLoggedOut(new ApiError(401, 'Not logged in'))).toBe(true);
    expect(isLoggedOut(new ApiError(403, 'No'))).toBe(false);
  });
});

describe('shouldRetryQuery', () => {
  it('retries network failures and 5xx twice', () => {
    expect(shouldRetryQuery(0, new ApiError(0, 'Network error'))).toBe(true);
    expect(shouldRetryQuery(1, new ApiError(503, 'Database unavailable'))).toBe(true);
    expect(shouldRetryQuery(2, new ApiError(500, 'Server'))).toBe(false);
  });

  it('never retries a 4xx or a bug in the page', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 429]) {
      expect(shouldRetryQuery(0, new ApiError(status, 'No'))).toBe(false);
    }
    expect(shouldRetryQuery(0, new TypeError('boom'))).toBe(false);
  });

  it('is what the portal client uses: a 404 is asked once, a 503 three times', async () => {
    const client = createPortalQueryClient({ queries: { retryDelay: 0 } });
    const settle = (queryFn: () => Promise<never>, key: string) =>
      new Promise<void>((resolve) => {
        const observer = new QueryObserver(client, { queryKey: [key], queryFn });
        const stop = observer.subscribe((result) => {
          if (result.status === 'error' && result.fetchStatus === 'idle') {
            stop();
            resolve();
          }
        });
      });
    const notFound = vi.fn(async () => Promise.reject(new ApiError(404, 'Job not found')));
    await settle(notFound, 'a');
    expect(notFound).toHaveBeenCalledTimes(1);
    const down = vi.fn(async () => Promise.reject(new ApiError(503, 'Database unavailable')));
    await settle(down, 'b');
    expect(down).toHaveBeenCalledTimes(3);
  });
});

function Jobs({ load }: { load: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['jobs'], queryFn: load });
  return (
    <QueryState
      query={query}
      loading={<p aria-busy="true">Loading jobs</p>}
      errorFallback="Failed to fetch jobs"
      isEmpty={(jobs) => jobs.length === 0}
      empty={<p>No jobs</p>}
    >
      {(jobs) => (
        <ul>
          {jobs.map((job) => (
            <li key={job}>{job}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

const renderJobs = (load: () => Promise<string[]>) =>
  render(
    <PortalQueryProvider client={createPortalQueryClient({ queries: { retry: false } })}>
      <ThemeProvider>
        <Jobs load={load} />
      </ThemeProvider>
    </PortalQueryProvider>,
  );

describe('QueryState', () => {
  it('shows the loading parts, then the content', async () => {
    renderJobs(async () => ['Data Analyst']);
    expect(screen.getByText('Loading jobs')).toBeInTheDocument();
    expect(await screen.findByText('Data Analyst')).toBeInTheDocument();
  });

  it('shows the empty state for an empty answer', async () => {
    renderJobs(async () => []);
    expect(await screen.findByText('No jobs')).toBeInTheDocument();
  });

  it("shows the server's text with a Retry that asks again", async () => {
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new ApiError(503, 'x', { error: 'Database unavailable' }))
      .mockResolvedValueOnce(['Data Analyst']);
    renderJobs(load);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Data Analyst')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shows the page's fallback when the server said nothing", async () => {
    renderJobs(async () => Promise.reject(new ApiError(0, 'Network error')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch jobs');
  });
});

describe('PortalQueryProvider', () => {
  it('drops every answer when the logged-in user changes, so the next person never sees them', async () => {
    const client = createPortalQueryClient();
    const initial = useSession.getState();
    const seeker = { id: 'u1', email: 'asha@example.in', role: 'Job Seeker' } as const;
    useSession.setState({ status: 'authenticated', user: { ...initial.user, ...seeker } as never });
    render(
      <PortalQueryProvider client={client}>
        <p>page</p>
      </PortalQueryProvider>,
    );
    client.setQueryData(['seeker', 'saved-jobs'], ['job-1']);
    useSession.setState({ status: 'authenticated', user: { ...seeker } as never });
    expect(client.getQueryData(['seeker', 'saved-jobs'])).toEqual(['job-1']);
    useSession.setState({ status: 'anonymous', user: null });
    expect(client.getQueryData(['seeker', 'saved-jobs'])).toBeUndefined();
    useSession.setState(initial, true);
  });
});
