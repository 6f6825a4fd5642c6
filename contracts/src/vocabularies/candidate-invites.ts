/*
 * Inviting a candidate to apply (docs/product/recruiter-tools-and-workspace.md#invite-to-apply):
 * the limits and the texts the API and the pages share. Each invite counts against the plan's
 * candidate invites of the month (QUOTA_TEXTS.candidateInvitesUsedUp once used up).
 */

/** The recruiter's message to the candidate: at most 500 characters. */
export const CANDIDATE_INVITE_MESSAGE_MAX = 500;

export const CANDIDATE_INVITE_TEXTS = {
  /** 409: one invite per candidate and job. */
  alreadyInvited: 'You have already invited this candidate to this job',
  /** 403: a job no member of the account posted. */
  notYourJob: 'You can only invite candidates to your own jobs',
  /** 409: the account's job is closed or expired. */
  jobNotOpen: 'This job is not open: invite candidates to one of your open jobs',
  /** 404: not a seeker, or hidden from recruiters they did not apply to. */
  candidateNotFound: 'Candidate not found',
  /** 503: the mail could not go out; nothing was kept or counted. */
  mailFailed: 'We could not send the invitation e-mail. Please try again in a moment.',
  /** The toast once sent. */
  sent: 'Invitation sent',
} as const;
