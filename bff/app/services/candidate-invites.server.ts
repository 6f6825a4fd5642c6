import {
  CANDIDATE_INVITE_TEXTS,
  type CandidateInvite as CandidateInvitePayload,
  type CandidateInviteBody,
} from '@rozgar/contracts';
import { Types } from 'mongoose';
import { jsonError } from '../lib/http.server';
import type { SessionUser } from '../lib/load-context.server';
import { CandidateInvite } from '../models/candidate-invite.server';
import { User } from '../models/user.server';
import { findSeeker } from './candidate-search.server';
import { candidateInviteMail, jobLink } from './candidate-invite-mail.server';
import type { Mailer } from './mail.server';
import { accountOf, giveBackMonthly, planOf, quotaUsedUp, takeMonthly } from './quotas.server';
import { jobStatusOf, requireOwnJob } from './recruiter-jobs.server';
import { appliedToAccount, hiddenAmong } from './resdex-access.server';

/*
 * Inviting a candidate to apply (docs/product/recruiter-tools-and-workspace.md#invite-to-apply,
 * ADR 022): a recruiter invites a seeker visible in Resdex to one of the account's open jobs; the
 * invite is mailed to the seeker and counted once against the plan's candidate invites of the
 * month.
 */

/** What sending the invite mail needs: the mailer, and the origin the job's link points to. */
export interface InviteMailSend {
  mailer: Mailer;
  origin: string;
}

const isDuplicateKey = (error: unknown) => (error as { code?: unknown } | null)?.code === 11000;

type StoredInvite = {
  _id: Types.ObjectId;
  job_id: Types.ObjectId;
  user_id: Types.ObjectId;
  invited_by: Types.ObjectId;
  message: string | null;
  created_at: Date;
};

const toPayload = (invite: StoredInvite): CandidateInvitePayload => ({
  id: String(invite._id),
  job_id: String(invite.job_id),
  user_id: String(invite.user_id),
  invited_by: String(invite.invited_by),
  message: invite.message,
  created_at: invite.created_at.toISOString(),
});

/**
 * POST /api/candidate-invites: the job must be one of the account's jobs (the one ownership rule:
 * unknown 404, another account's 403 in words) and open (409 otherwise); the candidate a seeker
 * visible in Resdex (404 when hidden, unless they applied to the account's jobs). The invite row
 * is made first (unique per account, job and candidate: 409 for a second), then a unit of the
 * month's candidate invites is taken atomically (`takeMonthly`'s conditional $inc; refused → the
 * row removed, 403), then the mail goes out (failed → row removed, unit given back, 503).
 */
export async function inviteCandidate(
  recruiter: SessionUser,
  body: CandidateInviteBody,
  send: InviteMailSend,
  now = new Date(),
): Promise<CandidateInvitePayload> {
  const job = await requireOwnJob(recruiter, body.job_id, CANDIDATE_INVITE_TEXTS.notYourJob);
  if (jobStatusOf(job, now) !== 'active') throw jsonError(409, CANDIDATE_INVITE_TEXTS.jobNotOpen);
  const seeker = await findSeeker(body.user_id);
  if (!seeker) throw jsonError(404, CANDIDATE_INVITE_TEXTS.candidateNotFound);
  const [applicant, hidden] = await Promise.all([
    appliedToAccount(recruiter, seeker._id),
    hiddenAmong([seeker._id]),
  ]);
  if (!applicant && hidden.size > 0) throw jsonError(404, CANDIDATE_INVITE_TEXTS.candidateNotFound);

  const account = accountOf(recruiter);
  let invite: StoredInvite;
  try {
    const row = await CandidateInvite.create({
      account_id: account,
      job_id: job._id,
      user_id: seeker._id,
      invited_by: new Types.ObjectId(recruiter.id),
      message: body.message,
      created_at: now,
    });
    invite = row.toObject() as unknown as StoredInvite;
  } catch (error) {
    if (isDuplicateKey(error)) throw jsonError(409, CANDIDATE_INVITE_TEXTS.alreadyInvited);
    throw error;
  }

  const plan = await planOf(account);
  if (!(await takeMonthly(account, 'candidate_invites', plan.candidate_invites_per_month, now))) {
    await CandidateInvite.deleteOne({ _id: invite._id });
    throw quotaUsedUp('candidate_invites');
  }

  try {
    const candidate = await User.findById(seeker._id, { email: 1, name: 1 }).lean<{
      email: string;
      name?: string;
    }>();
    if (!candidate) throw new Error('The invited seeker has no account any more');
    await send.mailer.send(
      candidateInviteMail({
        to: candidate.email,
        name: candidate.name ?? '',
        invitedBy: recruiter.name,
        job: { title: job.job_title, company: job.company, location: job.location },
        message: body.message,
        link: jobLink(send.origin, String(job._id)),
      }),
    );
  } catch (error) {
    console.error('[bff] could not send a candidate invitation e-mail', error);
    await CandidateInvite.deleteOne({ _id: invite._id });
    await giveBackMonthly(account, 'candidate_invites', now);
    throw jsonError(503, CANDIDATE_INVITE_TEXTS.mailFailed);
  }
  return toPayload(invite);
}
