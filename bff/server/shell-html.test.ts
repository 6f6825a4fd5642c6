import { describe, expect, it } from 'vitest';
import type { RemotesDocument } from './remotes';
import { injectIntoShellHtml, mainScriptOf, matchPath, preloadHintsFor } from './shell-html';

const REMOTES: RemotesDocument = {
  remotes: [
    {
      name: 'mfe_seeker',
      entry: '/mfe/seeker/mf-manifest.json',
      routes: [
        '/jobs',
        '/job-details/:jobId',
        '/companies',
        '/jobseeker-home',
        '/job-seeker-dashboard',
      ],
    },
    {
      name: 'mfe_recruiter',
      entry: '/mfe/recruiter/mf-manifest.json',
      routes: ['/recruiter-dashboard'],
    },
    {
      name: 'mfe_community',
      entry: 'http://localhost:3003/mf-manifest.json',
      routes: ['/community'],
    },
  ],
};

const hrefs = (pathname: string, { search = '', session = false } = {}) =>
  preloadHintsFor({ pathname, search, session }, REMOTES).map(({ href, as }) => `${as} ${href}`);

describe('preloadHintsFor: what each route of the table gets', () => {
  it("/jobs: the seeker remote's manifest, then the list and the filters", () => {
    expect(hrefs('/jobs')).toEqual([
      'fetch /mfe/seeker/mf-manifest.json',
      'fetch /api/jobs?page=1&pageSize=20',
      'fetch /api/jobs/filters',
    ]);
  });

  it('/jobs with a search: no data hints (the page asks for other URLs), the remote still', () => {
    expect(hrefs('/jobs', { search: '?q=react' })).toEqual(['fetch /mfe/seeker/mf-manifest.json']);
  });

  it('/job-details/:jobId: that job, its id encoded', () => {
    expect(hrefs('/job-details/abc%20d')).toContain('fetch /api/jobs/abc%20d');
  });

  it("/: the landing page's companies, no remote", () => {
    expect(hrefs('/')).toEqual(['fetch /api/companies/highlights']);
  });

  it('/companies and /community (a remote elsewhere: only its manifest)', () => {
    expect(hrefs('/companies')).toEqual(
      expect.arrayContaining(['fetch /api/companies', 'fetch /api/companies/highlights']),
    );
    expect(hrefs('/community')).toEqual([
      'fetch http://localhost:3003/mf-manifest.json',
      'fetch /api/communities',
    ]);
  });

  it('with a session cookie: /api/me first, and the logged-in pages their data', () => {
    expect(hrefs('/jobseeker-home', { session: true })).toEqual([
      'fetch /api/me',
      'fetch /mfe/seeker/mf-manifest.json',
      'fetch /api/profile',
      'fetch /api/jobs/recommended?limit=5',
    ]);
    expect(hrefs('/recruiter-dashboard', { session: true })).toEqual(
      expect.arrayContaining(['fetch /api/recruiter/jobs', 'fetch /api/recruiter/quota-usage']),
    );
  });

  it('without a session: no /api/me and no data of logged-in pages', () => {
    expect(hrefs('/jobseeker-home')).toEqual(['fetch /mfe/seeker/mf-manifest.json']);
  });

  it('a path nobody owns, or no remotes document: nothing but /api/me', () => {
    expect(hrefs('/no-such-page', { session: true })).toEqual(['fetch /api/me']);
    expect(preloadHintsFor({ pathname: '/jobs', search: '', session: false }, null)).toEqual([
      { href: '/api/jobs?page=1&pageSize=20', as: 'fetch' },
      { href: '/api/jobs/filters', as: 'fetch' },
    ]);
  });
});

describe('preloadHintsFor with the page scripts', () => {
  const scripts = (remote: { entry: string }, route: string) => [
    `${remote.entry.replace('mf-manifest.json', '')}page${route.replace(/[/:]/g, '_')}.js`,
  ];

  it("prefetches the owning remote's scripts for the matched route, after the fetches", () => {
    expect(
      preloadHintsFor(
        { pathname: '/job-details/42', search: '', session: false },
        REMOTES,
        scripts,
      ),
    ).toEqual([
      { href: '/mfe/seeker/mf-manifest.json', as: 'fetch' },
      { href: '/api/jobs/42', as: 'fetch' },
      { href: '/mfe/seeker/page_job-details__jobId.js', as: 'script' },
    ]);
  });

  it('also with a query string (the scripts do not depend on it), and none where no remote owns the path', () => {
    const jobs = preloadHintsFor(
      { pathname: '/jobs', search: '?q=x', session: false },
      REMOTES,
      scripts,
    );
    expect(jobs.filter(({ as }) => as === 'script')).toEqual([
      { href: '/mfe/seeker/page_jobs.js', as: 'script' },
    ]);
    expect(
      preloadHintsFor({ pathname: '/', search: '', session: false }, REMOTES, scripts),
    ).toEqual([{ href: '/api/companies/highlights', as: 'fetch' }]);
  });
});

