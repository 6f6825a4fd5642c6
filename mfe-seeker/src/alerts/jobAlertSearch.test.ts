import { describe, expect, it } from 'vitest';
import { emptyJobSearch, parseJobSearch } from '../jobs/jobSearch';
import {
  alertSearchHref,
  alertSearchParams,
  defaultAlertName,
  describeJobSearch,
  jobSearchOfAlert,
} from './jobAlertSearch';

const parse = (query: string) => parseJobSearch(new URLSearchParams(query));

describe('job alert searches', () => {
  it('keeps the filters of a /jobs search, not its page or order', () => {
    const search = parse(
      'q=React&location=Pune&minExp=2&experience=2-5,5-10&departments=Banking, Finance %26 Insurance&sort=salary&page=3',
    );
    expect(alertSearchParams(search)).toEqual({
      q: 'React',
      minExp: '2',
      location: 'Pune',
      experience: '2-5,5-10',
      departments: 'Banking, Finance & Insurance',
    });
    expect(alertSearchParams(emptyJobSearch())).toEqual({});
  });

  it('opens the alert’s search on /jobs, groups joined by a bare comma', () => {
    const alert = {
      q: 'React',
      location: 'Pune',
      workModes: ['Remote', 'Hybrid'],
      salary: ['20+'],
    };
    expect(alertSearchHref(alert)).toBe(
      '/jobs?q=React&location=Pune&salary=20%2B&workModes=Remote,Hybrid',
    );
    expect(jobSearchOfAlert(alert).groups.workModes).toEqual(['Remote', 'Hybrid']);
    expect(alertSearchHref({})).toBe('/jobs');
  });

  it('names an alert after the search’s words and place, or "All jobs"', () => {
    expect(defaultAlertName(parse('q=React&location=Pune'))).toBe('React in Pune');
    expect(defaultAlertName(parse('q=React'))).toBe('React');
    expect(defaultAlertName(parse('locations=Pune,Mumbai'))).toBe('Jobs in Pune, Mumbai');
    expect(defaultAlertName(parse('workModes=Remote'))).toBe('All jobs');
  });

  it('says what a search matches in words', () => {
    expect(
      describeJobSearch(
        parse('q=React&location=Pune&minExp=2&maxExp=5&experience=2-5,5-10&workModes=Remote'),
      ),
    ).toBe(
      '“React” · Location: Pune · 2–5 years of experience · Experience: 2-5 years, 5-10 years · Work mode: Remote',
    );
    expect(describeJobSearch(parse('minExp=3'))).toBe('At least 3 years of experience');
    expect(describeJobSearch(parse('maxExp=1&salary=20%2B'))).toBe(
      'At most 1 year of experience · Salary: 20+ Lakhs',
    );
    expect(describeJobSearch(emptyJobSearch())).toBe('Every open job');
  });
});
