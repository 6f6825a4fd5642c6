import {
  createPortalQueryClient,
  PortalQueryProvider,
  ThemeProvider,
  ToastProvider,
} from '@rozgar/design-system';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

export { emulateSelectArrowKeys } from './selectArrowKeys';
export { FakeEventSource } from '../live/FakeEventSource';
export { listenWithMsw, mswServer, recordRequests, type SentRequest } from './msw';

/** The location the page navigated to, readable from tests. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * A QueryClient for one test: the portal's defaults without automatic retries (a test answers a
 * failure once and sees it; `shouldRetryQuery` has its own tests).
 */
export const createTestQueryClient = () => createPortalQueryClient({ queries: { retry: false } });

/**
 * Renders a page at `url` inside the providers the shell gives every remote page, with a fresh
 * QueryClient (or `client`, to look into its cache).
 */
export function renderPage(
  path: string,
  page: ReactElement,
  url = path,
  client: QueryClient = createTestQueryClient(),
) {
  return render(
    <PortalQueryProvider client={client}>
      <ThemeProvider>
        <ToastProvider>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={page} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </ToastProvider>
      </ThemeProvider>
    </PortalQueryProvider>,
  );
}
