import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { spyOn } from 'storybook/test';
import { RemoteLoaderProvider } from '../../remotes/RemoteLoaderProvider';
import type { RemoteLoader } from '../../remotes/federationRemotes';
import type { RemoteRouteEntry } from '../../remotes/remoteRoutesModule';
import { RemoteRoute } from './RemoteRoute';

/** Stands in for the page the community remote exposes at `/community`. */
function CommunityBoard() {
  return (
    <section style={{ padding: 24 }}>
      <h1>Communities</h1>
      <p>Frontend Engineers Bengaluru · 1,284 members</p>
    </section>
  );
}

/** A page of the remote that throws while rendering. */
function CrashingPage(): never {
  throw new Error('Cannot read properties of undefined (reading "members")');
}

/** `RemoteRoute` never reads `/remotes.json`. */
const config = () => new Promise<never>(() => {});

/** How the stories' remote loads: served, never settling, failing, or without the path. */
const loaders = {
  served: (routes: RemoteRouteEntry[]): RemoteLoader => ({
    loadRoutes: () => Promise.resolve(routes),
    loadConfig: config,
  }),
  loading: (): RemoteLoader => ({ loadRoutes: () => new Promise(() => {}), loadConfig: config }),
  failing: (): RemoteLoader => ({
    loadRoutes: () =>
      Promise.reject(new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest')),
    loadConfig: config,
  }),
};

interface RemoteRouteStoryProps {
  remote: string;
  path: string;
  loader: RemoteLoader;
}

/** `RemoteRoute` with the remote loader a story chooses (the portal's loads Module Federation). */
function RemoteRouteWithLoader({ loader, ...props }: RemoteRouteStoryProps) {
  return (
    <RemoteLoaderProvider loader={loader}>
      <RemoteRoute {...props} />
    </RemoteLoaderProvider>
  );
}

/**
 * The page a remote exposes for a path (ADR 001): a skeleton while the remote loads, the area's
 * fallback with a Retry when it cannot load or its page crashes, not found when it has no page
 * for the path.
 */
const meta = {
  title: 'Frame/RemoteRoute',
  component: RemoteRouteWithLoader,
  parameters: { layout: 'fullscreen', route: '/community', controls: { exclude: ['loader'] } },
  args: {
    remote: 'mfe_community',
    path: '/community',
    loader: loaders.served([{ path: '/community', Component: CommunityBoard }]),
  },
} satisfies Meta<typeof RemoteRouteWithLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fallback logs what failed (expected here); keep the console of these stories readable. */
const quietFailure = () => {
  const consoleError = spyOn(console, 'error').mockImplementation(() => {});
  return () => consoleError.mockRestore();
};

export const Ready: Story = {};
export const Loading: Story = { args: { loader: loaders.loading() } };
/** The remote's manifest could not be fetched. */
export const RemoteUnavailable: Story = {
  args: { loader: loaders.failing() },
  beforeEach: quietFailure,
};
/** The remote loaded, but its page threw while rendering. */
export const PageCrashed: Story = {
  args: { loader: loaders.served([{ path: '/community', Component: CrashingPage }]) },
  beforeEach: quietFailure,
};
/** The remote has no page for the path. */
export const NoSuchPage: Story = { args: { loader: loaders.served([]) } };
export const Phone360: Story = {
  args: { loader: loaders.failing() },
  beforeEach: quietFailure,
  globals: { viewport: { value: 'phone360' } },
};
