import {
  Button,
  EmptyState,
  isLoggedOut,
  QueryState,
  Select,
  Skeleton,
  VisuallyHidden,
} from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PrescreeningForm } from '../../components/PrescreeningForm/PrescreeningForm';
import { LoginPrompt } from '../../components/RecruiterOnly/LoginPrompt';
import { Page } from '../../components/RecruiterOnly/Page';
import { RecruiterOnly } from '../../components/RecruiterOnly/RecruiterOnly';
import { prescreeningQuery } from '../../data/prescreeningQueries';
import { recruiterJobsQuery } from '../../data/queries';
import type { RecruiterJob } from '../../jobs/recruiterJobsApi';

const Picker = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 40rem;
  p {
    margin: 0;
  }
`;

const Loading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const STATE = { active: '', closed: ' (closed)', expired: ' (expired)' } as const;

/** "Backend Engineer · Pune (closed)": the job as the picker lists it. */
const jobLabel = (job: RecruiterJob) =>
  `${[job.job_title || 'Unknown Job', job.location].filter(Boolean).join(' · ')}${
    job.expired ? STATE.expired : job.status === 'closed' ? STATE.closed : STATE.active
  }`;

const loginPrompt = (
  <LoginPrompt
    title="Please log in to set pre-screening questions."
    next="/prescreening"
    purpose="set the questions and criteria of your jobs"
  />
);

const HEADING = <h1>Pre-screening</h1>;

/** The form's frame while the job's set loads: a question's and the criteria's size. */
const formLoading = (
  <Loading aria-busy="true">
    <VisuallyHidden>Loading the job&apos;s questions…</VisuallyHidden>
    <Skeleton width="40%" height={28} />
    <Skeleton height={232} />
    <Skeleton height={40} width={160} />
    <Skeleton height={260} />
  </Loading>
);

/** One job's questions and criteria, once the job is chosen. */
function JobPrescreening({ job, onLoggedOut }: { job: RecruiterJob; onLoggedOut: () => void }) {
  const set = useQuery(prescreeningQuery(job.id));
  if (set.status === 'error' && isLoggedOut(set.error)) return loginPrompt;
  return (
    <QueryState
      query={set}
      loading={formLoading}
      errorFallback="Failed to fetch the job's questions"
      errorTitle={(message) => `Error: ${message}`}
    >
      {(saved) => (
        <PrescreeningForm
          key={job.id}
          saved={saved}
          jobTitle={job.job_title || 'Unknown Job'}
          onLoggedOut={onLoggedOut}
        />
      )}
    </QueryState>
  );
}

function Prescreening() {
  const jobs = useQuery(recruiterJobsQuery());
  const [params, setParams] = useSearchParams();
  const jobId = params.get('job') ?? '';
  const [loggedOut, setLoggedOut] = useState(false);

  if (loggedOut || (jobs.status === 'error' && isLoggedOut(jobs.error))) return loginPrompt;
  return (
    <>
      {HEADING}
      <p>
        Ask applicants up to 10 questions when they apply, and set the criteria that decide who is
        not selected at once.
      </p>
      <QueryState
        query={jobs}
        loading={
          <Loading aria-busy="true">
            <VisuallyHidden>Loading your jobs…</VisuallyHidden>
            <Skeleton height={20} width={80} />
            <Skeleton height={44} width="min(40rem, 100%)" />
          </Loading>
        }
        errorFallback="Failed to fetch jobs"
        errorTitle={(message) => `Error: ${message}`}
        isEmpty={(data) => data.jobs.length === 0}
        empty={
          <EmptyState
            title="You have not posted any jobs yet"
            description="Post a job, then add the questions its applicants answer."
            action={
              <Button as={Link} to="/job-postings-section">
                Post a Job
              </Button>
            }
          />
        }
      >
        {(data) => {
          const job = data.jobs.find((one) => one.id === jobId);
          return (
            <>
              <Picker>
                <Select
                  label="Job"
                  placeholder="Choose a job"
                  options={data.jobs.map((one) => ({ value: one.id, label: jobLabel(one) }))}
                  value={job ? job.id : ''}
                  onChange={(event) =>
                    setParams((current) => {
                      const next = new URLSearchParams(current);
                      if (event.target.value) next.set('job', event.target.value);
                      else next.delete('job');
                      return next;
                    })
                  }
                />
                {job ? (
                  <p>
                    <Link to={`/responses?job=${job.id}`}>
                      See the applicants to {job.job_title || 'Unknown Job'}
                    </Link>
                  </p>
                ) : null}
              </Picker>
              {job ? (
                <JobPrescreening key={job.id} job={job} onLoggedOut={() => setLoggedOut(true)} />
              ) : jobId ? (
                <EmptyState
                  headingLevel={2}
                  title="Job not found"
                  description="It is not one of your jobs. Choose one of yours above."
                />
              ) : (
                <EmptyState
                  headingLevel={2}
                  title="Choose a job"
                  description="Its questions and filter criteria show here."
                />
              )}
            </>
          );
        }}
      </QueryState>
    </>
  );
}

/**
 * `/prescreening` (docs/product/recruiter-tools-and-workspace.md#pre-screening): one of the
 * recruiter's jobs chosen (`?job=` in the URL, so Post a Job and Manage Responses link to it), its
 * questions and filter criteria edited and saved.
 */
export function PrescreeningPage() {
  return (
    <RecruiterOnly loggedOut={loginPrompt}>
      {(user) => (
        <Page>
          <Prescreening key={user.id} />
        </Page>
      )}
    </RecruiterOnly>
  );
}
