import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useKnownSession } from './useKnownSession';
import { useSession } from './useSession';

const seeker = { id: 'u1', email: 'seeker@example.com', role: 'Job Seeker', name: 'Asha Rao' };
const initialState = useSession.getState();

beforeEach(() => {
  useSession.setState(initialState, true);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useKnownSession', () => {
  it('asks the BFF who is logged in while the session is unknown', async () => {
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL) =>
        new Response(JSON.stringify({ user: seeker }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);

    const { result } = renderHook(() => useKnownSession());

    expect(result.current).toEqual({ status: 'unknown', user: null });
    await waitFor(() => expect(result.current).toEqual({ status: 'authenticated', user: seeker }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/me');
  });

  it('settles as anonymous when the BFF answers 401', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: 'Please log in' }), { status: 401 })),
    );

    const { result } = renderHook(() => useKnownSession());

    await waitFor(() => expect(result.current).toEqual({ status: 'anonymous', user: null }));
  });

  it('does not ask again once the session is known', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    useSession.setState({ status: 'authenticated', user: seeker });

    const { result } = renderHook(() => useKnownSession());

    expect(result.current).toEqual({ status: 'authenticated', user: seeker });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
