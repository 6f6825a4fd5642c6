import {
  JOB_ALERT_DIGEST_MAX_JOBS,
  JOB_ALERT_FREQUENCY_LABELS,
  UNSUBSCRIBE_TEXTS,
  jobAlertSearchParams,
  type JobAlertFrequency,
  type JobAlertSearch,
} from '@rozgar/contracts';
import { jobLink } from './candidate-invite-mail.server';
import type { IdentitySettings } from './identity-settings.server';
import { escapeHtml, type Mailer, type OutgoingMail } from './mail.server';
import { unsubscribeKeyFrom, unsubscribeToken } from './job-alert-unsubscribe.server';

/*
 * The job alert mails (docs/product/notifications-and-alerts.md#job-alerts): one new matching job
 * (an instant alert) or a digest of the new ones (daily, weekly). Both have a plain-text and an
 * HTML part with each job's title, company, location and salary and a link to its page, a link to
 * the alert's search, and a one-click unsubscribe link that works without logging in, also given
 * to mail clients as `List-Unsubscribe` with `List-Unsubscribe-Post` (RFC 8058).
 */

/** What sending an alert mail needs: the mailer, where links point, the unsubscribe key. */
export interface AlertMailContext {
  mailer: Mailer;
  /** The origin people open Rozgar at (`https://rozgar.example.in`). */
  origin: string;
  unsubscribeKey: Buffer;
}

/** The context from the server's settings: PUBLIC_ORIGIN when set, otherwise `fallbackOrigin`. */
export function alertMailContext(
  identity: Pick<IdentitySettings, 'mailer' | 'publicOrigin' | 'codeSecret'>,
  fallbackOrigin: string,
): AlertMailContext {
  return {
    mailer: identity.mailer,
    origin: identity.publicOrigin ?? fallbackOrigin,
    unsubscribeKey: unsubscribeKeyFrom(identity.codeSecret),
  };
}

export interface AlertMailUser {
  email: string;
  name?: string | null;
}

export interface AlertMailAlert {
  _id: unknown;
  name: string;
  frequency: JobAlertFrequency;
  search: unknown;
  unsubscribe_nonce: string;
}

export interface AlertMailJob {
  _id: unknown;
  job_title: string;
  company: string;
  location: string;
  min_salary?: number | null;
  max_salary?: number | null;
}

function lakhs(value: number): string {
  return `₹${Number.isInteger(value) ? value : value.toFixed(1).replace(/\.0$/, '')} LPA`;
}

/** The salary as the job pages show it: "₹5 LPA - ₹10 LPA", "₹5 LPA+", "Up to …", or none. */
export function salaryText(min?: number | null, max?: number | null): string | null {
  const low = min != null && min > 0 ? min : null;
  const high = max != null && max > 0 ? max : null;
  if (low !== null && high !== null) return `${lakhs(low)} - ${lakhs(high)}`;
  if (low !== null) return `${lakhs(low)}+`;
  if (high !== null) return `Up to ${lakhs(high)}`;
  return null;
}

interface Links {
  unsubscribe: string;
  search: string;
  manage: string;
}

function linksOf(context: AlertMailContext, alert: AlertMailAlert): Links {
  const token = unsubscribeToken(context.unsubscribeKey, alert);
  const params = new URLSearchParams(jobAlertSearchParams((alert.search ?? {}) as JobAlertSearch));
  const query = params.size > 0 ? `?${params}` : '';
  return {
    unsubscribe: new URL(
      `/api/unsubscribe?token=${encodeURIComponent(token)}`,
      context.origin,
    ).toString(),
    search: new URL(`/jobs${query}`, context.origin).toString(),
    manage: new URL('/job-seeker-dashboard', context.origin).toString(),
  };
}

const facts = (job: AlertMailJob) =>
  [job.company, job.location, salaryText(job.min_salary, job.max_salary)].filter(
    (fact): fact is string => Boolean(fact),
  );

function jobText(job: AlertMailJob, origin: string): string {
  return [
    `${job.job_title}`,
    `  ${facts(job).join(' · ')}`,
    `  ${jobLink(origin, String(job._id))}`,
  ].join('\n');
}

function jobHtml(job: AlertMailJob, origin: string): string {
  const link = escapeHtml(jobLink(origin, String(job._id)));
  return `<li style="margin-bottom: 12px;"><a href="${link}" style="font-weight: bold;">${escapeHtml(job.job_title)}</a><br>${facts(
    job,
  )
    .map(escapeHtml)
    .join(' · ')}</li>`;
}

