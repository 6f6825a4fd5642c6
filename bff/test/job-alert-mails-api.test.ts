import {
  UNSUBSCRIBE_TEXTS,
  jobAlertResponseSchema,
  unsubscribePayloadSchema,
  type JobAlert as JobAlertPayload,
} from '@rozgar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobAlert } from '../app/models/job-alert.server';
import { codeSecretFrom } from '../app/services/identity-settings.server';
import {
  alertMailContext,
  sendDigestMail,
  sendInstantAlertMail,
  type AlertMailAlert,
  type AlertMailContext,
} from '../app/services/job-alert-mail.server';
import { unsubscribeKeyFrom, unsubscribeToken } from '../app/services/job-alert-unsubscribe.server';
import { createMailer } from '../app/services/mail.server';
import { startMailCatcher, type MailCatcher } from '../server/mail-catcher';
import { postedJob } from './support/job-fixtures';
import { startTestApp, type TestApp } from './support/harness';
import { mailboxAt, type Mailbox } from './support/mailbox';
import { payload } from './support/payload';
import { loggedIn, type Account } from './support/profile-fixtures';

/*
 * The job alert mails and their one-click unsubscribe (issue 19,
 * docs/product/notifications-and-alerts.md#job-alerts): both parts carry the jobs and the links,
 * RFC 8058 headers; opening the signed link only asks (mail scanners open links), its POST works
 * without logging in, once; forged, damaged, reused or stale links are 400 in words and change
 * nothing; a browser gets a page with a button.
 */

const SESSION_SECRET = 'job-alert-mails-secret';
let app: TestApp;
let catcher: MailCatcher;
let mailbox: Mailbox;
let context: AlertMailContext;
let recruiter: Account;

beforeAll(async () => {
  catcher = await startMailCatcher({ webPort: 0, smtpPort: 0 });
  mailbox = mailboxAt(catcher.inboxUrl);
  app = await startTestApp({ env: { SESSION_SECRET, SMTP_URL: catcher.smtpUrl } });
  const mailer = createMailer({ smtpUrl: catcher.smtpUrl, from: 'Rozgar <alerts@rozgar.test>' });
  // the server's own key: the one-time-code secret derived from its session secret
  context = alertMailContext(
    { mailer, publicOrigin: undefined, codeSecret: codeSecretFrom({}, SESSION_SECRET) },
    app.baseUrl,
  );
  recruiter = await loggedIn(app, 'Recruiter');
});

afterAll(async () => {
  context?.mailer.close();
  await app?.close();
  await catcher?.stop();
});

async function alertOf(seeker: Account, json: unknown): Promise<AlertMailAlert & JobAlertPayload> {
  const response = await seeker.client.post('/api/job-alerts', json);
  expect(response.status).toBe(201);
  const alert = payload(jobAlertResponseSchema, await response.json()).alert;
  const stored = await JobAlert.findById(alert.id).lean();
  return { ...alert, _id: alert.id, unsubscribe_nonce: stored!.unsubscribe_nonce };
}

/** The newest mail to the address, with its raw headers (maildev's parsed `headers`). */
async function newestMailTo(email: string) {
  const [mail] = await mailbox.messagesTo(email);
  expect(mail).toBeDefined();
  const all = (await (await fetch(`${catcher.inboxUrl}/email`)).json()) as Array<{
    id: string;
    headers: Record<string, string>;
  }>;
  return { ...mail!, headers: all.find((raw) => raw.id === mail!.id)!.headers };
}

const unsubscribeLinkIn = (text: string) =>
  /Unsubscribe from this alert: (\S+)/.exec(text)?.[1] as string;

