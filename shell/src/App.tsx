import {
  lazyPage,
  PortalQueryProvider,
  ThemeProvider,
  ToastProvider,
  useSession,
} from '@rozgar/design-system';
import { useEffect, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { AppFooter } from './components/AppFooter/AppFooter';
import { LoginGate } from './components/LoginGate/LoginGate';
import { RemoteRoute } from './components/RemoteRoute/RemoteRoute';
import { TopNavigation } from './components/TopNavigation/TopNavigation';
import { HomePage } from './pages/HomePage/HomePage';
import { NotFoundPage } from './pages/NotFoundPage/NotFoundPage';
import { IDENTITY_ROUTES } from './routing/identityRoutes';
import { PUBLIC_ROUTES } from './routing/publicRoutes';
import { REMOTE_ROUTES } from './routing/routeTable';

const LoginPage = lazyPage(() => import('./pages/LoginPage/LoginPage'), 'LoginPage');

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
`;

/**
 * Theme, toasts, global styles and the portal's one QueryClient (ADR 017: created once per
 * mount, so once for the portal; the remotes' pages use it through the shared
 * `@tanstack/react-query` singleton) that every page (shell or remote) renders inside.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <PortalQueryProvider>
      <ThemeProvider>
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </PortalQueryProvider>
  );
}

/** The frame (navigation, footer) and the route table. Expects a router around it. */
export function App() {
  const refresh = useSession((state) => state.refresh);
  useEffect(() => {
    refresh().catch(() => {
      /* the store settles as anonymous; the page stays usable */
    });
  }, [refresh]);

  return (
    <AppProviders>
      <Frame>
        <TopNavigation />
        <Main id="main">
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="/login" element={<LoginPage />} />
            {[...IDENTITY_ROUTES, ...PUBLIC_ROUTES].map(({ path, Component }) => (
              <Route key={path} path={path} element={<Component />} />
            ))}
            {REMOTE_ROUTES.map(({ path, remote, gate }) => {
              const page = <RemoteRoute remote={remote} path={path} />;
              return (
                <Route
                  key={path}
                  path={path}
                  element={gate ? <LoginGate mode={gate}>{page}</LoginGate> : page}
                />
              );
            })}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Main>
        <AppFooter />
      </Frame>
    </AppProviders>
  );
}
