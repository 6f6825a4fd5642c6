import { subUserInvitePreviewSchema } from '@rozgar/contracts/payloads/sub-users';
import { SUB_USER_INVITE_PARAM, SUB_USER_TEXTS } from '@rozgar/contracts/vocabularies';
import { apiFetch, QueryState } from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { IdentityError, IdentityLead, IdentityPanel } from '../../identity/identityLayout';
import { SignupFlow } from '../../identity/SignupFlow/SignupFlow';
import { RECRUITER_SIGNUP_TEXTS } from '../../identity/SignupFlow/signupTexts';

/** `GET /api/sub-user-invites/{token}` (public): who is invited, and by whom. */
const invitePreviewQuery = (token: string) => ({
  queryKey: ['sub-user-invite', token] as const,
  queryFn: async () =>
    subUserInvitePreviewSchema.parse(
      await apiFetch(`/api/sub-user-invites/${encodeURIComponent(token)}`),
    ),
  staleTime: Infinity,
  retry: false,
});

/** The signup opened from a sub-user's invitation mail: the invitation first, then the form. */
function InvitedSignup({ token }: { token: string }) {
  const preview = useQuery(invitePreviewQuery(token));
  return (
    <QueryState
      query={preview}
      loading={
        <IdentityPanel aria-busy="true" aria-labelledby="invite-heading">
          <h1 id="invite-heading">Register as a Recruiter</h1>
          <IdentityLead>Loading...</IdentityLead>
        </IdentityPanel>
      }
      errorFallback="This invitation could not be read. Please try again."
      renderError={({ message }) => (
        <IdentityPanel aria-labelledby="invite-heading">
          <h1 id="invite-heading">Register as a Recruiter</h1>
          <IdentityError role="alert">{message}</IdentityError>
          <IdentityLead>
            Ask whoever invited you for a new invitation, or{' '}
            <Link to="/recruiter-signup">register your own recruiter account</Link>.
          </IdentityLead>
        </IdentityPanel>
      )}
    >
      {(invite) => (
        <SignupFlow
          key={token}
          texts={RECRUITER_SIGNUP_TEXTS}
          invite={{
            token,
            email: invite.email,
            name: invite.name,
            heading: `Join ${invite.account.name}'s team on Rozgar`,
            lead: SUB_USER_TEXTS.joinAccount(invite.account.name, invite.account.company),
          }}
        />
      )}
    </QueryState>
  );
}

/**
 * `/recruiter-signup`: recruiter registration with e-mail verification
 * (docs/product/identity-and-accounts.md#recruiter-registration); with `?invite=` from a sub-user's
 * invitation mail, the colleague joins the inviting account
 * (docs/product/recruiter-tools-and-workspace.md#sub-users).
 */
export function RecruiterSignupPage() {
  const [params] = useSearchParams();
  const token = params.get(SUB_USER_INVITE_PARAM);
  if (token) return <InvitedSignup token={token} />;
  return <SignupFlow texts={RECRUITER_SIGNUP_TEXTS} />;
}
