import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { useKnownSession } from './useKnownSession';
import { useSession } from './useSession';

type Route = { status: number; body?: unknown };

/** A fetch double answering per "METHOD path", recording the calls. */
function fakeBff(routes: Record<string, Route | (() => Route)>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      calls.push(key);
      const route = routes[key];
      const answer = typeof route === 'function' ? route() : route;
      if (!answer) return new Response(JSON.stringify({ error: 'Not found' }), { status: 404 });
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
      });
    }),
  );
  return calls;
}

const seeker = { id: 'u1', email: 'seeker@example.com', role: 'Job Seeker', name: 'Asha Rao' };
const initialState = useSession.getState();

beforeEach(() => {
  useSession.setState(initialState, true);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useSession', () => {
  it('starts unknown', () => {
    expect(useSession.getState()).toMatchObject({ status: 'unknown', user: null });
  });

  it('refresh() becomes authenticated with the user from /api/me', async () => {
    fakeBff({ 'GET /api/me': { status: 200, body: { user: seeker } } });
    await useSession.getState().refresh();
    expect(useSession.getState()).toMatchObject({ status: 'authenticated', user: seeker });
  });

  it('refresh() becomes anonymous on 401', async () => {
    fakeBff({ 'GET /api/me': { status: 401, body: { error: 'Not logged in' } } });
    await useSession.getState().refresh();
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', user: null });
  });

  it('refresh() does not stay unknown when the BFF is down, and reports the error', async () => {
    fakeBff({ 'GET /api/me': { status: 503, body: { error: 'Database unavailable' } } });
    await expect(useSession.getState().refresh()).rejects.toMatchObject({
      status: 503,
      message: 'Database unavailable',
    });
    expect(useSession.getState().status).toBe('anonymous');
  });

  it('login() posts the credentials, refreshes and returns the role and the welcome', async () => {
    let loggedIn = false;
    const calls = fakeBff({
      'POST /api/login': () => {
        loggedIn = true;
        return {
          status: 200,
          body: { role: 'Job Seeker', user: { id: 'u1', email: seeker.email }, welcome: false },
        };
      },
      'GET /api/me': () =>
        loggedIn
          ? { status: 200, body: { user: seeker } }
          : { status: 401, body: { error: 'Not logged in' } },
    });
    await expect(useSession.getState().login(seeker.email, 'Demo@12345')).resolves.toEqual({
      role: 'Job Seeker',
      welcome: false,
    });
    expect(calls).toEqual(['POST /api/login', 'GET /api/me']);
    expect(useSession.getState()).toMatchObject({
      status: 'authenticated',
      user: { name: 'Asha Rao', role: 'Job Seeker' },
    });
  });

  it("login() rejects with the server's text and stays logged out", async () => {
    fakeBff({
      'GET /api/me': { status: 401, body: { error: 'Not logged in' } },
      'POST /api/login': { status: 401, body: { error: 'Invalid email or password' } },
    });
    await useSession.getState().refresh();
    const failure = await useSession
      .getState()
      .login('seeker@example.com', 'wrong')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, message: 'Invalid email or password' });
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', user: null });
  });

  it('logout() posts and becomes anonymous', async () => {
    const calls = fakeBff({
      'GET /api/me': { status: 200, body: { user: seeker } },
      'POST /api/logout': { status: 200, body: { success: true } },
    });
    await useSession.getState().refresh();
    await useSession.getState().logout();
    expect(calls).toContain('POST /api/logout');
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', user: null });
  });

  it('logout() becomes anonymous even if the call fails', async () => {
    fakeBff({
      'GET /api/me': { status: 200, body: { user: seeker } },
      'POST /api/logout': { status: 500, body: { error: 'Boom' } },
    });
    await useSession.getState().refresh();
    await expect(useSession.getState().logout()).rejects.toMatchObject({ status: 500 });
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', user: null });
  });

  it('notifies subscribers (the shell and every remote share this one store)', async () => {
    fakeBff({ 'GET /api/me': { status: 200, body: { user: seeker } } });
    const seen: string[] = [];
    const unsubscribe = useSession.subscribe((state) => seen.push(state.status));
    await useSession.getState().refresh();
    unsubscribe();
    expect(seen).toEqual(['authenticated']);
  });
});

