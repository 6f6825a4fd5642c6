import { z } from 'zod';
import { bodyError, inputText, oneOf, requiredText } from './text';
import { SUB_USER_EMAIL_MAX, SUB_USER_NAME_MAX, SUB_USER_STATUSES } from './vocabularies/sub-users';

export * from './vocabularies/sub-users';
export * from './payloads/sub-users';

/*
 * Sub-users (docs/product/recruiter-tools-and-workspace.md#sub-users): the bodies and path values
 * of /api/sub-users, /api/sub-users/invites[/{id}[/resend]] and /api/sub-user-invites/{token}.
 * What the API answers is in ./payloads/sub-users (zod/mini).
 */

/** An e-mail address: trimmed, lower case, at most SUB_USER_EMAIL_MAX characters. */
const invitedEmail = inputText('Email', {
  max: SUB_USER_EMAIL_MAX,
  notText: 'Email is required',
  tooLong: 'Enter a valid email address',
})
  .min(1, 'Email is required')
  .toLowerCase()
  .pipe(z.email('Enter a valid email address'));

/** POST /api/sub-users/invites: the colleague's name and address. */
export const subUserInviteBodySchema = z.strictObject(
  { name: requiredText('Name', SUB_USER_NAME_MAX), email: invitedEmail },
  { error: bodyError },
);
export type SubUserInviteBody = z.output<typeof subUserInviteBodySchema>;

/** PATCH /api/sub-users/{id}: deactivate (sessions end now) or re-activate (needs a free seat). */
export const subUserStatusBodySchema = z.strictObject(
  { status: oneOf('Status', SUB_USER_STATUSES) },
  { error: bodyError },
);
export type SubUserStatusBody = z.output<typeof subUserStatusBodySchema>;

/** A member's or an invitation's id in the path. */
export const subUserIdSchema = z.string().regex(/^[0-9a-f]{24}$/i, 'Not found');

/**
 * An invitation's token as the link carries it (and the signup steps take it): 43 base64url
 * characters (32 random bytes).
 */
export const subUserInviteTokenSchema = z
  .string('Invitation must be text')
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This invitation has expired or was withdrawn');

/**
 * A stored `sub_user_invites` row (docs/product/data-model.md#sub_user_invites): only the token's
 * sha256 is kept; the token itself is in the mail alone.
 */
export const storedSubUserInviteSchema = z
  .strictObject({
    _id: z.unknown(),
    account_id: z.unknown(),
    email: z.email().refine((email) => email === email.toLowerCase(), 'email is lower case'),
    name: z.string().trim().min(1).max(SUB_USER_NAME_MAX),
    token_hash: z.string().regex(/^[0-9a-f]{64}$/),
    invited_by: z.unknown(),
    created_at: z.date(),
    expires_at: z.date(),
    accepted_at: z.date().nullable().optional(),
    accepted_user_id: z.unknown().optional(),
    withdrawn_at: z.date().nullable().optional(),
    /** `<account id>|<email>` while neither accepted nor withdrawn (unique), else absent. */
    pending_key: z.string().optional(),
    __v: z.number().optional(),
  })
  .refine((invite) => invite.expires_at > invite.created_at, {
    message: 'expires_at is after created_at',
  });
