import { describe, expect, it } from 'vitest';
import { activeSectionFor } from './activeSection';

describe('activeSectionFor', () => {
  it.each([
    ['/jobs', 'jobs'],
    ['/job-details/42', 'jobs'],
    ['/job-postings-section', 'jobs'],
    ['/jobseeker-home', 'jobs'],
    ['/responses', 'jobs'],
    ['/application-tracking', 'jobs'],
    ['/recruiter/application-tracking', 'jobs'],
    ['/search-resume', 'resdex'],
    ['/resdex-folders', 'resdex'],
    ['/resdex-searches', 'resdex'],
    ['/analytics', 'analytics'],
    ['/job-posting-analytics', 'jobs'],
    ['/welcome', 'jobs'],
    ['/prescreening', 'jobs'],
    ['/prescreening?job=6650f1a2c3d4e5f600000001', 'jobs'],
    ['/keyword-optimization', 'jobs'],
    ['/job-analytics', 'jobs'],
    ['/advanced-search', 'resdex'],
    ['/quota-usage', 'analytics'],
  ])('%s belongs to %s', (path, section) => {
    expect(activeSectionFor(path)).toBe(section);
  });

  it.each(['/', '/community', '/company-reviews', '/saved-candidates', '/login'])(
    '%s has no active section',
    (path) => {
      expect(activeSectionFor(path)).toBeNull();
    },
  );
});