describe('alert mails', () => {
  it('mails a new matching job with both parts, the job’s facts and links, and RFC 8058 headers', async () => {
    const seeker = await loggedIn(app, 'Job Seeker', 'Ravi Kulkarni');
    const alert = await alertOf(seeker, { search: { q: 'React', locations: 'Pune' } });
    const job = await postedJob(recruiter, {
      job_title: 'React Developer <Senior>',
      company: 'Deccan Apps',
      location: 'Pune',
      min_salary: 5,
      max_salary: 10,
    });
    await sendInstantAlertMail(
      { email: seeker.email, name: 'Ravi Kulkarni' },
      alert,
      { ...job, _id: job.id },
      context,
    );
    const mail = await newestMailTo(seeker.email);
    expect(mail.subject).toBe(
      'New job for "React in Pune": React Developer <Senior> at Deccan Apps',
    );
    const jobUrl = `${app.baseUrl}/job-details/${job.id}`;
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Deccan Apps');
      expect(part).toContain('₹5 LPA - ₹10 LPA');
      expect(part).toContain(jobUrl);
    }
    expect(mail.text).toContain(`${app.baseUrl}/jobs?q=React&locations=Pune`);
    expect(mail.html).toContain(`${app.baseUrl}/jobs?q=React&amp;locations=Pune`);
    expect(mail.text).toContain('Hello Ravi Kulkarni,');
    expect(mail.text).toContain('React Developer <Senior>');
    expect(mail.html).toContain('React Developer &lt;Senior&gt;');
    const link = unsubscribeLinkIn(mail.text);
    expect(link).toMatch(new RegExp(`^${app.baseUrl}/api/unsubscribe\\?token=`));
    expect(mail.headers['list-unsubscribe']).toBe(`<${link}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('mails a digest of the new jobs, and nothing when there are none', async () => {
    const seeker = await loggedIn(app);
    const alert = await alertOf(seeker, {
      name: 'Go jobs',
      frequency: 'daily',
      search: { q: 'Go' },
    });
    const jobs = await Promise.all(
      ['Go Developer', 'Go Lead'].map((job_title) => postedJob(recruiter, { job_title })),
    );
    const asMailed = jobs.map((job) => ({ ...job, _id: job.id }));
    expect(await sendDigestMail({ email: seeker.email }, alert, [], context)).toBe(false);
    expect(await mailbox.messagesTo(seeker.email)).toEqual([]);
    expect(await sendDigestMail({ email: seeker.email }, alert, asMailed, context)).toBe(true);
    const mail = await newestMailTo(seeker.email);
    expect(mail.subject).toBe('2 new jobs for "Go jobs"');
    expect(mail.text).toContain('You get this e-mail because of your job alert "Go jobs" (Daily).');
    for (const job of jobs) expect(mail.text).toContain(`${app.baseUrl}/job-details/${job.id}`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).not.toContain('more jobs — see all');
  });

  it('lists the newest 20 of a longer digest and links the rest: "and N more jobs — see all"', async () => {
    const seeker = await loggedIn(app);
    const alert = await alertOf(seeker, {
      name: 'Perl jobs',
      frequency: 'weekly',
      search: { q: 'Perl' },
    });
    const jobs = Array.from({ length: 20 }, (_, i) => ({
      _id: `65a0000000000000000000${String(i).padStart(2, '0')}`,
      job_title: `Perl Developer ${i + 1}`,
      company: 'Camel Works',
      location: 'Pune',
    }));
    expect(await sendDigestMail({ email: seeker.email }, alert, jobs, context, 23)).toBe(true);
    const mail = await newestMailTo(seeker.email);
    expect(mail.subject).toBe('23 new jobs for "Perl jobs"');
    expect(mail.text).toContain('The newest 20 are below.');
    const search = `${app.baseUrl}/jobs?q=Perl`;
    expect(mail.text).toContain(`Perl Developer 20\n`);
    expect(mail.text).toContain(`…and 3 more jobs — see all: ${search}`);
    expect(mail.html).toContain(`…<a href="${search}">and 3 more jobs — see all</a>`);

    await sendDigestMail({ email: seeker.email }, alert, jobs, context, 21);
    expect((await newestMailTo(seeker.email)).text).toContain(
      `…and 1 more job — see all: ${search}`,
    );
  });
});

describe('unsubscribe', () => {
  it('opening a mailed link only asks (twice, nothing changes); its POST deletes the alert once; reused it is 400', async () => {
    const seeker = await loggedIn(app);
    const alert = await alertOf(seeker, { name: 'Rust jobs', search: { q: 'Rust' } });
    const job = await postedJob(recruiter, { job_title: 'Rust Developer' });
    await sendInstantAlertMail({ email: seeker.email }, alert, { ...job, _id: job.id }, context);
    const link = unsubscribeLinkIn((await newestMailTo(seeker.email)).text);

    for (let opened = 0; opened < 2; opened += 1) {
      const response = await fetch(link);
      expect(response.status).toBe(200);
      expect(payload(unsubscribePayloadSchema, await response.json())).toEqual({
        alert: { id: alert.id, name: 'Rust jobs' },
        message: UNSUBSCRIBE_TEXTS.confirm('Rust jobs'),
      });
      expect(await JobAlert.exists({ _id: alert.id })).not.toBeNull();
    }

    const response = await fetch(link, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(payload(unsubscribePayloadSchema, await response.json())).toEqual({
      alert: { id: alert.id, name: 'Rust jobs' },
      message: UNSUBSCRIBE_TEXTS.done('Rust jobs'),
    });
    expect(await JobAlert.exists({ _id: alert.id })).toBeNull();

    for (const method of ['GET', 'POST']) {
      const again = await fetch(link, { method });
      expect([method, again.status]).toEqual([method, 400]);
      expect(await again.json()).toEqual({ error: UNSUBSCRIBE_TEXTS.invalid });
    }
  });

  it('refuses forged, damaged, foreign-key and stale tokens with 400, changing nothing', async () => {
    const seeker = await loggedIn(app);
    const alert = await alertOf(seeker, { search: { q: 'Scala' } });
    const other = await alertOf(seeker, { search: { q: 'Kotlin' } });
    const good = unsubscribeToken(context.unsubscribeKey, alert);
    const [id, nonce, signature] = good.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`;
    const stale = unsubscribeToken(context.unsubscribeKey, {
      ...alert,
      unsubscribe_nonce: 'old-nonce-123456',
    });
    const tokens = [
      `${id}.${nonce}.${flipped}`, // forged signature
      `${other.id}.${nonce}.${signature}`, // another alert with this signature
      unsubscribeToken(unsubscribeKeyFrom('another server'), alert), // another server's key
      stale, // the alert's old nonce
      `${id}.${nonce}`,
      'not a token',
      `${good}.extra`,
    ];
    for (const token of tokens) {
      for (const method of ['GET', 'POST']) {
        const response = await fetch(
          `${app.baseUrl}/api/unsubscribe?token=${encodeURIComponent(token)}`,
          { method },
        );
        expect([token, method, response.status]).toEqual([token, method, 400]);
        expect(await response.json()).toEqual({ error: UNSUBSCRIBE_TEXTS.invalid });
      }
    }
    const missing = await fetch(`${app.baseUrl}/api/unsubscribe`);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: UNSUBSCRIBE_TEXTS.missingToken });
    expect(await JobAlert.countDocuments({ _id: { $in: [alert.id, other.id] } })).toBe(2);

    // a changed search gets a new nonce: links mailed for the old one stop working
    await seeker.client.request(`/api/job-alerts/${alert.id}`, {
      method: 'PATCH',
      json: { search: { q: 'Scala', workModes: 'Remote' } },
    });
    const old = await fetch(`${app.baseUrl}/api/unsubscribe?token=${encodeURIComponent(good)}`);
    expect(old.status).toBe(400);
    expect(await JobAlert.exists({ _id: alert.id })).not.toBeNull();
  });

  it('takes the one-click POST a mail provider sends from its own server (no Origin)', async () => {
    const seeker = await loggedIn(app);
    const alert = await alertOf(seeker, { name: 'Swift jobs', search: { q: 'Swift' } });
    const token = unsubscribeToken(context.unsubscribeKey, alert);
    const post = () =>
      fetch(`${app.baseUrl}/api/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    const response = await post();
    expect(response.status).toBe(200);
    expect((await response.json()).alert).toEqual({ id: alert.id, name: 'Swift jobs' });
    expect(await JobAlert.exists({ _id: alert.id })).toBeNull();
    expect((await post()).status).toBe(400);
    // other mutating API calls still refuse a request without Origin
    const crossSite = await fetch(`${app.baseUrl}/api/job-alerts`, { method: 'POST', body: '{}' });
    expect(crossSite.status).toBe(403);
  });

  it('shows a browser a question with a button (changing nothing), then the answer; bad links a page in words', async () => {
    const seeker = await loggedIn(app);
    const alert = await alertOf(seeker, { name: 'Java <jobs>', search: { q: 'Java' } });
    const token = unsubscribeToken(context.unsubscribeKey, alert);
    const asBrowser = { headers: { Accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' } };
    const path = `/api/unsubscribe?token=${encodeURIComponent(token)}`;
    const url = `${app.baseUrl}${path}`;

    for (let opened = 0; opened < 2; opened += 1) {
      const asked = await fetch(url, asBrowser);
      expect(asked.status).toBe(200);
      expect(asked.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await asked.text();
      expect(html).toContain('<html lang="en">');
      expect(html).not.toMatch(/<script|\son\w+=/i);
      expect(html).toContain(
        '<p id="question">Unsubscribe from the job alert &quot;Java &lt;jobs&gt;&quot;?</p>',
      );
      expect(html).toContain(
        `<form method="post" action="${path.replaceAll('&', '&amp;')}" aria-labelledby="question">`,
      );
      expect(html).toContain('<button type="submit">Unsubscribe</button>');
      expect(html).toContain('<a href="/job-seeker-dashboard#job-alerts">Manage job alerts</a>');
      expect(await JobAlert.exists({ _id: alert.id })).not.toBeNull();
    }

    // the button: a form post from the page itself
    const formPost = {
      method: 'POST',
      headers: {
        ...asBrowser.headers,
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: app.baseUrl,
      },
      body: '',
    };
    const done = await fetch(url, formPost);
    expect(done.status).toBe(200);
    const html = await done.text();
    expect(html).toContain('<h1>Unsubscribed</h1>');
    expect(html).toContain(
      '<p role="status">Unsubscribed from the job alert &quot;Java &lt;jobs&gt;&quot;. You will no longer get this job alert.</p>',
    );
    expect(await JobAlert.exists({ _id: alert.id })).toBeNull();

    for (const used of [await fetch(url, formPost), await fetch(url, asBrowser)]) {
      expect(used.status).toBe(400);
      expect(used.headers.get('content-type')).toMatch(/^text\/html/);
      const text = await used.text();
      expect(text).toContain('This unsubscribe link is not valid or has already been used.');
      expect(text).not.toContain('<form');
    }
    const missing = await fetch(`${app.baseUrl}/api/unsubscribe`, asBrowser);
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain(UNSUBSCRIBE_TEXTS.missingToken);
  });
});
