/*
 * Sub-users (docs/product/recruiter-tools-and-workspace.md#sub-users): the limits, statuses and
 * texts the API and the pages share. No zod here: the frontends import these at run time.
 */

/** A member's status as the admin sees and sets it (a removed member is no longer listed). */
export const SUB_USER_STATUSES = ['active', 'deactivated'] as const;
export type SubUserStatus = (typeof SUB_USER_STATUSES)[number];

export const SUB_USER_STATUS_LABELS: Record<SubUserStatus, string> = {
  active: 'Active',
  deactivated: 'Deactivated',
};

/** An invitation's link works this many days. */
export const SUB_USER_INVITE_VALID_DAYS = 7;
/** The invited colleague's name: 1–100 characters. */
export const SUB_USER_NAME_MAX = 100;
/** The invited address: at most 254 characters. */
export const SUB_USER_EMAIL_MAX = 254;
/** The query parameter of the recruiter signup link an invitation mail carries. */
export const SUB_USER_INVITE_PARAM = 'invite';

/** 403 to a sub-user (and every seeker) calling the management API. */
export const SUB_USERS_ADMIN_ONLY = "Only your account's admin can manage sub-users";
/** 403 when inviting (or re-activating) with every seat taken. */
export const SUB_USER_SEATS_FULL = "All your plan's sub-user seats are in use";
/** 409 when the invited address already has a Rozgar account. */
export const SUB_USER_ADDRESS_HAS_ACCOUNT =
  'This address already has a Rozgar account, so it cannot be invited';
/** 409 when the address has a pending invitation of this account (resend it instead). */
export const SUB_USER_ALREADY_INVITED =
  'This address already has a pending invitation. Resend it instead.';
/** 404 for an unknown member id (or one of another account). */
export const SUB_USER_NOT_FOUND = 'Sub-user not found';
/** 404 for an unknown, accepted or withdrawn invitation id. */
export const SUB_USER_INVITE_NOT_FOUND = 'Invitation not found';
/** 404 for an invitation link that no longer works (public preview and signup). */
export const SUB_USER_INVITE_GONE = 'This invitation has expired or was withdrawn';
/** 400 when signing up with an invitation from another address than the invited one. */
export const SUB_USER_INVITE_EMAIL_MISMATCH =
  'This invitation was sent to another address. Sign up with the address it was sent to.';
/** 400 when signing up with an invitation as a job seeker. */
export const SUB_USER_INVITE_RECRUITER_ONLY = 'An invitation creates a recruiter account';
/** 409 at signup when the inviting account has no seat left any more. */
export const SUB_USER_INVITE_NO_SEAT =
  "This invitation can no longer be used: the account's sub-user seats are all in use";

/** 503 when the mail server refused the invitation mail (nothing was saved). */
export const SUB_USER_INVITE_MAIL_FAILED =
  'We could not send the invitation e-mail. Please try again in a moment.';

/** The page's labels and toasts. */
export const SUB_USER_TEXTS = {
  title: 'Sub-users',
  invite: 'Invite a sub-user',
  nameLabel: 'Name',
  emailLabel: 'Email',
  sendInvite: 'Send invitation',
  seats: (used: number, total: number) => `${used} of ${total} seats used`,
  seatsLeft: (left: number) => (left === 1 ? '1 seat left' : `${left} seats left`),
  membersHeading: 'Members',
  invitesHeading: 'Pending invitations',
  noMembers: 'No sub-users yet. Invite a colleague to share your jobs, candidates and quotas.',
  noInvites: 'No pending invitations.',
  never: 'Never',
  lastLogin: 'Last login',
  joined: 'Joined',
  invited: 'Invited',
  expires: 'Expires',
  deactivate: 'Deactivate',
  reactivate: 'Re-activate',
  remove: 'Remove',
  resend: 'Resend',
  withdraw: 'Withdraw',
  invited_toast: (email: string) => `Invitation sent to ${email}`,
  resent_toast: (email: string) => `Invitation sent again to ${email}`,
  withdrawn_toast: (email: string) => `Invitation to ${email} withdrawn`,
  deactivated_toast: (name: string) => `${name} is deactivated and signed out`,
  reactivated_toast: (name: string) => `${name} is active again`,
  removed_toast: (name: string) => `${name} is removed from your account`,
  removeConfirm: (name: string) =>
    `Remove ${name}? They can no longer sign in; the jobs and candidates they worked on stay with your account.`,
  /** On the recruiter signup page opened from an invitation. */
  joinAccount: (adminName: string, company: string | null) =>
    company
      ? `${adminName} invited you to join ${company} on Rozgar`
      : `${adminName} invited you to join their recruiter account on Rozgar`,
} as const;
