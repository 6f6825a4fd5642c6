import { createTestQueryClient } from '@rozgar/design-system/remote-kit/testing';
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from '../App';
import { RemoteLoaderProvider } from '../remotes/RemoteLoaderProvider';
import type { RemoteLoader } from '../remotes/federationRemotes';

export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const neverLoads: RemoteLoader = {
  loadRoutes: () => new Promise(() => {}),
  loadConfig: () => new Promise(() => {}),
};

/**
 * Renders shell UI at `url` with the shell's providers, a fresh QueryClient without automatic
 * retries (or `client`, to look into its cache) and a controllable remote loader (what `loader`
 * leaves out never settles).
 */
export function renderShell(
  ui: ReactElement,
  {
    url = '/',
    loader = {},
    client = createTestQueryClient(),
  }: { url?: string; loader?: Partial<RemoteLoader>; client?: QueryClient } = {},
) {
  return render(
    <AppProviders queryClient={client}>
      <RemoteLoaderProvider loader={{ ...neverLoads, ...loader }}>
        <MemoryRouter initialEntries={[url]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </RemoteLoaderProvider>
    </AppProviders>,
  );
}
