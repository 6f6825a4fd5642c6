import { SUB_USER_STATUS_LABELS, SUB_USER_TEXTS } from '@rozgar/contracts/sub-users';
import { Badge, Button } from '@rozgar/design-system';
import { formatDate } from '@rozgar/design-system/format';
import styled from 'styled-components';
import type { SubUserMember } from '../../subusers/subUsersApi';

const Scroll = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: middle;
  }
  th {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    white-space: nowrap;
  }
  td {
    white-space: nowrap;
  }
  td:first-child {
    min-width: 10rem;
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

const Email = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: nowrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface SubUserMembersProps {
  members: SubUserMember[];
  /** Deactivate an active member or re-activate a deactivated one (the page confirms first). */
  onStatus: (member: SubUserMember, status: SubUserMember['status']) => void;
  /** Remove the member (the page confirms first). */
  onRemove: (member: SubUserMember) => void;
}

/**
 * The account's sub-users (docs/product/recruiter-tools-and-workspace.md#sub-users): name and
 * e-mail, status in words, joined, last login ("Never" before the first), each with Deactivate or
 * Re-activate and Remove. Scrolls sideways inside its own region on a narrow screen; the page
 * itself never does.
 */
export function SubUserMembers({ members, onStatus, onRemove }: SubUserMembersProps) {
  return (
    <Scroll role="region" aria-label="Your sub-users" tabIndex={0}>
      <Table>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Status</th>
            <th scope="col">{SUB_USER_TEXTS.joined}</th>
            <th scope="col">{SUB_USER_TEXTS.lastLogin}</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => {
            const active = member.status === 'active';
            return (
              <tr key={member.id}>
                <td>
                  <strong>{member.name}</strong>
                  <Email>{member.email}</Email>
                </td>
                <td>
                  <Badge tone={active ? 'green' : 'neutral'}>
                    {SUB_USER_STATUS_LABELS[member.status]}
                  </Badge>
                </td>
                <td>{formatDate(member.joined_at)}</td>
                <td>
                  {member.last_login_at ? formatDate(member.last_login_at) : SUB_USER_TEXTS.never}
                </td>
                <td>
                  <Actions>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`${active ? SUB_USER_TEXTS.deactivate : SUB_USER_TEXTS.reactivate} ${member.name}`}
                      onClick={() => onStatus(member, active ? 'deactivated' : 'active')}
                    >
                      {active ? SUB_USER_TEXTS.deactivate : SUB_USER_TEXTS.reactivate}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`${SUB_USER_TEXTS.remove} ${member.name}`}
                      onClick={() => onRemove(member)}
                    >
                      {SUB_USER_TEXTS.remove}
                    </Button>
                  </Actions>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Scroll>
  );
}
