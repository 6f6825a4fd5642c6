import {
  SUB_USER_TEXTS,
  SUB_USERS_ADMIN_ONLY,
  type SubUserInviteBody,
} from '@rozgar/contracts/sub-users';
import {
  Card,
  ConfirmDialog,
  errorText,
  httpStatus,
  isLoggedOut,
  QueryState,
  Skeleton,
  useToast,
} from '@rozgar/design-system';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SubUserInviteForm } from '../../components/SubUserInviteForm/SubUserInviteForm';
import { SubUserInvites } from '../../components/SubUserInvites/SubUserInvites';
import { SubUserMembers } from '../../components/SubUserMembers/SubUserMembers';
import { SubUserSeats } from '../../components/SubUserSeats/SubUserSeats';
import { LoginPrompt } from '../../components/RecruiterOnly/LoginPrompt';
import { Page, PageIntro } from '../../components/RecruiterOnly/Page';
import { RecruiterOnly } from '../../components/RecruiterOnly/RecruiterOnly';
import { subUserQueryKeys, subUsersQuery } from '../../data/subUserQueries';
import {
  inviteSubUser,
  removeSubUser,
  resendSubUserInvite,
  setSubUserStatus,
  withdrawSubUserInvite,
  type SubUserInvite,
  type SubUserMember,
} from '../../subusers/subUsersApi';

const LOGIN_TO_VIEW = 'Please log in to manage your sub-users.';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const SkeletonRows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

/** What waits for a confirmation: deactivating or removing a member, withdrawing an invitation. */
type Pending =
  | { kind: 'deactivate'; member: SubUserMember }
  | { kind: 'remove'; member: SubUserMember }
  | { kind: 'withdraw'; invite: SubUserInvite }
  | null;

const heading = <h1>{SUB_USER_TEXTS.title}</h1>;

/** The read-only note a sub-user (not the admin) sees instead of the management page. */
function AdminOnly() {
  return (
    <Card>
      {heading}
      <p>{SUB_USERS_ADMIN_ONLY}.</p>
      <p>
        Ask your account&apos;s admin to invite, deactivate or remove colleagues.{' '}
        <Link to="/recruiter-dashboard">Go to your dashboard</Link>
      </p>
    </Card>
  );
}

/** The page's sections at their real size while the list loads. */
function Loading() {
  return (
    <div aria-busy="true">
      {heading}
      <p>Loading...</p>
      <Sections aria-hidden="true">
        <Card>
          <Skeleton width="12rem" height="1.25rem" />
          {/* No wider than a 360 px phone's card (docs/product/navigation-and-layout.md). */}
          <Skeleton width="24rem" height="0.75rem" style={{ marginTop: 8, maxWidth: '100%' }} />
        </Card>
        <Card>
          <Skeleton width="10rem" height="1.5rem" />
          <Skeleton height="2.5rem" style={{ marginTop: 12 }} />
        </Card>
        <Card>
          <SkeletonRows>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height="3rem" />
            ))}
          </SkeletonRows>
        </Card>
      </Sections>
    </div>
  );
}

const isAdminOnly = (error: unknown) =>
  httpStatus(error) === 403 && errorText(error, '') === SUB_USERS_ADMIN_ONLY;

