import { describe, expect, it, vi } from 'vitest';
import { buildRemoteRoutes, remoteArea, remoteToStartFor } from './remoteRoutes';

const entry = (name: string) => `/mfe/${name}/mf-manifest.json`;

describe('buildRemoteRoutes', () => {
  it('routes every path each remote publishes to that remote, with the login gates by path', () => {
    const { routes, unknown } = buildRemoteRoutes(
      {
        remotes: [
          { name: 'mfe_seeker', entry: entry('seeker'), routes: ['/jobs', '/saved-jobs'] },
          {
            name: 'mfe_recruiter',
            entry: entry('recruiter'),
            routes: ['/job-postings-section', '/company-profile/:companyId'],
          },
        ],
      },
      ['/', '/login'],
    );
    expect(routes).toEqual([
      { path: '/jobs', remote: 'mfe_seeker' },
      { path: '/saved-jobs', remote: 'mfe_seeker', gate: 'redirect' },
      { path: '/job-postings-section', remote: 'mfe_recruiter', gate: 'prompt' },
      { path: '/company-profile/:companyId', remote: 'mfe_recruiter' },
    ]);
    expect(unknown).toEqual([]);
  });

  it('routes a path only a remote knows about: a new page needs no shell change', () => {
    const { routes } = buildRemoteRoutes(
      {
        remotes: [
          { name: 'mfe_community', entry: entry('community'), routes: ['/community', '/polls'] },
        ],
      },
      [],
    );
    expect(routes.map(({ path }) => path)).toEqual(['/community', '/polls']);
  });

  it('keeps the shell’s paths and the first remote’s claim, and says why', () => {
    const warn = vi.fn();
    const { routes } = buildRemoteRoutes(
      {
        remotes: [
          { name: 'mfe_seeker', entry: entry('seeker'), routes: ['/jobs', '/login'] },
          { name: 'mfe_community', entry: entry('community'), routes: ['/jobs', '/community'] },
        ],
      },
      ['/', '/login'],
      warn,
    );
    expect(routes).toEqual([
      { path: '/jobs', remote: 'mfe_seeker' },
      { path: '/community', remote: 'mfe_community' },
    ]);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'mfe_seeker publishes /login, which the shell already serves; ignored.',
      'mfe_community publishes /jobs, which mfe_seeker already serves; ignored.',
    ]);
  });

  it('lists remotes whose paths the BFF could not read (null or absent) and routes the others', () => {
    const { routes, unknown } = buildRemoteRoutes(
      {
        remotes: [
          { name: 'mfe_seeker', entry: entry('seeker'), routes: null },
          { name: 'mfe_recruiter', entry: entry('recruiter') },
          { name: 'mfe_community', entry: entry('community'), routes: ['/community'] },
        ],
      },
      [],
    );
    expect(unknown).toEqual(['mfe_seeker', 'mfe_recruiter']);
    expect(routes).toEqual([{ path: '/community', remote: 'mfe_community' }]);
  });
});

describe('remoteArea', () => {
  it('names the known areas and derives one for a remote the shell has never heard of', () => {
    expect(remoteArea('mfe_seeker')).toBe('jobs');
    expect(remoteArea('mfe_learning_hub')).toBe('learning hub');
  });
});

describe('remoteToStartFor', () => {
  const config = {
    remotes: [
      {
        name: 'mfe_seeker',
        entry: entry('seeker'),
        routes: ['/jobs', '/job-details/:jobId', '/saved-jobs'],
      },
      { name: 'mfe_recruiter', entry: entry('recruiter'), routes: null },
      { name: 'mfe_community', entry: entry('community'), routes: ['/community'] },
    ],
  };

  it('names the remote owning the first page, parameters and all', () => {
    expect(remoteToStartFor(config, '/jobs')).toBe('mfe_seeker');
    expect(remoteToStartFor(config, '/job-details/42')).toBe('mfe_seeker');
    expect(remoteToStartFor(config, '/community')).toBe('mfe_community');
  });

  it("none for the shell's own pages, unknown paths and login-gated pages", () => {
    expect(remoteToStartFor(config, '/')).toBeNull();
    expect(remoteToStartFor(config, '/jobseeker')).toBeNull();
    expect(remoteToStartFor(config, '/saved-jobs')).toBeNull();
  });

  it("a login-gated page's remote when the request carried a session cookie", () => {
    expect(remoteToStartFor(config, '/saved-jobs', { session: true })).toBe('mfe_seeker');
    expect(remoteToStartFor(config, '/jobs', { session: true })).toBe('mfe_seeker');
    expect(remoteToStartFor(config, '/', { session: true })).toBeNull();
  });
});