describe('useSession under concurrency', () => {
  function deferredBff() {
    const pending: Array<{ key: string; resolve: (route: Route) => void }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((resolve) => {
            pending.push({
              key: `${init?.method ?? 'GET'} ${String(input)}`,
              resolve: (route) =>
                resolve(
                  new Response(route.body === undefined ? null : JSON.stringify(route.body), {
                    status: route.status,
                  }),
                ),
            });
          }),
      ),
    );
    return pending;
  }

  it('shares one /api/me request between concurrent refresh() calls', async () => {
    const pending = deferredBff();
    const first = useSession.getState().refresh();
    const second = useSession.getState().refresh();
    expect(pending.map((call) => call.key)).toEqual(['GET /api/me']);
    pending[0]?.resolve({ status: 200, body: { user: seeker } });
    await Promise.all([first, second]);
    expect(useSession.getState().status).toBe('authenticated');
  });

  it('a slow start-up refresh does not undo a login that finished first', async () => {
    const pending = deferredBff();
    const startup = useSession.getState().refresh();
    const login = useSession.getState().login(seeker.email, 'Demo@12345');
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    pending[1]?.resolve({
      status: 200,
      body: { role: 'Job Seeker', user: { id: 'u1', email: seeker.email } },
    });
    await vi.waitFor(() => expect(pending).toHaveLength(3));
    pending[2]?.resolve({ status: 200, body: { user: seeker } });
    await login;
    expect(useSession.getState().status).toBe('authenticated');
    // The start-up request answers last, from before the cookie existed.
    pending[0]?.resolve({ status: 401, body: { error: 'Not logged in' } });
    await startup;
    expect(useSession.getState()).toMatchObject({ status: 'authenticated', user: seeker });
  });

  it('a refresh still in flight does not log the user back in after logout', async () => {
    const pending = deferredBff();
    const refresh = useSession.getState().refresh();
    const logout = useSession.getState().logout();
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    pending[1]?.resolve({ status: 200, body: { success: true } });
    await logout;
    pending[0]?.resolve({ status: 200, body: { user: seeker } });
    await refresh;
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', user: null });
  });
});

describe('useSession in components', () => {
  it('re-renders a component when the session changes', async () => {
    fakeBff({
      'GET /api/me': { status: 200, body: { user: seeker } },
      'POST /api/logout': { status: 200, body: { success: true } },
    });
    function Greeting() {
      const user = useSession((state) => state.user);
      const status = useSession((state) => state.status);
      return <p>{status === 'authenticated' ? `Hello, ${user?.name}` : `Status: ${status}`}</p>;
    }
    render(<Greeting />);
    expect(screen.getByText('Status: unknown')).toBeInTheDocument();
    await act(() => useSession.getState().refresh());
    expect(screen.getByText('Hello, Asha Rao')).toBeInTheDocument();
    await act(() => useSession.getState().logout());
    expect(screen.getByText('Status: anonymous')).toBeInTheDocument();
  });
});

describe('useKnownSession', () => {
  it('asks the BFF who is logged in while the session is unknown', async () => {
    const calls = fakeBff({ 'GET /api/me': { status: 200, body: { user: seeker } } });

    const { result } = renderHook(() => useKnownSession());

    expect(result.current).toEqual({ status: 'unknown', user: null });
    await waitFor(() => expect(result.current).toEqual({ status: 'authenticated', user: seeker }));
    expect(calls).toEqual(['GET /api/me']);
  });

  it('settles as anonymous when the BFF answers 401', async () => {
    fakeBff({ 'GET /api/me': { status: 401, body: { error: 'Not logged in' } } });

    const { result } = renderHook(() => useKnownSession());

    await waitFor(() => expect(result.current).toEqual({ status: 'anonymous', user: null }));
  });

  it('does not ask again once the session is known', () => {
    const calls = fakeBff({});
    useSession.setState({ status: 'authenticated', user: seeker });

    const { result } = renderHook(() => useKnownSession());

    expect(result.current).toEqual({ status: 'authenticated', user: seeker });
    expect(calls).toEqual([]);
  });
});
