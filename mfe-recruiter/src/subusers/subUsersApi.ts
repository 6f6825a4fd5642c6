import {
  subUserInviteResponseSchema,
  subUserMemberResponseSchema,
  subUserSeatsResponseSchema,
  subUsersPayloadSchema,
  type SubUserInvite,
  type SubUserInviteResponse,
  type SubUserMember,
  type SubUserMemberResponse,
  type SubUserSeats,
  type SubUserSeatsResponse,
  type SubUsersPayload,
} from '@rozgar/contracts/payloads/sub-users';
import type { SubUserStatus } from '@rozgar/contracts/sub-users';
import { apiFetch } from '@rozgar/design-system';

/*
 * The account's sub-users over the BFF (docs/product/recruiter-tools-and-workspace.md#sub-users):
 * the admin's seats, members and pending invitations; every answer checked with the contracts'
 * payload schemas.
 */

export type {
  SubUserInvite,
  SubUserInviteResponse,
  SubUserMember,
  SubUserMemberResponse,
  SubUserSeats,
  SubUserSeatsResponse,
  SubUsersPayload,
};

const memberPath = (id: string) => `/api/sub-users/${encodeURIComponent(id)}`;
const invitePath = (id: string) => `/api/sub-users/invites/${encodeURIComponent(id)}`;

/** `GET /api/sub-users` (the admin): seats, members and pending invitations. */
export async function fetchSubUsers(): Promise<SubUsersPayload> {
  return subUsersPayloadSchema.parse(await apiFetch('/api/sub-users'));
}

/** `POST /api/sub-users/invites`: mails the colleague a link; takes a seat. */
export async function inviteSubUser(body: {
  name: string;
  email: string;
}): Promise<SubUserInviteResponse> {
  const answer = await apiFetch('/api/sub-users/invites', { method: 'POST', body });
  return subUserInviteResponseSchema.parse(answer);
}

/** `POST /api/sub-users/invites/{id}/resend`: the same invitation mailed again. */
export async function resendSubUserInvite(id: string): Promise<SubUserInviteResponse> {
  const answer = await apiFetch(`${invitePath(id)}/resend`, { method: 'POST' });
  return subUserInviteResponseSchema.parse(answer);
}

/** `DELETE /api/sub-users/invites/{id}`: the link stops working; the seat is free. */
export async function withdrawSubUserInvite(id: string): Promise<SubUserSeatsResponse> {
  return subUserSeatsResponseSchema.parse(await apiFetch(invitePath(id), { method: 'DELETE' }));
}

/** `PATCH /api/sub-users/{id}`: deactivate (their sessions end) or re-activate. */
export async function setSubUserStatus(
  id: string,
  status: SubUserStatus,
): Promise<SubUserMemberResponse> {
  const answer = await apiFetch(memberPath(id), { method: 'PATCH', body: { status } });
  return subUserMemberResponseSchema.parse(answer);
}

/** `DELETE /api/sub-users/{id}`: they can no longer sign in; their work stays the account's. */
export async function removeSubUser(id: string): Promise<SubUserSeatsResponse> {
  return subUserSeatsResponseSchema.parse(await apiFetch(memberPath(id), { method: 'DELETE' }));
}
