import { escapeHtml, type OutgoingMail } from './mail.server';

/*
 * The mail inviting a candidate to apply (docs/product/recruiter-tools-and-workspace.md#invite-to-apply):
 * plain text and HTML, both with the job's title, company and location, the recruiter's message
 * and a link to the job's page.
 */

/** `${origin}/job-details/{id}`: the job's page the shell serves. */
export function jobLink(origin: string, jobId: string): string {
  return new URL(`/job-details/${encodeURIComponent(jobId)}`, origin).toString();
}

export interface CandidateInviteMailContent {
  to: string;
  name: string;
  /** The recruiter who invites. */
  invitedBy: string;
  job: { title: string; company: string; location: string };
  message: string | null;
  link: string;
}

export function candidateInviteMail({
  to,
  name,
  invitedBy,
  job,
  message,
  link,
}: CandidateInviteMailContent): OutgoingMail {
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const subject = `${job.company} invites you to apply: ${job.title}`;
  const text = [
    greeting,
    '',
    `${invitedBy} of ${job.company} invites you to apply for ${job.title} (${job.location}) on Rozgar.`,
    ...(message ? ['', `Their message: ${message}`] : []),
    '',
    'See the job and apply:',
    link,
    '',
    'If you are not interested, you can ignore this e-mail.',
    '',
    '— Rozgar',
  ].join('\n');
  const quoted = message
    ? `<blockquote style="border-left: 3px solid #c4cdd5; margin: 0; padding-left: 12px;">${escapeHtml(message).replace(/\n/g, '<br>')}</blockquote>`
    : '';
  const html = `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #1f2933;">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(invitedBy)} of ${escapeHtml(job.company)} invites you to apply for <strong>${escapeHtml(job.title)}</strong> (${escapeHtml(job.location)}) on Rozgar.</p>
${quoted}
<p><a href="${escapeHtml(link)}" style="font-weight: bold;">See the job and apply</a></p>
<p>Or open this address: ${escapeHtml(link)}</p>
<p>If you are not interested, you can ignore this e-mail.</p>
<p>— Rozgar</p>
</body></html>`;
  return { to, subject, text, html };
}
