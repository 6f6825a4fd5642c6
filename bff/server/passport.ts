import type { Request, Response } from 'express';
import passportModule from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { Credentials, SessionUser } from '../app/lib/load-context.server';
import { findSessionUser, verifyCredentials } from '../app/services/auth.server';
import { SESSION_COOKIE } from './session';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends SessionUser {}
  }
}

/** A passport instance with the email/password strategy; the session keeps only the user id. */
export function createPassport() {
  const passport = new passportModule.Passport();
  passport.use(
    'local',
    new LocalStrategy(
      { usernameField: 'email', passwordField: 'password', session: true },
      (email, password, done) => {
        verifyCredentials(email, password).then(
          (user) => done(null, user ?? false),
          (error: unknown) => done(error),
        );
      },
    ),
  );
  passport.serializeUser<string>((user, done) => done(null, user.id));
  passport.deserializeUser<string>((id, done) => {
    findSessionUser(id).then(
      (user) => done(null, user ?? false),
      (error: unknown) => done(error),
    );
  });
  return passport;
}

export type RozgarPassport = ReturnType<typeof createPassport>;

/** Runs passport-local on the credentials; on success logs the user in (passport regenerates the session id). */
export function logIn(
  passport: RozgarPassport,
  req: Request,
  res: Response,
  credentials: Credentials,
): Promise<SessionUser | null> {
  return new Promise((resolve, reject) => {
    req.body = credentials;
    const authenticate = passport.authenticate(
      'local',
      (error: unknown, user: SessionUser | false) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        if (!user) return resolve(null);
        req.logIn(user, (loginError) => (loginError ? reject(loginError) : resolve(user)));
      },
    ) as (req: Request, res: Response, next: (error?: unknown) => void) => void;
    authenticate(req, res, (error) =>
      reject(error instanceof Error ? error : new Error(String(error))),
    );
  });
}

/** Destroys the session in the store and clears its cookie. */
export function logOut(req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.destroy((error) => {
      if (error) return reject(error instanceof Error ? error : new Error(String(error)));
      req.user = undefined;
      res.clearCookie(SESSION_COOKIE, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: req.secure,
      });
      resolve();
    });
  });
}
