import { describe, expect, it } from 'vitest';
import { recruiterJobFixture } from '../mocks/fixtures';
import { filterJobs, jobFilterFromParams } from './jobFilter';

const java = recruiterJobFixture('java', {
  job_title: 'Java Developer',
  company: 'Infosys',
  location: 'Pune',
});
const javaClosed = recruiterJobFixture('java2', {
  job_title: 'Java Developer',
  company: 'Infosys',
  location: 'Bengaluru',
  is_active: false,
});
const analyst = recruiterJobFixture('analyst', {
  job_title: 'Data Analyst',
  company: 'TCS',
  location: 'Pune',
  expired: true,
});
const jobs = [java, javaClosed, analyst];

describe('filterJobs', () => {
  it('finds every word in the title, company or location, in any case, keeping the order', () => {
    expect(filterJobs(jobs, { find: '', state: '' })).toEqual(jobs);
    expect(filterJobs(jobs, { find: 'java', state: '' })).toEqual([java, javaClosed]);
    expect(filterJobs(jobs, { find: 'JAVA  bengaluru', state: '' })).toEqual([javaClosed]);
    expect(filterJobs(jobs, { find: 'pune', state: '' })).toEqual([java, analyst]);
    expect(filterJobs(jobs, { find: 'tcs java', state: '' })).toEqual([]);
  });

  it('keeps the state chosen', () => {
    expect(filterJobs(jobs, { find: '', state: 'active' })).toEqual([java]);
    expect(filterJobs(jobs, { find: 'java', state: 'closed' })).toEqual([javaClosed]);
    expect(filterJobs(jobs, { find: '', state: 'expired' })).toEqual([analyst]);
  });

  it('reads the filter from the URL and ignores an unknown state', () => {
    expect(jobFilterFromParams(new URLSearchParams('find=java&show=closed'))).toEqual({
      find: 'java',
      state: 'closed',
    });
    expect(jobFilterFromParams(new URLSearchParams('show=deleted'))).toEqual({
      find: '',
      state: '',
    });
  });
});