/** "and 3 more jobs — see all" under a digest that left jobs out (a link to the alert's search). */
export const moreJobsText = (left: number) =>
  `and ${left} more ${left === 1 ? 'job' : 'jobs'} — see all`;

/**
 * The mail's two parts around the jobs: greeting, the jobs (and how many were left out), the
 * search and the unsubscribe.
 */
function alertMail(
  user: AlertMailUser,
  alert: AlertMailAlert,
  subject: string,
  intro: string,
  jobs: readonly AlertMailJob[],
  context: AlertMailContext,
  left = 0,
): OutgoingMail {
  const links = linksOf(context, alert);
  const more = left > 0 ? moreJobsText(left) : '';
  const greeting = user.name ? `Hello ${user.name},` : 'Hello,';
  const why = `You get this e-mail because of your job alert "${alert.name}" (${JOB_ALERT_FREQUENCY_LABELS[alert.frequency]}).`;
  const text = [
    greeting,
    '',
    intro,
    '',
    ...jobs.map((job) => `${jobText(job, context.origin)}\n`),
    ...(more ? [`…${more}: ${links.search}`, ''] : []),
    'See every job matching your alert:',
    links.search,
    '',
    '— Rozgar',
    '',
    why,
    `${UNSUBSCRIBE_TEXTS.mailLink}: ${links.unsubscribe}`,
    `Manage your job alerts: ${links.manage}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #1f2933;">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<ul style="padding-left: 18px;">
${jobs.map((job) => jobHtml(job, context.origin)).join('\n')}
</ul>
${more ? `<p>…<a href="${escapeHtml(links.search)}">${escapeHtml(more)}</a></p>\n` : ''}<p><a href="${escapeHtml(links.search)}">See every job matching your alert</a></p>
<p>— Rozgar</p>
<hr style="border: none; border-top: 1px solid #c4cdd5;">
<p style="font-size: 13px; color: #52606d;">${escapeHtml(why)}<br>
<a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(UNSUBSCRIBE_TEXTS.mailLink)}</a> · <a href="${escapeHtml(links.manage)}">Manage your job alerts</a></p>
</body></html>`;
  return {
    to: user.email,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The mail of one new job matching an instant alert. */
export function instantAlertMail(
  user: AlertMailUser,
  alert: AlertMailAlert,
  job: AlertMailJob,
  context: AlertMailContext,
): OutgoingMail {
  return alertMail(
    user,
    alert,
    `New job for "${alert.name}": ${job.job_title} at ${job.company}`,
    `A new job matches your job alert "${alert.name}":`,
    [job],
    context,
  );
}

/**
 * The digest of new jobs matching a daily or weekly alert: the first 20, newest first, of `total`
 * (the jobs given when not said); those left out are "and N more jobs — see all".
 */
export function digestMail(
  user: AlertMailUser,
  alert: AlertMailAlert,
  jobs: readonly AlertMailJob[],
  context: AlertMailContext,
  total = jobs.length,
): OutgoingMail {
  const shown = jobs.slice(0, JOB_ALERT_DIGEST_MAX_JOBS);
  const all = Math.max(total, jobs.length);
  const count = all === 1 ? '1 new job' : `${all} new jobs`;
  const more = all > shown.length ? ` The newest ${shown.length} are below.` : '';
  return alertMail(
    user,
    alert,
    `${count} for "${alert.name}"`,
    `${count} matching your job alert "${alert.name}" ${all === 1 ? 'was' : 'were'} posted since our last e-mail.${more}`,
    shown,
    context,
    all - shown.length,
  );
}

/** Sends the mail of one new job matching an instant alert (resolves once the server took it). */
export async function sendInstantAlertMail(
  user: AlertMailUser,
  alert: AlertMailAlert,
  job: AlertMailJob,
  context: AlertMailContext,
): Promise<void> {
  await context.mailer.send(instantAlertMail(user, alert, job, context));
}

/** Sends a digest (`total`: how many match in all, when more than given); no jobs, no mail (false). */
export async function sendDigestMail(
  user: AlertMailUser,
  alert: AlertMailAlert,
  jobs: readonly AlertMailJob[],
  context: AlertMailContext,
  total = jobs.length,
): Promise<boolean> {
  if (jobs.length === 0) return false;
  await context.mailer.send(digestMail(user, alert, jobs, context, total));
  return true;
}
