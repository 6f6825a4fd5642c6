import {
  candidateInviteResponseSchema,
  type CandidateInvite,
} from '@rozgar/contracts/payloads/candidate-invites';
import { apiFetch } from '@rozgar/design-system';

/*
 * Inviting a candidate to apply over the BFF
 * (docs/product/recruiter-tools-and-workspace.md#invite-to-apply): the answer checked with the
 * contracts' payload schema.
 */

export type { CandidateInvite };

/** `POST /api/candidate-invites`: invites the candidate to one of the account's open jobs. */
export async function inviteCandidate(body: {
  job_id: string;
  user_id: string;
  message?: string;
}): Promise<CandidateInvite> {
  const answer = await apiFetch('/api/candidate-invites', { method: 'POST', body });
  return candidateInviteResponseSchema.parse(answer).invite;
}
