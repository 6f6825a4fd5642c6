import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@rozgar/design-system/remote-kit/testing';
import { profileApiDouble } from '../../test/profileApiDouble';
import { JobPicker } from './JobPicker';

afterEach(() => {
  vi.unstubAllGlobals();
});

const jobs = (list: Array<Record<string, unknown>>) => ({
  body: { jobs: list, total: list.length, page: 1, pageSize: 20 },
});

describe('JobPicker', () => {
  it('hands over the picked job’s description, requirements and skills', async () => {
    const onPick = vi.fn();
    vi.stubGlobal(
      'fetch',
      profileApiDouble({
        'GET /api/jobs': jobs([
          {
            id: 'j1',
            job_title: 'Backend Engineer',
            company: 'Razorpay',
            job_description: 'Design payment APIs.',
            requirements: 'Golang in production.',
            skills: ['Golang', 'Kafka'],
          },
          { id: 'j2', job_title: null, company: null },
        ]),
      }),
    );
    renderPage('/', <JobPicker onPick={onPick} />);
    const select = screen.getByLabelText('Open job');
    await screen.findByRole('option', { name: 'Backend Engineer — Razorpay' });
    expect(
      screen.getByRole('option', { name: 'Unknown Job — Unknown Company' }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(select, 'j1');
    expect(onPick).toHaveBeenCalledWith(
      'Design payment APIs.\n\nGolang in production.\n\nGolang, Kafka',
      'Backend Engineer — Razorpay',
    );
    expect(select).toHaveValue('j1');
  });

  it('searches open jobs by the text typed', async () => {
    const api = profileApiDouble({
      'GET /api/jobs': jobs([]),
      'GET /api/jobs?page=1&pageSize=20&q=kotlin': jobs([
        { id: 'k', job_title: 'Android Developer', company: 'PhonePe' },
      ]),
    });
    vi.stubGlobal('fetch', api);
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
    expect(api.requests.map((request) => request.url)).toEqual([
      '/api/jobs?page=1&pageSize=20',
      '/api/jobs?page=1&pageSize=20&q=kotlin',
    ]);
  });
});
