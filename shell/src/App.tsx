import type { QueryClient } from '@tanstack/react-query';
import {
  lazyPage,
  PortalQueryProvider,
  SkipLink,
  ThemeProvider,
  ToastProvider,
  useSession,
} from '@rozgar/design-system';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { AppFooter } from './components/AppFooter/AppFooter';
import { LoginGate } from './components/LoginGate/LoginGate';
import { RemoteRoute } from './components/RemoteRoute/RemoteRoute';
import { RouteAnnouncer } from './components/RouteAnnouncer/RouteAnnouncer';
import { TopNavigation } from './components/TopNavigation/TopNavigation';
import { UnroutedPath } from './components/UnroutedPath/UnroutedPath';
import { HomePage } from './pages/HomePage/HomePage';
import { IDENTITY_ROUTES } from './routing/identityRoutes';
import { pageTitleFor } from './routing/pageTitles';
import { PUBLIC_ROUTES } from './routing/publicRoutes';
import type { RemotesConfig } from './remotes/remotesConfig';
import { useRemoteLoader } from './remotes/useRemoteLoader';
import { buildRemoteRoutes } from './routing/remoteRoutes';

const LoginPage = lazyPage(() => import('./pages/LoginPage/LoginPage'), 'LoginPage');

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

/**
 * The page's slot reserves the viewport below the 65 px header (64 px bar and its border) even
 * while a page is loading, so the footer is never in the first viewport and is not pushed down
 * when the content arrives (issue 17: layout shift; docs/product/navigation-and-layout.md).
 */
const Main = styled.main`
  flex: 1;
  min-height: calc(100vh - 65px);
  min-height: calc(100dvh - 65px);
  /* Focused by "Skip to main content": the container itself needs no ring. */
  &:focus {
    outline: none;
  }
`;

/**
 * Theme, toasts, global styles and the portal's one QueryClient (ADR 017: created once per
 * mount, so once for the portal; the remotes' pages use it through the shared
 * `@tanstack/react-query` singleton) that every page (shell or remote) renders inside.
 */
export function AppProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  /** A test's own client (`createTestQueryClient`); the portal creates its one otherwise. */
  queryClient?: QueryClient;
}) {
  return (
    <PortalQueryProvider client={queryClient}>
      <ThemeProvider>
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </PortalQueryProvider>
  );
}

const SHELL_ROUTES = [...IDENTITY_ROUTES, ...PUBLIC_ROUTES];
const SHELL_PATHS = ['/', '/login', ...SHELL_ROUTES.map(({ path }) => path)];

/**
 * The frame (navigation, footer) and the routes: the shell's own pages, then every path the
 * remotes publish in `remotes` (`/remotes.json`, read at start-up; `null` if that failed).
 * Expects a router around it.
 */
export function App({ remotes: initialRemotes }: { remotes: RemotesConfig | null }) {
  const loader = useRemoteLoader();
  const [remotes, setRemotes] = useState(initialRemotes);
  const routing = useMemo(
    () => (remotes ? buildRemoteRoutes(remotes, SHELL_PATHS) : { routes: [], unknown: null }),
    [remotes],
  );
  const reloadRemotes = useCallback(async () => {
    try {
      setRemotes(await loader.loadConfig());
    } catch (error) {
      console.error('Rozgar shell: could not read /remotes.json.', error);
    }
  }, [loader]);
  const { pathname } = useLocation();
  const title = useMemo(
    () =>
      pageTitleFor(
        pathname,
        [...SHELL_PATHS, ...routing.routes.map(({ path }) => path)],
        routing.unknown?.length === 0,
      ),
    [pathname, routing],
  );
  const refresh = useSession((state) => state.refresh);
  useEffect(() => {
    refresh().catch(() => {
      /* the store settles as anonymous; the page stays usable */
    });
  }, [refresh]);

  return (
    <AppProviders>
      <Frame>
        <SkipLink targetId="main">Skip to main content</SkipLink>
        <RouteAnnouncer title={title} mainId="main" />
        <TopNavigation />
        <Main id="main">
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="/login" element={<LoginPage />} />
            {SHELL_ROUTES.map(({ path, Component }) => (
              <Route key={path} path={path} element={<Component />} />
            ))}
            {routing.routes.map(({ path, remote, gate }) => {
              // Keyed by path: another route's page is never shown, even for a moment, under this
              // path (its stale h1 would be focused and announced: RouteAnnouncer).
              const page = (
                <RemoteRoute key={gate ? undefined : path} remote={remote} path={path} />
              );
              return (
                <Route
                  key={path}
                  path={path}
                  element={
                    gate ? (
                      <LoginGate key={path} mode={gate}>
                        {page}
                      </LoginGate>
                    ) : (
                      page
                    )
                  }
                />
              );
            })}
            <Route
              path="*"
              element={<UnroutedPath unknownRemotes={routing.unknown} onRetry={reloadRemotes} />}
            />
          </Routes>
        </Main>
        <AppFooter />
      </Frame>
    </AppProviders>
  );
}
