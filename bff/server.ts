import type { Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import mongoose from 'mongoose';
import { isDatabaseUnavailable, JSON_BODY_LIMIT_BYTES } from './app/lib/http.server';
import {
  createRateLimits,
  IDENTITY_ENDPOINTS,
  rateLimitSettingsFrom,
  type WindowLimit,
} from './app/lib/rate-limits.server';
import { seedIfEmpty } from './app/seed/seed.server';
import { startBackgroundJobs } from './app/services/background-jobs.server';
import { alertMailContext } from './app/services/job-alert-mail.server';
import { jobAlertMails } from './app/services/job-alert-queue.server';
import { stopJobQueue } from './app/services/job-queue.server';
import { flushSearchTerms } from './app/services/search-terms.server';
import { stopLiveEvents } from './app/services/live-events.server';
import {
  configurePasswordHashing,
  defaultPasswordHashingLimits,
  type PasswordHashingLimits,
} from './app/services/auth.server';
import {
  codeSecretFrom,
  publicOriginFrom,
  type IdentitySettings,
} from './app/services/identity-settings.server';
import { createMailer, mailSettingsFrom } from './app/services/mail.server';
import {
  connectDatabase,
  type DatabaseHandle,
  demoDataAllowed,
  isDatabaseConnected,
  resolveDatabase,
} from './server/database';
import { rejectMalformedPaths } from './server/malformed-url';
import {
  mailCatcherNeeded,
  mailCatcherOptionsFrom,
  startMailCatcher,
  type MailCatcher,
} from './server/mail-catcher';
import { createPassport } from './server/passport';
import { dataDirFrom, defaultFrontendDirs, type Env, type FrontendDirs } from './server/paths';
import {
  createRemotesCatalog,
  readPublishedRoutes,
  remoteOrigins,
  remotesFromEnv,
  serveRemotesJson,
} from './server/remotes';
import { createRemixHandler, preloadRemix, type RemixMode } from './server/remix';
import { allowedOriginsFrom, refuseCrossSiteRequests, securityHeaders } from './server/security';
import { loadSessionSecret, onlyWhereSessionsMatter, sessionMiddleware } from './server/session';
import { serveFrontends } from './server/static';

export interface CreateAppOptions {
  /** MongoDB connection string; the app connects mongoose's default connection to it. */
  mongoUri: string;
  /** `production` serves the `remix vite:build` output; `development` compiles routes through Vite. */
  mode?: RemixMode;
  /** Environment read for REMOTE_*_URL, ALLOWED_ORIGINS, SESSION_SECRET, TRUST_PROXY, DATA_DIR. */
  env?: Env;
  /** Where a generated session secret is kept (defaults to DATA_DIR or <repo>/.data). */
  dataDir?: string;
  /** Built frontends to serve (defaults to each package's dist/). */
  frontendDirs?: Partial<FrontendDirs>;
  /**
   * Login attempts, successful or not, allowed per IP per window (defaults: 100 per 15 minutes,
   * or LOGIN_RATE_LIMIT). All rate limits are counted in the database, across processes.
   */
  loginRateLimit?: WindowLimit;
  /**
   * Consecutive failed logins allowed per e-mail address and IP, after which that address is
   * refused from that IP for `blockMs` (defaults: 10, or LOGIN_FAILURE_LIMIT; 1 hour).
   */
  loginFailureLimit?: { limit: number; blockMs: number };
  /**
   * Requests per IP per window to each identity endpoint (send-otp, verify-otp, create-account,
   * password-reset/send-otp, password-reset), counted separately (defaults: 20 per 15 minutes,
   * or IDENTITY_RATE_LIMIT).
   */
  identityRateLimit?: WindowLimit;
  /** Submissions per IP per window to each public form (defaults: 10 per hour, or PUBLIC_FORM_RATE_LIMIT). */
  publicFormRateLimit?: WindowLimit;
  /** Resume and photo uploads per user per window (defaults: 20 per hour, or UPLOAD_RATE_LIMIT). */
  uploadRateLimit?: WindowLimit;
  /**
   * Password hashes computed at once by this process and how long callers may queue for one
   * (defaults: PASSWORD_HASH_CONCURRENCY or the cores less one, 1 to 4; 32 waiting, 5 s).
   */
  passwordHashing?: Partial<PasswordHashingLimits>;
  /** The clock of one-time codes and verification proofs (tests move it). */
  now?: () => Date;
  /** Vite's file watcher in development (tests turn it off). */
  watch?: boolean;
  /** How long a query waits for an unreachable database before answering 503. */
  serverSelectionTimeoutMS?: number;
}

export interface RozgarApp {
  app: Express;
  /** Stops Vite (development) and disconnects mongoose. */
  close: () => Promise<void>;
}

/** The BFF's Express app: security headers, API (Remix) with sessions, remotes.json and the frontends. */
export async function createApp(options: CreateAppOptions): Promise<RozgarApp> {
  const env = options.env ?? process.env;
  const mode = options.mode ?? modeFrom(env);
  const dataDir = options.dataDir ?? dataDirFrom(env);
  const remotes = remotesFromEnv(env);
  const frontendDirs = { ...defaultFrontendDirs, ...options.frontendDirs };
  const mailSettings = mailSettingsFrom(env); // no SMTP_URL: refused before anything connects

  const connection = await connectDatabase(options.mongoUri, {
    serverSelectionTimeoutMS: options.serverSelectionTimeoutMS,
  });
  const passport = createPassport();
  const sessionSecret = loadSessionSecret(env, dataDir);
  const { middleware: session } = sessionMiddleware({
    client: connection.getClient(),
    dbName: connection.name,
    secret: sessionSecret,
  });
  const identity: IdentitySettings = {
    codeSecret: codeSecretFrom(env, sessionSecret),
    now: options.now ?? (() => new Date()),
    mailer: createMailer(mailSettings),
    publicOrigin: publicOriginFrom(env),
  };
  const rateLimits = await createRateLimits({
    client: connection.getClient(),
    dbName: connection.name,
    settings: rateLimitSettingsFrom(env, {
      login: options.loginRateLimit,
      loginFailures: options.loginFailureLimit,
      identity: options.identityRateLimit,
      publicForms: options.publicFormRateLimit,
      uploads: options.uploadRateLimit,
    }),
  });
  configurePasswordHashing({ ...defaultPasswordHashingLimits(env), ...options.passwordHashing });
  // One background-job worker per process (ADR 028): job alerts, off the requests.
  await startBackgroundJobs({
    db: connection.db!,
    env,
    mails: jobAlertMails(alertMailContext(identity, `http://localhost:${env.PORT ?? 3000}`)),
  });
  const remix = await createRemixHandler({
    mode,
    passport,
    identity,
    rateLimits,
    watch: options.watch,
  });

  const app = express();
  app.disable('x-powered-by');
  if (env.TRUST_PROXY)
    app.set(
      'trust proxy',
      /^\d+$/.test(env.TRUST_PROXY) ? Number(env.TRUST_PROXY) : env.TRUST_PROXY,
    );
  app.use(securityHeaders(remoteOrigins(remotes)));
  app.use(rejectMalformedPaths);
  // Brotli at the middleware's own quality (4) with a 256 KB window instead of 4 MB: answers are
  // far smaller, and every response's encoder allocates its window (ADR 016, "Later: the
  // listing's CPU").
  app.use(
    compression({
      brotli: {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
          [zlibConstants.BROTLI_PARAM_LGWIN]: 18,
        },
      },
    }),
  );

  const remotesCatalog = createRemotesCatalog({
    remotes,
    readRoutes: readPublishedRoutes(frontendDirs),
  });
  app.get('/remotes.json', serveRemotesJson(remotesCatalog));

  const requireDatabase: RequestHandler = (_req, res, next) => {
    if (isDatabaseConnected()) return next();
    res.status(503).json({ error: 'Database unavailable' });
  };
  const rejectLargeBodies: RequestHandler = (req, res, next) => {
    // File uploads are size-limited by their own routes while the body streams in.
    if (req.method === 'POST' && isUploadPath(req.path)) return next();
    if (Number(req.get('content-length') ?? 0) > JSON_BODY_LIMIT_BYTES) {
      res.status(413).json({ error: 'Request body is too large' });
      return;
    }
    next();
  };

  const api = express.Router();
  api.use(refuseCrossSiteRequests(allowedOriginsFrom(env)));
  api.use(rejectLargeBodies);
  api.use(requireDatabase);
  api.post('/login', rateLimits.loginAttempts);
  for (const endpoint of IDENTITY_ENDPOINTS) api.post(endpoint, rateLimits.identity(endpoint));
  // The public look-up of a sub-user's invitation counts like the signup calls (per IP).
  api.get('/sub-user-invites/:token', rateLimits.identity('/sub-user-invites'));
  api.use(onlyWhereSessionsMatter(session, passport.initialize(), passport.session()));
  api.all('*', (req, res, next) => {
    // Office photos' bytes are public and carry a Cache-Control of their own.
    if (!OFFICE_PHOTO_BYTES.test(req.path)) res.setHeader('Cache-Control', 'no-store');
    remix.handler(req, res, next);
  });
  app.use('/api', api);

  serveFrontends(app, frontendDirs, { remotes: remotesCatalog });
  app.use(apiErrors);

  return {
    app,
    close: async () => {
      await remix.close();
      // Running jobs finish first (they mail through the mailer and read the database).
      await stopJobQueue();
      identity.mailer.close();
      // Searches counted in this process but not written yet (ADR 021).
      await flushSearchTerms();
      // The live events tail (its SSE listeners) ends before the connection it reads through.
      await stopLiveEvents();
      await mongoose.disconnect();
    },
  };
}

