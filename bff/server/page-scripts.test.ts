import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageScriptsFromBuilds, shellStartupScriptsFromBuild } from './page-scripts';

/** Builds as webpack leaves them (mf-manifest.json, page-assets.json), cut to what is read. */
const manifest = (entry: string | null, shared: Record<string, string[]>) => ({
  id: 'x',
  name: 'x',
  metaData: entry ? { remoteEntry: { name: entry, path: '', type: 'global' } } : {},
  shared: Object.entries(shared).map(([name, sync]) => ({
    name,
    assets: { js: { sync, async: [] }, css: { sync: [], async: [] } },
  })),
  remotes: [],
  exposes: [],
});

let root: string;
let dirs: { shell: string; seeker: string; recruiter: string; community: string };

function write(dir: string, file: string, value: unknown) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, file), typeof value === 'string' ? value : JSON.stringify(value));
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'page-scripts-'));
  dirs = {
    shell: join(root, 'shell'),
    seeker: join(root, 'seeker'),
    recruiter: join(root, 'recruiter'),
    community: join(root, 'community'),
  };
  write(
    dirs.shell,
    'mf-manifest.json',
    manifest(null, {
      react: ['696.a.js'],
      'react-hook-form': ['215.b.js'],
      zustand: ['880.z.js'],
    }),
  );
  write(dirs.shell, 'page-assets.json', {
    startup: { shared: ['react'], js: ['105.s.js', '696.a.js'] },
  });
  write(dirs.seeker, 'mf-manifest.json', manifest('remoteEntry.js', { react: ['1.c.js'] }));
  write(dirs.seeker, 'page-assets.json', {
    routes: { js: ['__federation_expose_routes.d.js'], shared: ['react'] },
    pages: {
      '/jobs': { js: ['473.e.js', '130.f.js'], shared: ['react', 'react-hook-form'] },
      '/job-details/:jobId': { js: ['106.g.js', '130.f.js'], shared: ['react'] },
    },
  });
  write(dirs.recruiter, 'mf-manifest.json', '{ not json');
  // mfe-community imports its pages in ./routes: every page is in its chunks.
  write(dirs.community, 'mf-manifest.json', manifest('remoteEntry.js', {}));
  write(dirs.community, 'page-assets.json', {
    routes: { js: ['324.h.js', '__federation_expose_routes.i.js'], shared: ['zustand'] },
    pages: {},
  });
  write(dirs.recruiter, 'page-assets.json', {
    pages: { '/recruiter-dashboard': { js: [], shared: [] } },
  });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('pageScriptsFromBuilds', () => {
  it("lists the remote's entry, its routes module, the page's chunks and the shared libraries the shell has not loaded", () => {
    const scripts = pageScriptsFromBuilds(dirs);
    expect(scripts({ entry: '/mfe/seeker/mf-manifest.json' }, '/jobs')).toEqual([
      '/mfe/seeker/remoteEntry.js',
      '/mfe/seeker/__federation_expose_routes.d.js',
      '/mfe/seeker/473.e.js',
      '/mfe/seeker/130.f.js',
      '/215.b.js',
    ]);
    expect(scripts({ entry: '/mfe/seeker/mf-manifest.json' }, '/job-details/:jobId')).toEqual([
      '/mfe/seeker/remoteEntry.js',
      '/mfe/seeker/__federation_expose_routes.d.js',
      '/mfe/seeker/106.g.js',
      '/mfe/seeker/130.f.js',
    ]);
  });

  it("a page in the ./routes module's own chunks (mfe-community): those chunks", () => {
    const scripts = pageScriptsFromBuilds(dirs);
    expect(scripts({ entry: '/mfe/community/mf-manifest.json' }, '/community')).toEqual([
      '/mfe/community/remoteEntry.js',
      '/mfe/community/324.h.js',
      '/mfe/community/__federation_expose_routes.i.js',
      '/880.z.js',
    ]);
  });

  it('gives nothing it cannot read: a broken or missing build, a remote served elsewhere', () => {
    const scripts = pageScriptsFromBuilds(dirs);
    expect(scripts({ entry: '/mfe/recruiter/mf-manifest.json' }, '/recruiter-dashboard')).toEqual(
      [],
    );
    rmSync(join(dirs.recruiter, 'page-assets.json'));
    write(dirs.recruiter, 'mf-manifest.json', manifest('remoteEntry.js', {}));
    expect(scripts({ entry: '/mfe/recruiter/mf-manifest.json' }, '/recruiter-dashboard')).toEqual(
      [],
    );
    expect(scripts({ entry: 'http://localhost:3001/mf-manifest.json' }, '/jobs')).toEqual([]);
  });

  it('follows a new build without a restart', () => {
    const scripts = pageScriptsFromBuilds(dirs);
    expect(scripts({ entry: '/mfe/seeker/mf-manifest.json' }, '/jobs')).toContain(
      '/mfe/seeker/473.e.js',
    );
    write(dirs.seeker, 'page-assets.json', {
      routes: { js: ['__federation_expose_routes.d.js'], shared: [] },
      pages: { '/jobs': { js: ['473.new.js'], shared: [] } },
    });
    const later = new Date(Date.now() + 5000);
    utimesSync(join(dirs.seeker, 'page-assets.json'), later, later);
    expect(scripts({ entry: '/mfe/seeker/mf-manifest.json' }, '/jobs')).toEqual([
      '/mfe/seeker/remoteEntry.js',
      '/mfe/seeker/__federation_expose_routes.d.js',
      '/mfe/seeker/473.new.js',
    ]);
  });
});

describe('shellStartupScriptsFromBuild', () => {
  it("lists the shell's start-up scripts from its page-assets.json, as served from /", () => {
    expect(shellStartupScriptsFromBuild(dirs.shell)()).toEqual(['/105.s.js', '/696.a.js']);
  });

  it('gives nothing for a build without them (older page-assets.json, or none)', () => {
    const older = join(root, 'older-shell');
    write(older, 'page-assets.json', { startup: { shared: ['react'] } });
    expect(shellStartupScriptsFromBuild(older)()).toEqual([]);
    expect(shellStartupScriptsFromBuild(join(root, 'no-shell'))()).toEqual([]);
  });
});
