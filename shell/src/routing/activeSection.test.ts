import { describe, expect, it } from 'vitest';
import { activeSectionFor, pathIsWithin } from './activeSection';

describe('activeSectionFor', () => {
  it.each([
    ['/jobs', 'jobs'],
    ['/jobs/', 'jobs'],
    ['/jobs?page=2#results', 'jobs'],
    ['/JOBS', 'jobs'],
    ['/job-details/42', 'jobs'],
    ['/job-postings-section', 'jobs'],
    ['/job-postings-section/42/edit', 'jobs'],
    ['/responses', 'jobs'],
    ['/recruiter/application-tracking', 'jobs'],
    ['/welcome', 'jobs'],
    ['/prescreening', 'jobs'],
    ['/prescreening?job=6650f1a2c3d4e5f600000001', 'jobs'],
    ['/keyword-optimization', 'jobs'],
    ['/search-resume', 'resdex'],
    ['/advanced-search', 'resdex'],
    ['/resdex-folders', 'resdex'],
    ['/resdex-searches', 'resdex'],
    ['/job-analytics', 'analytics'],
    ['/quota-usage', 'analytics'],
    ['/sub-users', 'analytics'],
  ])('%s belongs to %s', (path, section) => {
    expect(activeSectionFor(path)).toBe(section);
  });

  it.each([
    '/',
    '/jobseeker-home',
    '/job-seeker-dashboard',
    '/job-search-assistance',
    '/jobs-abroad',
    '/application-tracking',
    '/saved-jobs',
    '/community',
    '/company-reviews',
    '/saved-candidates',
    '/recruiter-dashboard',
    '/login',
  ])('%s has no active section', (path) => {
    expect(activeSectionFor(path)).toBeNull();
  });
});

describe('pathIsWithin', () => {
  it('matches whole segments only', () => {
    expect(pathIsWithin('/jobs', '/jobs')).toBe(true);
    expect(pathIsWithin('/jobs/42', '/jobs')).toBe(true);
    expect(pathIsWithin('/jobseeker-home', '/jobs')).toBe(false);
    expect(pathIsWithin('/job', '/jobs')).toBe(false);
    expect(pathIsWithin('/recruiter/application-tracking', '/application-tracking')).toBe(false);
  });
});