function SubUsers() {
  const subUsers = useQuery(subUsersQuery());
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [resendingId, setResendingId] = useState<string | null>(null);
  const [loggedOut, setLoggedOut] = useState(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: subUserQueryKeys.subUsers });
  const loginPrompt = (
    <LoginPrompt title={LOGIN_TO_VIEW} next="/sub-users" purpose="manage your sub-users" />
  );

  /** A failed action: the login prompt when the session ended, else the server's text in a toast. */
  const failed = (error: unknown, what: string) => {
    if (isLoggedOut(error)) return setLoggedOut(true);
    toast({ tone: 'error', title: `${what}: ${errorText(error, 'Please try again.')}` });
  };

  async function invite(body: SubUserInviteBody) {
    try {
      await inviteSubUser(body);
    } catch (error) {
      if (isLoggedOut(error)) return setLoggedOut(true);
      toast({ tone: 'error', title: errorText(error, 'Failed to send the invitation.') });
      throw error;
    } finally {
      await refresh();
    }
    toast({ tone: 'success', title: SUB_USER_TEXTS.invited_toast(body.email) });
  }

  async function resend(item: SubUserInvite) {
    setResendingId(item.id);
    try {
      await resendSubUserInvite(item.id);
      toast({ tone: 'success', title: SUB_USER_TEXTS.resent_toast(item.email) });
    } catch (error) {
      failed(error, 'Failed to resend the invitation');
    } finally {
      setResendingId(null);
      await refresh();
    }
  }

  async function reactivate(member: SubUserMember) {
    try {
      await setSubUserStatus(member.id, 'active');
      toast({ tone: 'success', title: SUB_USER_TEXTS.reactivated_toast(member.name) });
    } catch (error) {
      failed(error, `Failed to re-activate ${member.name}`);
    } finally {
      await refresh();
    }
  }

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.kind === 'withdraw') {
        await withdrawSubUserInvite(pending.invite.id);
        toast({ tone: 'success', title: SUB_USER_TEXTS.withdrawn_toast(pending.invite.email) });
      } else if (pending.kind === 'deactivate') {
        await setSubUserStatus(pending.member.id, 'deactivated');
        toast({ tone: 'success', title: SUB_USER_TEXTS.deactivated_toast(pending.member.name) });
      } else {
        await removeSubUser(pending.member.id);
        toast({ tone: 'success', title: SUB_USER_TEXTS.removed_toast(pending.member.name) });
      }
      setPending(null);
    } catch (error) {
      setPending(null);
      failed(
        error,
        pending.kind === 'withdraw'
          ? 'Failed to withdraw the invitation'
          : `Failed to ${pending.kind} ${pending.member.name}`,
      );
    } finally {
      setBusy(false);
      await refresh();
    }
  }

  if (loggedOut) return loginPrompt;

  let question: { title: string; label: string; text: ReactNode } | null = null;
  if (pending?.kind === 'withdraw') {
    question = {
      title: 'Withdraw invitation?',
      label: SUB_USER_TEXTS.withdraw,
      text: `The link sent to ${pending.invite.email} stops working and the seat is free again.`,
    };
  } else if (pending?.kind === 'deactivate') {
    question = {
      title: `Deactivate ${pending.member.name}?`,
      label: SUB_USER_TEXTS.deactivate,
      text: `${pending.member.name} is signed out now and cannot sign in until you re-activate them. Their seat stays taken.`,
    };
  } else if (pending?.kind === 'remove') {
    question = {
      title: `Remove ${pending.member.name}?`,
      label: SUB_USER_TEXTS.remove,
      text: SUB_USER_TEXTS.removeConfirm(pending.member.name),
    };
  }

  return (
    <>
      <QueryState
        query={subUsers}
        loading={<Loading />}
        errorFallback="Failed to load your sub-users"
        renderError={({ error, message }) =>
          isLoggedOut(error) ? (
            loginPrompt
          ) : isAdminOnly(error) ? (
            <AdminOnly />
          ) : (
            <>
              {heading}
              <p role="alert">Error: {message}</p>
            </>
          )
        }
      >
        {({ seats, members, invites }) => (
          <>
            {heading}
            <PageIntro>
              Invite colleagues to share your jobs, applicants, companies, Resdex folders and
              quotas. Each member and each pending invitation takes one of your plan&apos;s seats.
            </PageIntro>
            <Sections>
              <Card as="section" aria-labelledby="sub-users-invite-heading">
                <h2 id="sub-users-invite-heading">{SUB_USER_TEXTS.invite}</h2>
                <SubUserSeats seats={seats} />
                <div style={{ marginTop: 16 }}>
                  <SubUserInviteForm full={seats.left === 0} onInvite={invite} />
                </div>
              </Card>
              <Card as="section" aria-labelledby="sub-users-invites-heading">
                <h2 id="sub-users-invites-heading">{SUB_USER_TEXTS.invitesHeading}</h2>
                <SubUserInvites
                  invites={invites}
                  resendingId={resendingId}
                  onResend={(item) => void resend(item)}
                  onWithdraw={(item) => setPending({ kind: 'withdraw', invite: item })}
                />
              </Card>
              <Card as="section" aria-labelledby="sub-users-members-heading">
                <h2 id="sub-users-members-heading">{SUB_USER_TEXTS.membersHeading}</h2>
                {members.length === 0 ? (
                  <p>{SUB_USER_TEXTS.noMembers}</p>
                ) : (
                  <SubUserMembers
                    members={members}
                    onStatus={(member, status) =>
                      status === 'active'
                        ? void reactivate(member)
                        : setPending({ kind: 'deactivate', member })
                    }
                    onRemove={(member) => setPending({ kind: 'remove', member })}
                  />
                )}
              </Card>
            </Sections>
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={question !== null}
        title={question?.title ?? ''}
        confirmLabel={question?.label ?? ''}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        {question ? <p>{question.text}</p> : null}
      </ConfirmDialog>
    </>
  );
}

/**
 * `/sub-users` (docs/product/recruiter-tools-and-workspace.md#sub-users): the account's admin
 * sees the plan's seats, invites a colleague, resends or withdraws pending invitations, and
 * deactivates, re-activates or removes members. A sub-user reads that only the admin manages them.
 */
export function SubUsersPage() {
  return (
    <RecruiterOnly
      loggedOut={
        <LoginPrompt title={LOGIN_TO_VIEW} next="/sub-users" purpose="manage your sub-users" />
      }
    >
      {(user) => (
        <Page>{user.accountAdmin === false ? <AdminOnly /> : <SubUsers key={user.id} />}</Page>
      )}
    </RecruiterOnly>
  );
}
