import { z } from 'zod';
import { bodyError, inputText } from './text';
import { CANDIDATE_INVITE_MESSAGE_MAX } from './vocabularies/candidate-invites';

export * from './vocabularies/candidate-invites';
export * from './payloads/candidate-invites';

/*
 * Inviting a candidate to apply (docs/product/recruiter-tools-and-workspace.md#invite-to-apply):
 * the body of POST /api/candidate-invites. What the API answers is in ./payloads/candidate-invites.
 */

const anId = (field: string) =>
  z
    .string(`${field} is required`)
    .regex(/^[0-9a-f]{24}$/i, `${field} must be an id of 24 hexadecimal digits`);

/** POST /api/candidate-invites: one of the account's open jobs, a seeker, an optional message. */
export const candidateInviteBodySchema = z.strictObject(
  {
    job_id: anId('job_id'),
    user_id: anId('user_id'),
    message: inputText('Message', { max: CANDIDATE_INVITE_MESSAGE_MAX, multiline: true })
      .nullish()
      .transform((message) => message || null),
  },
  { error: bodyError },
);
export type CandidateInviteBody = z.output<typeof candidateInviteBodySchema>;
export type CandidateInviteInput = z.input<typeof candidateInviteBodySchema>;

/**
 * A stored `candidate_invites` row (docs/product/data-model.md#candidate_invites): one per
 * account, job and candidate.
 */
export const storedCandidateInviteSchema = z.strictObject({
  _id: z.unknown(),
  account_id: z.unknown(),
  job_id: z.unknown(),
  user_id: z.unknown(),
  invited_by: z.unknown(),
  message: z.string().trim().min(1).max(CANDIDATE_INVITE_MESSAGE_MAX).nullable(),
  created_at: z.date(),
  __v: z.number().optional(),
});
