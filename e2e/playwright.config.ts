import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3300);
// A fresh database for every run: the portal seeds it on start. Workers inherit this variable.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'rozgar-e2e-'));

export const baseURL = `http://127.0.0.1:${port}`;
// The port of the BFF's embedded mail catcher (maildev), whose REST API the journeys read the
// e-mailed codes from (e2e/fixtures.ts). Workers inherit this variable.
process.env.E2E_MAIL_INBOX_PORT ??= '3399';
const mailInboxPort = Number(process.env.E2E_MAIL_INBOX_PORT);

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  outputDir: join(repoRoot, '.cache', 'test-reports', 'playwright-artifacts'),
  webServer: {
    // The built portal as `npm start` serves it, on its own port and data directory. Without
    // SMTP_URL it sends its e-mail to its embedded mail catcher, whose inbox (web page and REST
    // API) listens on a fixed port here: if that is taken, the server refuses to start rather than
    // let the journeys read another portal's inbox. It runs the built JavaScript, as production
    // does (`npm run build -w bff`, which `npm test` and `npm start` run when it is out of date).
    command: 'node build/node/server.js',
    cwd: join(repoRoot, 'bff'),
    url: `${baseURL}/remotes.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      SESSION_SECRET: 'e2e-session-secret-not-for-production',
      // Empty, even when the shell sets it: the journeys read the codes from the catcher.
      SMTP_URL: '',
      MAIL_INBOX_PORT: String(mailInboxPort),
      // Every journey signs up fresh users from 127.0.0.1, so one run makes far more sign-ups and
      // logins than a person's 20 (identity) and 100 (login) per IP in 15 minutes; the limits
      // themselves are tested over HTTP in bff/test (rate-limits, identity), not here.
      IDENTITY_RATE_LIMIT: '1000',
      LOGIN_RATE_LIMIT: '1000',
    },
  },
});
