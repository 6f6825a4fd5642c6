import { describe, expect, it } from 'vitest';
import { mswServer, recordRequests } from '@rozgar/design-system/remote-kit/testing';
import { handlers } from '../mocks/handlers';
import { jobFixture } from '../mocks/jobFixtures';
import { fetchOpenJobs, jobText } from './optimizerApi';

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
    mswServer.use(handlers.openJobs([]));
    const requests = recordRequests();
    await fetchOpenJobs();
    await fetchOpenJobs(' react ');
    expect(requests.calls.map((call) => call.url)).toEqual([
      '/api/jobs?page=1&pageSize=20',
      '/api/jobs?page=1&pageSize=20&q=react',
    ]);
  });
});
