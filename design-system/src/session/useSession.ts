import { create } from 'zustand';
import { ApiError, apiFetch } from '../api';

export type SessionStatus = 'unknown' | 'anonymous' | 'authenticated';

export type UserRole = 'Job Seeker' | 'Recruiter' | (string & {});

export interface SessionUser {
  id: string;
  email: string;
  role: UserRole;
  name?: string;
  /**
   * A recruiter: true for the account's admin (who registered), false for a sub-user
   * (docs/decisions/026-recruiter-accounts-and-sub-users.md); absent for seekers.
   */
  accountAdmin?: boolean;
}

export interface SessionState {
  /** `unknown` until the first `refresh()` answers. */
  status: SessionStatus;
  user: SessionUser | null;
  /** Asks the BFF who is logged in (`GET /api/me`). A 401 means anonymous. */
  refresh: () => Promise<void>;
  /** `POST /api/login`, then `refresh()`. Rejects with `ApiError` (server text) on failure. */
  /** `welcome`: the server says this login should open /welcome (a new recruiter's first). */
  login: (email: string, password: string) => Promise<{ role: string; welcome: boolean }>;
  /** `POST /api/logout`; the session becomes anonymous even if the call fails. */
  logout: () => Promise<void>;
}

interface MeResponse {
  user: SessionUser;
}

interface LoginResponse {
  role: string;
  user: { id: string; email: string };
  welcome?: boolean;
}

/**
 * The client session, shared by the shell and every remote (the design system is a Module
 * Federation singleton, so there is one store per page). The BFF's httpOnly cookie is the
 * session; this store only mirrors who is logged in.
 *
 * Concurrent `refresh()` calls (the shell and a page both asking at start-up) share one request.
 * Only the answer of the latest request is applied, so a slow start-up `GET /api/me` cannot undo
 * a login or logout that happened meanwhile.
 */
export const useSession = create<SessionState>()((set, get) => {
  let latestRequest = 0;
  let inflight: Promise<void> | null = null;

  const loadMe = (): Promise<void> => {
    latestRequest += 1;
    const request = latestRequest;
    const isLatest = () => request === latestRequest;
    const load = (async () => {
      try {
        const { user } = await apiFetch<MeResponse>('/api/me');
        if (isLatest()) set({ status: 'authenticated', user });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          if (isLatest()) set({ status: 'anonymous', user: null });
          return;
        }
        // Network or server trouble: keep what we knew, but never stay "unknown" forever.
        if (isLatest() && get().status === 'unknown') set({ status: 'anonymous', user: null });
        throw error;
      } finally {
        if (isLatest()) inflight = null;
      }
    })();
    inflight = load;
    return load;
  };

  return {
    status: 'unknown',
    user: null,

    refresh: () => inflight ?? loadMe(),

    login: async (email, password) => {
      const { role, welcome } = await apiFetch<LoginResponse>('/api/login', {
        method: 'POST',
        body: { email, password },
      });
      // A fresh request: an older in-flight one predates the new cookie.
      await loadMe();
      return { role, welcome: welcome === true };
    },

    logout: async () => {
      latestRequest += 1; // Anything still in flight is now stale.
      inflight = null;
      try {
        await apiFetch('/api/logout', { method: 'POST' });
      } finally {
        set({ status: 'anonymous', user: null });
      }
    },
  };
});
