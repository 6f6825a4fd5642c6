import { z } from 'zod/mini';
import { SUB_USER_STATUSES } from '../vocabularies/sub-users';
import { count, isoDateTime, objectId, someText } from './common';

/*
 * Sub-users as the API sends them (docs/product/recruiter-tools-and-workspace.md#sub-users): the
 * account's seats, members and pending invitations, and an invitation's public preview.
 */

/** The plan's seats: members (active or deactivated) and pending invitations each take one. */
export const subUserSeatsSchema = z.strictObject({ total: count, used: count, left: count });
export type SubUserSeats = z.infer<typeof subUserSeatsSchema>;

/** A colleague who joined the account. */
export const subUserMemberSchema = z.strictObject({
  id: objectId,
  name: someText,
  email: someText,
  status: z.enum(SUB_USER_STATUSES),
  joined_at: isoDateTime,
  last_login_at: z.nullable(isoDateTime),
});
export type SubUserMember = z.infer<typeof subUserMemberSchema>;

/** An invitation not yet accepted, withdrawn or expired. */
export const subUserInviteSchema = z.strictObject({
  id: objectId,
  name: someText,
  email: someText,
  invited_at: isoDateTime,
  expires_at: isoDateTime,
});
export type SubUserInvite = z.infer<typeof subUserInviteSchema>;

/** GET /api/sub-users (the account's admin): seats, members (joined first) and pending invites. */
export const subUsersPayloadSchema = z.strictObject({
  seats: subUserSeatsSchema,
  members: z.array(subUserMemberSchema),
  invites: z.array(subUserInviteSchema),
});
export type SubUsersPayload = z.infer<typeof subUsersPayloadSchema>;

/** POST /api/sub-users/invites → 201, POST /api/sub-users/invites/{id}/resend → 200. */
export const subUserInviteResponseSchema = z.strictObject({
  invite: subUserInviteSchema,
  seats: subUserSeatsSchema,
});
export type SubUserInviteResponse = z.infer<typeof subUserInviteResponseSchema>;

/** PATCH /api/sub-users/{id} → the member as now. */
export const subUserMemberResponseSchema = z.strictObject({
  member: subUserMemberSchema,
  seats: subUserSeatsSchema,
});
export type SubUserMemberResponse = z.infer<typeof subUserMemberResponseSchema>;

/** DELETE /api/sub-users/{id} and DELETE /api/sub-users/invites/{id} → the seats as now. */
export const subUserSeatsResponseSchema = z.strictObject({ seats: subUserSeatsSchema });
export type SubUserSeatsResponse = z.infer<typeof subUserSeatsResponseSchema>;

/**
 * GET /api/sub-user-invites/{token} (public): who is invited and by whom — the admin's name and
 * their company's name (null without a company page) — for the signup page opened from the mail.
 */
export const subUserInvitePreviewSchema = z.strictObject({
  email: someText,
  name: someText,
  account: z.strictObject({ name: someText, company: z.nullable(someText) }),
});
export type SubUserInvitePreview = z.infer<typeof subUserInvitePreviewSchema>;
