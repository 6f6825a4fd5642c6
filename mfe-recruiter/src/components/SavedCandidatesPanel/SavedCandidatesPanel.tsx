import { Button, Card, QueryState } from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { savedCandidatesQuery } from '../../data/queries';
import { candidateName } from '../../resdex/candidateText';

/**
 * How many recently saved candidates the dashboard shows (the recent four:
 * docs/product/recruiter-jobs-and-responses.md#recruiter-dashboard).
 */
const RECENT_SAVED = 4;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[3]} 0 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Initial = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
`;

/**
 * The dashboard's Saved Candidates (docs/product/recruiter-jobs-and-responses.md
 * #recruiter-dashboard, ADR 012): the four most recently saved from
 * `GET /api/saved-candidates` (the query /saved-candidates shows), how many there are in all, and
 * a button to /saved-candidates.
 */
export function SavedCandidatesPanel() {
  const candidates = useQuery(savedCandidatesQuery());
  return (
    <Card as="section" aria-labelledby="saved-candidates-heading">
      <Head>
        <h2 id="saved-candidates-heading">Saved Candidates</h2>
        <Button as={Link} to="/saved-candidates" variant="secondary" size="sm">
          View all saved candidates
        </Button>
      </Head>
      <QueryState
        query={candidates}
        loading={<Note aria-busy="true">Loading...</Note>}
        errorFallback="Failed to fetch saved candidates"
        renderError={({ message }) => <Note role="alert">Error: {message}</Note>}
        isEmpty={(list) => list.length === 0}
        empty={<Note>No recent candidates saved</Note>}
      >
        {(list) => (
          <>
            <Note>
              {list.length} saved in all
              {list.length > RECENT_SAVED ? `, the ${RECENT_SAVED} latest below` : ''}.
            </Note>
            <List aria-label="Recently saved candidates">
              {list.slice(0, RECENT_SAVED).map((candidate) => {
                const name = candidateName(candidate);
                return (
                  <li key={candidate.id}>
                    <Initial aria-hidden="true">{name[0]!.toUpperCase()}</Initial>
                    <div>
                      <strong>{name}</strong>
                      <p>{candidate.curr_role || 'Role not provided'}</p>
                    </div>
                  </li>
                );
              })}
            </List>
          </>
        )}
      </QueryState>
    </Card>
  );
}
