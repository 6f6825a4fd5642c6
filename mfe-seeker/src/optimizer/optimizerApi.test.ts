import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponses } from '@rozgar/design-system/remote-kit/testing';
import { jobFixture } from '../mocks/jobFixtures';
import { fetchOpenJobs, jobText } from './optimizerApi';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('optimizer jobs', () => {
  it('joins description, requirements and skills into the text to compare', () => {
    expect(
      jobText(
        jobFixture(1, {
          job_description: 'Build pipelines.',
          requirements: ' Spark experience. ',
          skills: ['Python', 'Airflow'],
        }),
      ),
    ).toBe('Build pipelines.\n\nSpark experience.\n\nPython, Airflow');
    expect(
      jobText(
        jobFixture(2, { job_description: undefined, requirements: '', skills: ['Java', 'Spring'] }),
      ),
    ).toBe('Java, Spring');
  });

  it('asks for open jobs, with the search text when there is one', async () => {
    const fetchDouble = vi.fn(
      jsonResponses({ body: { jobs: [], total: 0, page: 1, pageSize: 20 } }),
    );
    vi.stubGlobal('fetch', fetchDouble);
    await fetchOpenJobs();
    await fetchOpenJobs(' react ');
    expect(fetchDouble.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/jobs?page=1&pageSize=20',
      '/api/jobs?page=1&pageSize=20&q=react',
    ]);
  });
});
