import { describe, expect, it } from 'vitest';
import { homePathForRole, safeNextPath, withNext } from './homePathForRole';

describe('homePathForRole', () => {
  it('sends each role home', () => {
    expect(homePathForRole('Job Seeker')).toBe('/jobseeker-home');
    expect(homePathForRole('Recruiter')).toBe('/recruiter-dashboard');
    expect(homePathForRole('Admin')).toBeNull();
  });
});

describe('safeNextPath', () => {
  it.each([
    ['/job-details/6650f1a2c3d4e5f600000001', '/job-details/6650f1a2c3d4e5f600000001'],
    ['/jobs?q=React&page=2', '/jobs?q=React&page=2'],
    ['/saved-jobs#top', '/saved-jobs#top'],
  ])('keeps the portal path %s', (next, kept) => {
    expect(safeNextPath(next)).toBe(kept);
  });

  it.each([
    null,
    undefined,
    '',
    'jobs',
    '//evil.example/phish',
    '/\\evil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    ' /jobs',
  ])('refuses %j (no open redirect)', (next) => {
    expect(safeNextPath(next)).toBeNull();
  });
});

describe('withNext', () => {
  it('adds a safe return path, encoded, and leaves an unsafe one out', () => {
    expect(withNext('/login', '/job-details/42')).toBe('/login?next=%2Fjob-details%2F42');
    expect(withNext('/signup', '/jobs?q=React')).toBe('/signup?next=%2Fjobs%3Fq%3DReact');
    expect(withNext('/login', '//evil.example')).toBe('/login');
    expect(withNext('/login', null)).toBe('/login');
  });
});
