import { SUB_USER_TEXTS } from '@rozgar/contracts/sub-users';
import { Button, Card, QueryState } from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { subUsersQuery } from '../../data/subUserQueries';
import { SubUserSeats } from '../SubUserSeats/SubUserSeats';

const Panel = styled(Card)`
  margin-top: ${({ theme }) => theme.space[6]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  margin-bottom: ${({ theme }) => theme.space[3]} !important;
`;

/**
 * The dashboard's Create Sub-Users panel for the account's admin
 * (docs/product/recruiter-tools-and-workspace.md#recruiter-dashboard-additions): the plan's seats
 * as /sub-users counts them, how many members and invitations there are, and a way there.
 */
export function SubUsersPanel() {
  const subUsers = useQuery(subUsersQuery());
  return (
    <Panel as="section" aria-labelledby="sub-users-panel-heading">
      <Head>
        <h2 id="sub-users-panel-heading">Create Sub-Users</h2>
        <Button as={Link} to="/sub-users" variant="secondary" size="sm">
          Manage sub-users
        </Button>
      </Head>
      <Lead>Invite colleagues to share your jobs, applicants, Resdex folders and quotas.</Lead>
      <QueryState
        query={subUsers}
        loading={<p aria-busy="true">Loading...</p>}
        errorFallback="Failed to load your sub-users"
        renderError={({ message }) => <p role="alert">Error: {message}</p>}
      >
        {({ seats, members, invites }) => (
          <>
            <SubUserSeats seats={seats} id="sub-users-panel-seats" />
            <p>
              {members.length === 0
                ? 'No sub-users yet.'
                : `${members.length} ${members.length === 1 ? 'member' : 'members'}`}
              {invites.length > 0
                ? ` · ${invites.length} pending ${invites.length === 1 ? 'invitation' : 'invitations'}`
                : ''}
            </p>
            {seats.left > 0 ? (
              <Button as={Link} to="/sub-users" size="sm" style={{ marginTop: 12 }}>
                {SUB_USER_TEXTS.invite}
              </Button>
            ) : null}
          </>
        )}
      </QueryState>
    </Panel>
  );
}
