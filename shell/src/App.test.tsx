import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mswServer, recordRequests } from '@rozgar/design-system/remote-kit/testing';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { App } from './App';
import { handlers } from './mocks/handlers';
import type { RemoteLoader } from './remotes/federationRemotes';
import type { RemotesConfig } from './remotes/remotesConfig';
import { renderShell } from './testing/renderShell';

const community = (routes: string[] | null): RemotesConfig => ({
  remotes: [{ name: 'mfe_community', entry: '/mfe/community/mf-manifest.json', routes }],
});

/** The remote's `./routes` module: a page for every path it has, whatever the shell was told. */
const loadRoutes: RemoteLoader['loadRoutes'] = async () => [
  { path: '/community', Component: () => <h1>Community board</h1> },
  { path: '/polls', Component: () => <h1>Polls</h1> },
];

beforeEach(() => {
  // The session check: anonymous. The navigation asks nothing else (an unanswered request fails).
  mswServer.use(handlers.meSignedOut());
  const api = recordRequests();
  onTestFinished(() => expect(api.unexpected).toEqual([]));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the routes of the shell', () => {
  it('renders a remote page at a path the remote published, which the shell never listed', async () => {
    renderShell(<App remotes={community(['/community', '/polls'])} />, {
      url: '/polls',
      loader: { loadRoutes },
    });
    expect(await screen.findByRole('heading', { name: 'Polls' })).toBeInTheDocument();
  });

  it('shows not found for a path no remote publishes, even if a remote has a page for it', async () => {
    renderShell(<App remotes={community(['/community'])} />, {
      url: '/polls',
      loader: { loadRoutes },
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('offers a retry where a remote’s paths are unknown, and routes them once it answers', async () => {
    const loadConfig = vi.fn(async () => community(['/community', '/polls']));
    renderShell(<App remotes={community(null)} />, {
      url: '/polls',
      loader: { loadRoutes, loadConfig },
    });
    expect(
      await screen.findByRole('heading', {
        name: 'The community section is unavailable right now.',
      }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Polls' })).toBeInTheDocument();
    expect(loadConfig).toHaveBeenCalledTimes(1);
  });

  it('keeps its own pages and offers a retry elsewhere when /remotes.json could not be read', async () => {
    const { unmount } = renderShell(<App remotes={null} />, { url: '/jobs' });
    expect(
      await screen.findByRole('heading', {
        name: 'The requested section is unavailable right now.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /main/i })).toBeInTheDocument();
    unmount();
    renderShell(<App remotes={null} />, { url: '/terms-and-conditions' });
    expect(
      await screen.findByRole('heading', { name: /terms and conditions/i, level: 1 }),
    ).toBeInTheDocument();
  });

  it('gives each route its title: the route table’s, the page’s h1 for an untitled one, not found', async () => {
    const { unmount } = renderShell(<App remotes={community(['/community', '/polls'])} />, {
      url: '/community',
      loader: { loadRoutes },
    });
    await screen.findByRole('heading', { name: 'Community board' });
    expect(document.title).toBe('Communities – Rozgar');
    unmount();
    const polls = renderShell(<App remotes={community(['/community', '/polls'])} />, {
      url: '/polls',
      loader: { loadRoutes },
    });
    await screen.findByRole('heading', { name: 'Polls' });
    await vi.waitFor(() => expect(document.title).toBe('Polls – Rozgar'));
    polls.unmount();
    renderShell(<App remotes={community(['/community'])} />, { url: '/nowhere' });
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(document.title).toBe('Page not found – Rozgar');
  });

  it('offers "Skip to main content" as the first Tab stop, which focuses the page', async () => {
    renderShell(<App remotes={community(['/community'])} />, { url: '/terms-and-conditions' });
    await screen.findByRole('heading', { name: /terms and conditions/i, level: 1 });
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