describe("preloadHintsFor with the shell's start-up scripts", () => {
  it("preloads them on every page, after the fetches and before the remote page's prefetches", () => {
    const shell = ['/main.js?abc', '/105.a.js', '/355.b.js'];
    const scripts = () => ['/mfe/seeker/remoteEntry.js'];
    expect(
      preloadHintsFor({ pathname: '/jobs', search: '', session: false }, REMOTES, scripts, shell),
    ).toEqual([
      { href: '/mfe/seeker/mf-manifest.json', as: 'fetch' },
      { href: '/api/jobs?page=1&pageSize=20', as: 'fetch' },
      { href: '/api/jobs/filters', as: 'fetch' },
      { href: '/main.js?abc', as: 'script', shell: true },
      { href: '/105.a.js', as: 'script', shell: true },
      { href: '/355.b.js', as: 'script', shell: true },
      { href: '/mfe/seeker/remoteEntry.js', as: 'script' },
    ]);
    expect(
      preloadHintsFor(
        { pathname: '/no-such-page', search: '?x', session: false },
        null,
        scripts,
        shell,
      ),
    ).toEqual(shell.map((href) => ({ href, as: 'script', shell: true })));
  });
});

describe('mainScriptOf', () => {
  it("reads the src of index.html's first script, as webpack writes it", () => {
    expect(
      mainScriptOf(
        '<head><title>R</title><script defer="defer" src="/main.js?3505411a8d0b7f5ae993"></script></head>',
      ),
    ).toBe('/main.js?3505411a8d0b7f5ae993');
    expect(mainScriptOf('<script src="/main.js?a=1&amp;b=2"></script>')).toBe('/main.js?a=1&b=2');
    expect(
      mainScriptOf(
        '<script type="application/json" id="x">{}</script><script src="/m.js"></script>',
      ),
    ).toBe('/m.js');
    expect(mainScriptOf('<head></head>')).toBeNull();
  });
});

describe('matchPath', () => {
  it('matches whole segments and reads parameters', () => {
    expect(matchPath('/job-details/:jobId', '/job-details/42')).toEqual({ jobId: '42' });
    expect(matchPath('/jobs', '/jobs/')).toEqual({});
    expect(matchPath('/jobs', '/jobseeker-home')).toBeNull();
    expect(matchPath('/job-details/:jobId', '/job-details/42/more')).toBeNull();
    expect(matchPath('/job-details/:jobId', '/job-details/%E0%A4')).toBeNull();
  });
});

describe('injectIntoShellHtml', () => {
  const HTML =
    '<!doctype html><html><head><meta charset="utf-8"><title>R</title></head><body></body></html>';

  it('puts the hints and the remotes document first in <head>', () => {
    const html = injectIntoShellHtml(HTML, {
      hints: [
        { href: '/api/jobs?page=1&pageSize=20', as: 'fetch' },
        { href: '/mfe/seeker/mf-manifest.json', as: 'fetch' },
      ],
      remotes: REMOTES,
    });
    expect(html).toContain(
      '<head><link rel="preload" href="/api/jobs?page=1&amp;pageSize=20" as="fetch" crossorigin>' +
        '<link rel="preload" href="/mfe/seeker/mf-manifest.json" as="fetch" crossorigin>' +
        '<script type="application/json" id="rozgar-remotes">',
    );
    const inlined = /<script type="application\/json" id="rozgar-remotes">(.*?)<\/script>/.exec(
      html,
    );
    expect(JSON.parse(inlined![1]!)).toEqual(REMOTES);
  });

  it('prefetches scripts (no crossorigin: the runtime loads them with plain <script> tags)', () => {
    const html = injectIntoShellHtml(HTML, {
      hints: [
        { href: '/mfe/seeker/mf-manifest.json', as: 'fetch' },
        { href: '/mfe/seeker/remoteEntry.js', as: 'script' },
      ],
      remotes: null,
    });
    expect(html).toContain(
      '<head><link rel="preload" href="/mfe/seeker/mf-manifest.json" as="fetch" crossorigin>' +
        '<link rel="prefetch" href="/mfe/seeker/remoteEntry.js" as="script"><meta',
    );
  });

  it("preloads the shell's own scripts without crossorigin (webpack's <script> tags have none)", () => {
    const html = injectIntoShellHtml(HTML, {
      hints: [
        { href: '/main.js?abc', as: 'script', shell: true },
        { href: '/mfe/seeker/remoteEntry.js', as: 'script' },
      ],
      remotes: null,
    });
    expect(html).toContain(
      '<head><link rel="preload" href="/main.js?abc" as="script">' +
        '<link rel="prefetch" href="/mfe/seeker/remoteEntry.js" as="script"><meta',
    );
  });

  it('cannot be broken out of: "</script>" in the document stays inside the JSON', () => {
    const hostile: RemotesDocument = {
      remotes: [{ name: 'x', entry: '/a</script><script>alert(1)</script>', routes: null }],
    };
    const html = injectIntoShellHtml(HTML, { hints: [], remotes: hostile });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const inlined = /id="rozgar-remotes">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(inlined![1]!)).toEqual(hostile);
  });

  it('leaves the page alone with nothing to add', () => {
    expect(injectIntoShellHtml(HTML, { hints: [], remotes: null })).toBe(HTML);
  });
});
