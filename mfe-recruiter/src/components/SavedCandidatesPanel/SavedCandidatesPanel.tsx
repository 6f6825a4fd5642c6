import { Button, Card, errorText } from '@rozgar/design-system';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { fetchSavedCandidates, type CandidateCard } from '../../resdex/candidatesApi';
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

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; candidates: CandidateCard[] };

/**
 * The dashboard's Saved Candidates (docs/product/recruiter-jobs-and-responses.md
 * #recruiter-dashboard, ADR 012): the four most recently saved from
 * `GET /api/saved-candidates`, how many there are in all, and a button to /saved-candidates.
 */
export function SavedCandidatesPanel() {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    fetchSavedCandidates()
      .then((candidates) => current && setState({ status: 'ready', candidates }))
      .catch(
        (error: unknown) =>
          current &&
          setState({
            status: 'error',
            message: errorText(error, 'Failed to fetch saved candidates'),
          }),
      );
    return () => {
      current = false;
    };
  }, []);

  return (
    <Card as="section" aria-labelledby="saved-candidates-heading">
      <Head>
        <h2 id="saved-candidates-heading">Saved Candidates</h2>
        <Button as={Link} to="/saved-candidates" variant="secondary" size="sm">
          View all saved candidates
        </Button>
      </Head>
      {state.status === 'loading' ? (
        <Note aria-busy="true">Loading...</Note>
      ) : state.status === 'error' ? (
        <Note role="alert">Error: {state.message}</Note>
      ) : state.candidates.length === 0 ? (
        <Note>No recent candidates saved</Note>
      ) : (
        <>
          <Note>
            {state.candidates.length} saved in all
            {state.candidates.length > RECENT_SAVED ? `, the ${RECENT_SAVED} latest below` : ''}.
          </Note>
          <List aria-label="Recently saved candidates">
            {state.candidates.slice(0, RECENT_SAVED).map((candidate) => {
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
    </Card>
  );
}
