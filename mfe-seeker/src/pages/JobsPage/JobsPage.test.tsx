import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponses, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { JobsPage } from './JobsPage';

function job(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `job-${id}`,
    job_title: `Frontend Engineer ${id}`,
    company: 'Infosys',
    location: 'Bengaluru',
    min_salary: 8,
    max_salary: 14,
    min_experience: 2,
    max_experience: 5,
    work_mode: 'Hybrid',
    job_type: 'Full-time',
    skills: ['React', 'TypeScript'],
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('JobsPage', () => {
  it('shows skeletons while loading, then one card per job with the total', async () => {
    const fetchDouble = vi.fn(
      jsonResponses({
        body: {
          jobs: [
            job(1),
            job(2, {
              skills: 'Java, Spring Boot',
              min_salary: null,
              max_salary: null,
              created_at: '2026-03-05T08:00:00Z',
            }),
          ],
          total: 42,
          page: 1,
          pageSize: 20,
        },
      }),
    );
    vi.stubGlobal('fetch', fetchDouble);
    renderPage('/jobs', <JobsPage />);

    expect(screen.getByLabelText('Loading jobs')).toHaveAttribute('aria-busy', 'true');
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(screen.getByText('42 jobs')).toBeInTheDocument();

    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Frontend Engineer 1' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Frontend Engineer 1' })).toHaveAttribute(
      'href',
      '/job-details/job-1',
    );
    expect(first.getByText('₹8 LPA - ₹14 LPA')).toBeInTheDocument();
    expect(first.getByText(/2 - 5 years/)).toBeInTheDocument();
    expect(first.getByText('Posted 20 Nov 26')).toBeInTheDocument();

    const second = within(cards[1]!);
    expect(second.getByText('Java')).toBeInTheDocument();
    expect(second.getByText('Spring Boot')).toBeInTheDocument();
    expect(second.getByText('Not specified')).toBeInTheDocument();
    expect(second.getByText('Posted 05 Mar 26')).toBeInTheDocument();

    expect(String(fetchDouble.mock.calls[0]![0])).toBe('/api/jobs?page=1&pageSize=20');
  });

  it('shows the empty text when no job matches', async () => {
    vi.stubGlobal('fetch', jsonResponses({ body: { jobs: [], total: 0, page: 1, pageSize: 20 } }));
    renderPage('/jobs', <JobsPage />);
    expect(
      await screen.findByText(
        'No jobs match your current filter criteria. Try adjusting your filters.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows an error with Retry, and Retry loads the jobs', async () => {
    vi.stubGlobal(
      'fetch',
      jsonResponses(
        { status: 503, body: { error: 'Database unavailable' } },
        { body: { jobs: [job(7)], total: 1, page: 1, pageSize: 20 } },
      ),
    );
    renderPage('/jobs', <JobsPage />);
    expect(await screen.findByText('We could not load jobs right now.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Frontend Engineer 7' })).toBeInTheDocument();
    expect(screen.getByText('1 job')).toBeInTheDocument();
  });

  it('reads the page from the URL and moves between pages', async () => {
    const fetchDouble = vi.fn(async (input: RequestInfo | URL) => {
      const page = Number(new URL(String(input), 'http://localhost').searchParams.get('page'));
      return new Response(
        JSON.stringify({ jobs: [job(page * 100)], total: 45, page, pageSize: 20 }),
        {
          headers: { 'Content-Type': 'application/json' },
        },
      );
    });
    vi.stubGlobal('fetch', fetchDouble);
    renderPage('/jobs', <JobsPage />, '/jobs?page=2&q=React&minExp=2');

    expect(
      await screen.findByRole('heading', { name: 'Frontend Engineer 200' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    const firstUrl = new URL(String(fetchDouble.mock.calls[0]![0]), 'http://localhost');
    expect(firstUrl.searchParams.get('q')).toBe('React');
    expect(firstUrl.searchParams.get('minExp')).toBe('2');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { name: 'Frontend Engineer 300' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/jobs?page=3&q=React&minExp=2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(
      await screen.findByRole('heading', { name: 'Frontend Engineer 200' }),
    ).toBeInTheDocument();
  });
});
