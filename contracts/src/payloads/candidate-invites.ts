import { z } from 'zod/mini';
import { CANDIDATE_INVITE_MESSAGE_MAX } from '../vocabularies/candidate-invites';
import { isoDateTime, objectId } from './common';

/*
 * Invites to apply as the API sends them (docs/product/recruiter-tools-and-workspace.md#invite-to-apply).
 */

/** One invite: the job, the candidate, the recruiter who sent it, their message, when. */
export const candidateInviteSchema = z.strictObject({
  id: objectId,
  job_id: objectId,
  user_id: objectId,
  invited_by: objectId,
  message: z.nullable(z.string().check(z.minLength(1), z.maxLength(CANDIDATE_INVITE_MESSAGE_MAX))),
  created_at: isoDateTime,
});
export type CandidateInvite = z.infer<typeof candidateInviteSchema>;

/** POST /api/candidate-invites → 201: the invite as stored. */
export const candidateInviteResponseSchema = z.strictObject({ invite: candidateInviteSchema });
export type CandidateInviteResponse = z.infer<typeof candidateInviteResponseSchema>;
