import { Button, EmptyState } from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { onAccordionKeyDown } from '../../components/JobAccordion/accordionKeys';
import { JobAccordion } from '../../components/JobAccordion/JobAccordion';
import { JobFilter } from '../../components/JobFilter/JobFilter';
import { PageQueryState } from '../../components/PageQueryState/PageQueryState';
import { Page } from '../../components/RecruiterOnly/Page';
import { LoginPrompt } from '../../components/RecruiterOnly/LoginPrompt';
import { RecruiterOnly } from '../../components/RecruiterOnly/RecruiterOnly';
import { recruiterJobsQuery } from '../../data/queries';
import { filterJobs, jobFilterFromParams, type JobFilterValues } from '../../jobs/jobFilter';

const LOGIN_TO_VIEW = 'Please log in to view applications.';

const Accordion = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const HEADING = <h1>Manage Responses</h1>;

function Responses() {
  const jobs = useQuery(recruiterJobsQuery());
  const [params, setParams] = useSearchParams();
  const filter = jobFilterFromParams(params);
  /** The filter lives in the URL (`?find=…&show=…`), replaced as one types, not pushed. */
  const setFilter = ({ find, state }: JobFilterValues) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of [
          ['find', find],
          ['show', state],
        ] as const) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  /** An accordion found the session gone while loading its applicants. */
  const [loggedOut, setLoggedOut] = useState(false);
  const onLoggedOut = useCallback(() => setLoggedOut(true), []);
  const loginPrompt = (
    <LoginPrompt title={LOGIN_TO_VIEW} next="/responses" purpose="manage responses" />
  );

  if (loggedOut) return loginPrompt;
  return (
    <PageQueryState
      heading={HEADING}
      query={jobs}
      errorFallback="Failed to fetch jobs"
      loginPrompt={loginPrompt}
      isEmpty={(data) => data.jobs.length === 0}
      empty={
        <EmptyState
          title="You have not posted any jobs yet"
          description="Post a job and the applications to it will show here."
          action={
            <Button as={Link} to="/job-postings-section">
              Post a Job
            </Button>
          }
        />
      }
    >
      {(data) => {
        const shown = filterJobs(data.jobs, filter);
        return (
          <>
            <p>Open a job to see its applicants and set each application&apos;s status.</p>
            <JobFilter
              value={filter}
              onChange={setFilter}
              shown={shown.length}
              total={data.jobs.length}
            />
            {shown.length ? (
              <Accordion aria-label="Your jobs" onKeyDown={onAccordionKeyDown}>
                {shown.map((job) => (
                  <JobAccordion key={job.id} job={job} onLoggedOut={onLoggedOut} />
                ))}
              </Accordion>
            ) : (
              <EmptyState
                headingLevel={2}
                title="No jobs match"
                description="Try other words or show all jobs."
              />
            )}
          </>
        );
      }}
    </PageQueryState>
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