/** The API paths (under /api) that take multipart file uploads, with limits of their own. */
const UPLOAD_PATHS = new Set(['/profile/photo', '/resume']);
/** Office photos: /companies/{companyId}/photos (docs/product/community-and-reviews.md). */
const OFFICE_PHOTO_UPLOAD = /^\/companies\/[^/]+\/photos$/;

/** A published office photo's bytes: /office-photos/{photoId}, cached by browsers. */
const OFFICE_PHOTO_BYTES = /^\/office-photos\/[^/]+$/;

const isUploadPath = (path: string) => UPLOAD_PATHS.has(path) || OFFICE_PHOTO_UPLOAD.test(path);

/**
 * Vite compiles the routes only under NODE_ENV=development (`npm run dev`); production, test and
 * an unset NODE_ENV serve the built Remix app.
 */
function modeFrom(env: Env): RemixMode {
  return env.NODE_ENV === 'development' ? 'development' : 'production';
}

const apiErrors: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) return next(error);
  const unavailable = isDatabaseUnavailable(error);
  if (!unavailable) console.error('[bff] request failed', error);
  const status = unavailable ? 503 : 500;
  const message = unavailable ? 'Database unavailable' : 'Something went wrong. Please try again.';
  if (req.path.startsWith('/api')) res.status(status).json({ error: message });
  else res.status(status).type('text/plain').send(message);
};

