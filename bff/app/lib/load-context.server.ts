import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import type { Role } from '@rozgar/contracts';

/** The signed-in user as the session knows it. */
export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  name: string;
  /**
   * The account whose data the user works with (ADR 026): a recruiter sub-user's admin's id;
   * everyone else's own id.
   */
  accountId: string;
  /** False only for a recruiter sub-user: the account's admin (and every seeker) is true. */
  accountAdmin: boolean;
}

export interface Credentials {
  email: string;
  password: string;
}

/** What the Express server hands every Remix loader and action (built in server/remix.ts). */
export interface RozgarLoadContext {
  req: ExpressRequest;
  res: ExpressResponse;
  /** The signed-in user, or null. */
  user: SessionUser | null;
  /** Checks the credentials with passport-local; on success starts a fresh session and returns the user. */
  login: (credentials: Credentials) => Promise<SessionUser | null>;
  /** Ends the session: destroys it in the store and clears the cookie. */
  logout: () => Promise<void>;
}

declare module '@remix-run/node' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RozgarLoadContext {}
}
