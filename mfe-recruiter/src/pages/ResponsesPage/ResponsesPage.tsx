import { Button, EmptyState, errorText, isLoggedOut } from '@rozgar/design-system';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { onAccordionKeyDown } from '../../components/JobAccordion/accordionKeys';
import { JobAccordion } from '../../components/JobAccordion/JobAccordion';
import { Page } from '../../components/RecruiterOnly/Page';
import { LoginPrompt } from '../../components/RecruiterOnly/LoginPrompt';
import { RecruiterOnly } from '../../components/RecruiterOnly/RecruiterOnly';
import { fetchRecruiterJobs, type RecruiterJob } from '../../jobs/recruiterJobsApi';

const LOGIN_TO_VIEW = 'Please log in to view applications.';

const Accordion = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

type State =
  | { status: 'loading' }
  | { status: 'loggedOut' }
  | { status: 'error'; message: string }
  | { status: 'ready'; jobs: RecruiterJob[] };

function Responses() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const onLoggedOut = useCallback(() => setState({ status: 'loggedOut' }), []);

  useEffect(() => {
    let current = true;
    fetchRecruiterJobs()
      .then(({ jobs }) => current && setState({ status: 'ready', jobs }))
      .catch((error: unknown) => {
        if (!current) return;
        if (isLoggedOut(error)) setState({ status: 'loggedOut' });
        else setState({ status: 'error', message: errorText(error, 'Failed to fetch jobs') });
      });
    return () => {
      current = false;
    };
  }, []);

  if (state.status === 'loggedOut')
    return <LoginPrompt title={LOGIN_TO_VIEW} next="/responses" purpose="manage responses" />;
  return (
    <>
      <h1>Manage Responses</h1>
      {state.status === 'loading' ? (
        <p aria-busy="true">Loading...</p>
      ) : state.status === 'error' ? (
        <p role="alert">Error: {state.message}</p>
      ) : state.jobs.length === 0 ? (
        <EmptyState
          title="You have not posted any jobs yet"
          description="Post a job and the applications to it will show here."
          action={
            <Button as={Link} to="/job-postings-section">
              Post a Job
            </Button>
          }
        />
      ) : (
        <>
          <p>Open a job to see its applicants and set each application&apos;s status.</p>
          <Accordion aria-label="Your jobs" onKeyDown={onAccordionKeyDown}>
            {state.jobs.map((job) => (
              <JobAccordion key={job.id} job={job} onLoggedOut={onLoggedOut} />
            ))}
          </Accordion>
        </>
      )}
    </>
  );
}

/**
 * `/responses` (docs/product/recruiter-jobs-and-responses.md#manage-responses): the recruiter's
 * jobs, each with its applicants.
 */
export function ResponsesPage() {
  return (
    <RecruiterOnly
      loggedOut={<LoginPrompt title={LOGIN_TO_VIEW} next="/responses" purpose="manage responses" />}
    >
      {(user) => (
        <Page>
          <Responses key={user.id} />
        </Page>
      )}
    </RecruiterOnly>
  );
}
