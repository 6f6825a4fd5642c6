import {
  PortalQueryProvider,
  ThemeProvider,
  ToastProvider,
  useSession,
} from '@rozgar/design-system';
import { useEffect, type ComponentType } from 'react';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';

export interface RemotePage {
  path: string;
  Component: ComponentType;
}

// Imported by package name, not relatively: inside a remote's bundle that resolves to the shared
// singleton, so the harness and the pages use one session store and one toast context.

/**
 * Stand-alone frame for developing one remote on its own dev server (never used inside the
 * shell): the providers the shell gives every page (theme, toasts, its own QueryClient with the
 * portal's defaults), plus a strip of links to the remote's routes.
 */
export function RemoteHarness({ name, routes }: { name: string; routes: RemotePage[] }) {
  const refresh = useSession((state) => state.refresh);
  useEffect(() => {
    refresh().catch(() => {
      /* the store settles as anonymous; the page stays usable */
    });
  }, [refresh]);
  return (
    <PortalQueryProvider>
      <ThemeProvider>
        <ToastProvider>
          <BrowserRouter>
            <nav
              aria-label="Harness"
              style={{ display: 'flex', gap: 16, padding: 12, background: '#fef3c7' }}
            >
              <strong>{name} harness</strong>
              {routes.map(({ path }) => (
                <Link key={path} to={path}>
                  {path}
                </Link>
              ))}
            </nav>
            <Routes>
              {routes.map(({ path, Component }) => (
                <Route key={path} path={path} element={<Component />} />
              ))}
              <Route path="*" element={<Navigate to={routes[0]?.path ?? '/'} replace />} />
            </Routes>
          </BrowserRouter>
        </ToastProvider>
      </ThemeProvider>
    </PortalQueryProvider>
  );
}
