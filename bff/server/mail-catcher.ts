import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { createRequire, Module } from 'node:module';
import { createServer, type AddressInfo, type Server as NetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Env } from './paths';

/**
 * The embedded mail catcher: maildev 2 inside the BFF process, for `npm start`, `npm run dev` and
 * the tests when SMTP_URL is unset. The BFF sends to its SMTP port exactly as it sends to a real
 * mail server; people read the caught e-mails in its web inbox, tests through its REST API
 * (`GET /email`). Both listen on 127.0.0.1 only.
 */
export interface MailCatcher {
  /** Where the BFF sends: `smtp://127.0.0.1:<port>`. */
  smtpUrl: string;
  /** The web inbox, and the REST API under it: `http://127.0.0.1:<port>`. */
  inboxUrl: string;
  smtpPort: number;
  webPort: number;
  /** Closes both ports and deletes the caught e-mails. */
  stop: () => Promise<void>;
}

export interface MailCatcherOptions {
  /** Port of the web inbox and REST API; 0 picks a free one. */
  webPort: number;
  /** SMTP port; 0 picks a free one. */
  smtpPort: number;
  /**
   * When `webPort` is taken, pick a free port instead of failing (the default inbox port: a
   * second portal on the same machine still starts, its banner shows where its inbox is).
   */
  webPortFallback?: boolean;
}

export const DEFAULT_MAIL_INBOX_PORT = 1080;
const HOST = '127.0.0.1';

/**
 * Whether `main()` starts the embedded mail catcher: only when SMTP_URL is unset. A real
 * deployment (NODE_ENV=production with its own database, MONGODB_URI) must name its mail server:
 * it refuses to start rather than catch the e-mails of real people on the server itself. `npm
 * start` on a laptop (NODE_ENV=production, embedded database) gets the catcher.
 */
export function mailCatcherNeeded(env: Env): boolean {
  if (env.SMTP_URL?.trim()) return false;
  if (env.NODE_ENV === 'production' && env.MONGODB_URI?.trim())
    throw new Error(
      'SMTP_URL must be set in production (NODE_ENV=production with MONGODB_URI): without a mail ' +
        'server nobody receives the one-time codes of signup and password reset. Set SMTP_URL, ' +
        'e.g. smtp://user:pass@smtp.example.com:587.',
    );
  return true;
}

/** MAIL_INBOX_PORT (default 1080, or any free port if that is taken) and MAIL_SMTP_PORT (free). */
export function mailCatcherOptionsFrom(env: Env): MailCatcherOptions {
  const webPort = portFrom(env, 'MAIL_INBOX_PORT');
  const smtpPort = portFrom(env, 'MAIL_SMTP_PORT');
  return {
    webPort: webPort ?? DEFAULT_MAIL_INBOX_PORT,
    smtpPort: smtpPort ?? 0,
    webPortFallback: webPort === undefined,
  };
}

function portFrom(env: Env, name: string): number | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535)
    throw new Error(`${name} must be a port number (0-65535), not "${value}".`);
  return port;
}

/** The part of maildev's (untyped) node API this module uses. */
interface MailDevServer {
  store: { id: string }[];
  smtp: {
    server: NetServer;
    onData: (stream: unknown, session: unknown, callback: SmtpDataCallback) => void;
    on: (event: 'error', listener: (error: Error) => void) => void;
    removeListener: (event: 'error', listener: (error: Error) => void) => void;
  };
  onSmtpError: (error: Error) => void;
  listen: () => Promise<void>;
  close: (callback?: () => void) => void;
  on: (event: 'new', listener: (mail: { id: string }) => void) => void;
  removeListener: (event: 'new', listener: (mail: { id: string }) => void) => void;
  removeAllListeners: (event: string) => void;
}
type SmtpDataCallback = (error?: Error | null, message?: string) => void;
type MailDevConstructor = new (config: Record<string, unknown>) => MailDevServer;

const require = createRequire(import.meta.url);
/** maildev keeps its SMTP server, web server and store in module globals: one catcher a process. */
let running = false;

/** Starts maildev on 127.0.0.1 (web inbox + REST API, SMTP). */
export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  if (running)
    throw new Error('A mail catcher is already running in this process (maildev allows one).');
  running = true;
  try {
    const { smtpPort } = options;
    let { webPort } = options;
    for (let attempt = 1; ; attempt++) {
      const smtp = smtpPort || (await freePort());
      const web = webPort || (await freePort());
      try {
        return await startMailDev(smtp, web);
      } catch (error) {
        if (!isAddressInUse(error) || attempt >= 5) throw listenError(error, web);
        if (error.port === web && webPort) {
          if (!options.webPortFallback) throw listenError(error, web);
          console.warn(`[bff] mail inbox: port ${web} is in use, using a free port instead`);
          webPort = 0;
        } else if (error.port === smtp && smtpPort) {
          throw listenError(error, web);
        }
        // Otherwise a port picked free was taken before maildev bound it: pick again.
      }
    }
  } catch (error) {
    running = false;
    throw error;
  }
}

