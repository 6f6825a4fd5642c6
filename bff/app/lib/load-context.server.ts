import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import type { Role } from '@rozgar/contracts';

/** The signed-in user as the session knows it. */
export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  name: string;
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
