import { SUB_USER_TEXTS } from '@rozgar/contracts/sub-users';
import { Button } from '@rozgar/design-system';
import { formatDate } from '@rozgar/design-system/format';
import styled from 'styled-components';
import type { SubUserInvite } from '../../subusers/subUsersApi';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface SubUserInvitesProps {
  invites: SubUserInvite[];
  /** The invitation mailed again (same link, same expiry). */
  onResend: (invite: SubUserInvite) => void;
  /** The invitation withdrawn after confirming (its link stops working). */
  onWithdraw: (invite: SubUserInvite) => void;
  /** The invitation whose resend is on its way (its button busy). */
  resendingId?: string | null;
}

/**
 * The account's pending invitations (docs/product/recruiter-tools-and-workspace.md#sub-users):
 * who, their address, when invited and until when the link works, each with Resend and Withdraw;
 * "No pending invitations." when there are none.
 */
export function SubUserInvites({
  invites,
  onResend,
  onWithdraw,
  resendingId,
}: SubUserInvitesProps) {
  if (invites.length === 0) return <p>{SUB_USER_TEXTS.noInvites}</p>;
  return (
    <List aria-label={SUB_USER_TEXTS.invitesHeading}>
      {invites.map((invite) => (
        <Item key={invite.id}>
          <div>
            <p>
              <strong>{invite.name}</strong>
            </p>
            <p>{invite.email}</p>
            <Muted>
              {SUB_USER_TEXTS.invited} {formatDate(invite.invited_at)} · {SUB_USER_TEXTS.expires}{' '}
              {formatDate(invite.expires_at)}
            </Muted>
          </div>
          <Actions>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`${SUB_USER_TEXTS.resend} the invitation to ${invite.email}`}
              loading={resendingId === invite.id}
              onClick={() => onResend(invite)}
            >
              {SUB_USER_TEXTS.resend}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`${SUB_USER_TEXTS.withdraw} the invitation to ${invite.email}`}
              onClick={() => onWithdraw(invite)}
            >
              {SUB_USER_TEXTS.withdraw}
            </Button>
          </Actions>
        </Item>
      ))}
    </List>
  );
}