/**
 * maildev requires jsdom when it loads, for one use: sanitising a message's HTML when somebody
 * opens it (`getEmail`). Loading jsdom took about a third of the BFF's start-up CPU (ADR 016,
 * "Cold start"), so until that first use maildev gets a stand-in whose `JSDOM` loads the real one.
 */
function deferJsdom(): void {
  const maildevRequire = createRequire(require.resolve('maildev'));
  const jsdomPath = maildevRequire.resolve('jsdom');
  if (require.cache[jsdomPath]) return;
  const standIn = new Module(jsdomPath);
  standIn.filename = jsdomPath;
  standIn.loaded = true;
  let real: { JSDOM: new (...args: unknown[]) => object } | undefined;
  standIn.exports = {
    JSDOM: function JSDOM(...args: unknown[]) {
      if (!real) {
        delete require.cache[jsdomPath];
        real = maildevRequire('jsdom') as NonNullable<typeof real>;
      }
      return new real.JSDOM(...args);
    },
  };
  require.cache[jsdomPath] = standIn;
}

async function startMailDev(smtpPort: number, webPort: number): Promise<MailCatcher> {
  if (!require.cache[require.resolve('maildev')]) deferJsdom();
  const MailDev = require('maildev') as MailDevConstructor;
  const web = require('maildev/lib/web') as { server: Server | null };
  const mailDir = await mkdtemp(join(tmpdir(), 'rozgar-mail-'));
  const signalListeners = {
    SIGTERM: process.listeners('SIGTERM'),
    SIGINT: process.listeners('SIGINT'),
  };
  const maildev = new MailDev({
    smtp: smtpPort,
    web: webPort,
    ip: HOST,
    webIp: HOST,
    mailDirectory: mailDir,
    silent: true,
  });
  // maildev's own SIGTERM/SIGINT handlers exit the process as soon as it has closed itself,
  // before the BFF has stopped its database: the BFF stops the catcher in its own shutdown.
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    for (const listener of process.listeners(signal))
      if (!signalListeners[signal].includes(listener)) process.removeListener(signal, listener);

  // maildev throws SMTP errors from an event listener (a port in use would crash the process, with
  // its listen() never settling) and leaves its web server without an error listener: listen
  // for both here.
  maildev.smtp.removeListener('error', maildev.onSmtpError);
  const webServer = web.server!;
  let started = false;
  const failed = new Promise<never>((_resolve, reject) => {
    const onError = (error: Error) => {
      if (!started) reject(error);
      else console.warn('[bff] mail catcher:', error.message);
    };
    maildev.smtp.on('error', onError);
    webServer.on('error', onError);
  });
  failed.catch(() => {});

  answerOnceStored(maildev);

  const stop = async () => {
    const webClosed = webServer.listening ? once(webServer, 'close') : Promise.resolve();
    await new Promise<void>((resolve) => maildev.close(() => resolve()));
    await webClosed;
    maildev.removeAllListeners('close');
    maildev.removeAllListeners('new');
    maildev.removeAllListeners('delete');
    maildev.store.length = 0;
    await rm(mailDir, { recursive: true, force: true });
  };

  try {
    const webListening = webServer.listening ? Promise.resolve() : once(webServer, 'listening');
    await Promise.race([Promise.all([maildev.listen(), webListening]), failed]);
  } catch (error) {
    await stop();
    throw error;
  }
  started = true;
  return {
    smtpUrl: `smtp://${HOST}:${smtpPort}`,
    inboxUrl: `http://${HOST}:${webPort}`,
    smtpPort,
    webPort,
    stop: async () => {
      await stop();
      running = false;
    },
  };
}

/**
 * maildev accepts a message (SMTP 250) before it has parsed it into its store, so for a moment
 * the REST API would not list a message the BFF has already sent. Hold the SMTP answer until the
 * message is listed: whoever reads the inbox after the BFF has answered finds it there.
 */
function answerOnceStored(maildev: MailDevServer) {
  const onData = maildev.smtp.onData;
  maildev.smtp.onData = (stream, session, callback) => {
    onData(stream, session, (error, message) => {
      const id = /queued as (\S+)/.exec(message ?? '')?.[1];
      if (error || !id || maildev.store.some((mail) => mail.id === id))
        return callback(error, message);
      const timeout = setTimeout(() => answer(), 5000);
      const onNew = (mail: { id: string }) => {
        if (mail.id === id) answer();
      };
      const answer = () => {
        clearTimeout(timeout);
        maildev.removeListener('new', onNew);
        callback(null, message);
      };
      maildev.on('new', onNew);
    });
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function isAddressInUse(error: unknown): error is NodeJS.ErrnoException & { port?: number } {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE';
}

function listenError(error: unknown, webPort: number): Error {
  if (!isAddressInUse(error)) return error as Error;
  const [what, variable] =
    error.port === webPort
      ? ['mail inbox (web)', 'MAIL_INBOX_PORT']
      : ['mail catcher (SMTP)', 'MAIL_SMTP_PORT'];
  return new Error(
    `The ${what} cannot listen on ${HOST}:${error.port}: the port is in use (another Rozgar ` +
      `running?). Stop it, or set ${variable} to a free port.`,
    { cause: error },
  );
}
