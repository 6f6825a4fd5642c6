import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router-dom';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteLoader } from '../../remotes/federationRemotes';
import type { RemoteRouteEntry } from '../../remotes/remoteRoutesModule';
import { renderShell } from '../../testing/renderShell';
import { RemoteRoute } from './RemoteRoute';

function CommunityBoard() {
  return <h1>Frontend Engineers Bengaluru</h1>;
}

function EmployeeReviews() {
  const { companyId } = useParams();
  return <h1>Reviews of {companyId}</h1>;
}

const communityRoutes: RemoteRouteEntry[] = [
  { path: '/community', Component: CommunityBoard },
  { path: '/employee-reviews/:companyId', Component: EmployeeReviews },
];

/** A loader that fails `failures` times, then serves `routes`; records whether each call was fresh. */
function flakyLoader(failures: number, routes = communityRoutes) {
  let calls = 0;
  const loadRoutes = vi.fn<RemoteLoader['loadRoutes']>(async () => {
    calls += 1;
    if (calls <= failures)
      throw new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest');
    return routes;
  });
  return { loadRoutes };
}

function renderRoute(url: string, path: string, loader: Pick<RemoteLoader, 'loadRoutes'>) {
  return renderShell(
    <Routes>
      <Route path={path} element={<RemoteRoute remote="mfe_community" path={path} />} />
    </Routes>,
    { url, loader },
  );
}

// The fallback logs what failed; keep the test output readable.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('RemoteRoute', () => {
  it('shows a loading state, then the page the remote exposes for the path', async () => {
    const loader = flakyLoader(0);
    renderRoute('/community', '/community', loader);
    expect(screen.getByLabelText('Loading the community section')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Frontend Engineers Bengaluru' }),
    ).toBeInTheDocument();
    expect(loader.loadRoutes).toHaveBeenCalledWith('mfe_community', { fresh: false });
  });

  it('passes route params to the remote page', async () => {
    renderRoute('/employee-reviews/acme', '/employee-reviews/:companyId', flakyLoader(0));
    expect(await screen.findByRole('heading', { name: 'Reviews of acme' })).toBeInTheDocument();
  });

  it('names the area and offers a Retry that reloads the remote afresh when it fails', async () => {
    const loader = flakyLoader(2);
    renderRoute('/community', '/community', loader);

    expect(
      await screen.findByText('The community section is unavailable right now.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    // still down
    expect(
      await screen.findByText('The community section is unavailable right now.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(
      await screen.findByRole('heading', { name: 'Frontend Engineers Bengaluru' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(loader.loadRoutes).toHaveBeenCalledTimes(3);
    expect(loader.loadRoutes).toHaveBeenLastCalledWith('mfe_community', { fresh: true });
  });

  it('catches a remote page that crashes while rendering, and Retry renders it again', async () => {
    let crash = true;
    function Fragile() {
      if (crash) throw new Error('remote bug');
      return <h1>Recovered page</h1>;
    }
    renderRoute('/community', '/community', {
      loadRoutes: async () => [{ path: '/community', Component: Fragile }],
    });

    expect(
      await screen.findByText('The community section is unavailable right now.'),
    ).toBeInTheDocument();
    crash = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Recovered page' })).toBeInTheDocument();
  });

  it('shows the not-found page when the remote has no page for the path', async () => {
    renderRoute('/community', '/community', {
      loadRoutes: async () => [{ path: '/other', Component: CommunityBoard }],
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('keeps the rest of the page working while a remote is down', async () => {
    renderShell(
      <>
        <nav aria-label="Main">
          <a href="/jobs">Jobs</a>
        </nav>
        <Routes>
          <Route
            path="/community"
            element={<RemoteRoute remote="mfe_community" path="/community" />}
          />
        </Routes>
      </>,
      { url: '/community', loader: flakyLoader(99) },
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument());
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