/**
 * Production/development entry: picks MONGODB_URI or starts the (supervised) embedded database,
 * seeds an empty database with demo data where that is allowed (see `demoDataAllowed`), serves
 * on PORT (default 3000) and shuts everything down on SIGTERM/SIGINT.
 */
export async function main(
  env: Env = process.env,
  /** The database as the production entry started it, before loading this module (launch.ts). */
  started?: { database: Promise<DatabaseHandle> },
): Promise<Server> {
  const dataDir = dataDirFrom(env);
  let seedDemoData: boolean;
  let catcherOptions: ReturnType<typeof mailCatcherOptionsFrom> | undefined;
  try {
    // Refuse contradictory demo-data settings before anything starts.
    seedDemoData = demoDataAllowed(env, !env.MONGODB_URI);
    // Without SMTP_URL e-mail goes to the embedded mail catcher (refused in a real deployment).
    catcherOptions = mailCatcherNeeded(env) ? mailCatcherOptionsFrom(env) : undefined;
  } catch (error) {
    await started?.database.then((database) => database.stop()).catch(() => {});
    throw error;
  }
  // The database, the mail catcher and the routes' modules start side by side (ADR 016, "Cold
  // start"): each takes about a second on its own.
  const preloading = preloadRemix(modeFrom(env));
  const [databaseStart, catcherStart] = await Promise.allSettled([
    started?.database ?? resolveDatabase(env, dataDir),
    catcherOptions ? startMailCatcher(catcherOptions) : Promise.resolve(undefined),
  ]);
  if (databaseStart.status === 'rejected' || catcherStart.status === 'rejected') {
    if (databaseStart.status === 'fulfilled')
      await databaseStart.value.stop().catch((error: unknown) => console.error(error));
    if (catcherStart.status === 'fulfilled')
      await catcherStart.value?.stop().catch((error: unknown) => console.error(error));
    throw databaseStart.status === 'rejected'
      ? databaseStart.reason
      : (catcherStart as PromiseRejectedResult).reason;
  }
  const database = databaseStart.value;
  await preloading;
  let rozgar: RozgarApp | undefined;
  const mailCatcher: MailCatcher | undefined = catcherStart.value;
  let server: Server | undefined;
  const shutdown = async (signal: string) => {
    console.log(`[bff] ${signal}: shutting down`);
    if (server) {
      const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    }
    await rozgar?.close().catch((error: unknown) => console.error(error));
    await mailCatcher?.stop().catch((error: unknown) => console.error(error));
    await database.stop().catch((error: unknown) => console.error(error));
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  try {
    const appEnv = mailCatcher ? { ...env, SMTP_URL: mailCatcher.smtpUrl } : env;
    rozgar = await createApp({ mongoUri: database.uri, env: appEnv, dataDir });
    const seeded = seedDemoData ? await seedIfEmpty() : null;
    if (seeded) console.log(`[bff] seeded demo data: ${JSON.stringify(seeded)}`);
    const port = Number(env.PORT ?? 3000);
    const app = rozgar.app;
    server = await new Promise<Server>((resolve, reject) => {
      const listening = app.listen(port, () => resolve(listening)).once('error', reject);
    });
  } catch (error) {
    await rozgar?.close().catch(() => {});
    await mailCatcher?.stop().catch(() => {});
    await database.stop().catch(() => {});
    throw error;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const mode = `${modeFrom(env)}, NODE_ENV=${env.NODE_ENV ?? 'unset'}`;
  const source = database.embedded ? 'embedded database' : 'MONGODB_URI';
  console.log(`[bff] Rozgar on http://localhost:${port} (${mode}, ${source})`);
  if (mailCatcher)
    console.log(`[bff] Mail inbox: ${mailCatcher.inboxUrl} (every e-mail the portal sends)`);
  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error('[bff] failed to start:', error);
    process.exit(1);
  });
}
