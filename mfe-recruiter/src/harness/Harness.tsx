import { ThemeProvider, ToastProvider, useSession } from '@rozgar/design-system';
import { useEffect } from 'react';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import routes from '../routes';

/** Stand-alone frame for developing this remote on its own dev server (not used by the shell). */
export function Harness() {
  const refresh = useSession((state) => state.refresh);
  useEffect(() => {
    refresh().catch(() => {
      /* the store settles as anonymous; the page stays usable */
    });
  }, [refresh]);
  return (
    <ThemeProvider>
      <ToastProvider>
        <BrowserRouter>
          <nav
            aria-label="Harness"
            style={{ display: 'flex', gap: 16, padding: 12, background: '#fef3c7' }}
          >
            <strong>mfe-recruiter harness</strong>
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
  );
}
