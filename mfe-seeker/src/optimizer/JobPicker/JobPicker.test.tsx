import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { handlers } from '../../mocks/handlers';
import { jobFixture, jobId } from '../../mocks/jobFixtures';
import { JobPicker } from './JobPicker';

describe('JobPicker', () => {
  it('hands over the picked job’s description, requirements and skills', async () => {
    const onPick = vi.fn();
    mswServer.use(
      handlers.openJobs([
        jobFixture(1, {
          job_title: 'Backend Engineer',
          company: 'Razorpay',
          job_description: 'Design payment APIs.',
          requirements: 'Golang in production.',
          skills: ['Golang', 'Kafka'],
        }),
        jobFixture(2, { job_title: 'Data Analyst', company: 'Zomato' }),
      ]),
    );
    renderPage('/', <JobPicker onPick={onPick} />);
    const select = screen.getByLabelText('Open job');
    await screen.findByRole('option', { name: 'Backend Engineer — Razorpay' });
    expect(screen.getByRole('option', { name: 'Data Analyst — Zomato' })).toBeInTheDocument();
    await userEvent.selectOptions(select, jobId(1));
    expect(onPick).toHaveBeenCalledWith(
      'Design payment APIs.\n\nGolang in production.\n\nGolang, Kafka',
      'Backend Engineer — Razorpay',
    );
    expect(select).toHaveValue(jobId(1));
  });

  it('searches open jobs by the text typed', async () => {
    mswServer.use(
      handlers.openJobs([jobFixture(3, { job_title: 'Android Developer', company: 'PhonePe' })], {
        q: 'kotlin',
      }),
      handlers.openJobs([]),
    );
    const requests = recordRequests();
    renderPage('/', <JobPicker onPick={vi.fn()} />);
    expect(
      await screen.findByRole('option', { name: 'No available jobs found' }),
    ).toBeInTheDocument();
    await userEvent.type(
      screen.getByLabelText('Search open jobs', { exact: false }),
      'kotlin{Enter}',
    );
    expect(
      await screen.findByRole('option', { name: 'Android Developer — PhonePe' }),
    ).toBeInTheDocument();
    expect(requests.calls.map((request) => request.url)).toEqual([
      '/api/jobs?page=1&pageSize=20',
      '/api/jobs?page=1&pageSize=20&q=kotlin',
    ]);
  });

  it('asks again when the same search is made again, showing "Loading jobs…" meanwhile', async () => {
    mswServer.use(
      handlers.answers(
        'get',
        '/api/jobs',
        {
          jobs: [jobFixture(1, { job_title: 'Data Analyst', company: 'Zomato' })],
          total: 1,
          page: 1,
          pageSize: 20,
        },
        { once: true },
      ),
      handlers.pending('get', '/api/jobs'),
    );
    const requests = recordRequests();
    renderPage('/', <JobPicker onPick={vi.fn()} />);
    await screen.findByRole('option', { name: 'Data Analyst — Zomato' });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('option', { name: 'Loading jobs…' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Data Analyst — Zomato' })).toBeNull();
    expect(screen.getByLabelText('Open job')).toBeDisabled();
    expect(requests.callsTo('GET', '/api/jobs')).toHaveLength(2);
  });

  it('shows the failure’s text under the list', async () => {
    mswServer.use(
      handlers.refuses('get', '/api/jobs', 'Database unavailable, please try again shortly'),
    );
    renderPage('/', <JobPicker onPick={vi.fn()} />);
    expect(
      await screen.findByText('Error: Database unavailable, please try again shortly'),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('option', { name: 'No available jobs found' })).toBeInTheDocument();
  });
});
