import { Button, Card, isLoggedOut, QueryState, Skeleton } from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LoginPrompt } from '../../components/RecruiterOnly/LoginPrompt';
import { Page } from '../../components/RecruiterOnly/Page';
import { RecruiterOnly } from '../../components/RecruiterOnly/RecruiterOnly';
import { WelcomeChecklist } from '../../components/WelcomeChecklist/WelcomeChecklist';
import { welcomeQuery } from '../../welcome/welcomeApi';

const LOGIN_TO_VIEW = 'Please log in to get started.';
const LOAD_FAILED = 'Failed to load your checklist';

const Failed = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;
  p {
    margin: 0;
  }
`;

const Footer = styled.p`
  margin: ${({ theme }) => theme.space[6]} 0 0;
`;

function Checklist() {
  const welcome = useQuery(welcomeQuery());
  return (
    <QueryState
      query={welcome}
      loading={
        <div role="status" aria-busy="true" aria-label="Loading your checklist">
          <Skeleton height="160px" />
        </div>
      }
      errorFallback={LOAD_FAILED}
      renderError={({ error, message, retry }) =>
        isLoggedOut(error) ? (
          <LoginPrompt title={LOGIN_TO_VIEW} next="/welcome" purpose="set up your account" />
        ) : (
          <Failed>
            <p role="alert">Error: {message}</p>
            <Button type="button" variant="secondary" onClick={retry}>
              Retry
            </Button>
          </Failed>
        )
      }
    >
      {(data) => <WelcomeChecklist items={data.items} done={data.done} total={data.total} />}
    </QueryState>
  );
}

/**
 * `/welcome` (docs/product/recruiter-tools-and-workspace.md#welcome): where a recruiter lands
 * after registering, and from the menu — the getting-started steps, each from the account's data.
 */
export function WelcomePage() {
  return (
    <RecruiterOnly
      loggedOut={
        <LoginPrompt title={LOGIN_TO_VIEW} next="/welcome" purpose="set up your account" />
      }
    >
      {(user) => (
        <Page>
          <h1>Welcome to Rozgar, {user.name || user.email}</h1>
          <p>A few steps to start hiring. Each one is ticked once it is done.</p>
          <Card>
            <Checklist key={user.id} />
          </Card>
          <Footer>
            <Link to="/recruiter-dashboard">Go to your dashboard</Link>
          </Footer>
        </Page>
      )}
    </RecruiterOnly>
  );
}
