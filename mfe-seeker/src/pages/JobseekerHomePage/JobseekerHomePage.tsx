import { Button, Card, EmptyState, Skeleton, Spinner, useSession } from '@rozgar/design-system';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { JobCard } from '../../components/JobCard/JobCard';
import { fetchJobs, type JobsPageData } from '../../jobs/jobsApi';

const LATEST_JOBS = 5;

const Page = styled.section`
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]};
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const SectionHeader = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0;
  }
`;

const QuickLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

type JobsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: JobsPageData };

/** `/jobseeker-home`: the seeker's start page with the newest jobs. */
export function JobseekerHomePage() {
  const status = useSession((state) => state.status);
  const user = useSession((state) => state.user);
  const refresh = useSession((state) => state.refresh);
  const [jobs, setJobs] = useState<JobsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (status !== 'unknown') return;
    refresh().catch(() => {
      /* the store settles as anonymous: the login prompt shows */
    });
  }, [status, refresh]);

  useEffect(() => {
    let current = true;
    setJobs({ status: 'loading' });
    fetchJobs({ page: 1, pageSize: LATEST_JOBS })
      .then((data) => current && setJobs({ status: 'ready', data }))
      .catch(() => current && setJobs({ status: 'error' }));
    return () => {
      current = false;
    };
  }, [attempt]);

  if (status === 'unknown') {
    return (
      <Page>
        <Spinner label="Loading your session" />
      </Page>
    );
  }

  if (!user) {
    return (
      <Page>
        <Card>
          <h1>Please login</h1>
          <p>
            Your home page shows jobs picked for you once you are signed in.{' '}
            <Link to="/login?next=/jobseeker-home">Login</Link> or{' '}
            <Link to="/jobs">browse all jobs</Link>.
          </p>
        </Card>
      </Page>
    );
  }

  return (
    <Page aria-labelledby="seeker-home-heading">
      <header>
        <h1 id="seeker-home-heading">Welcome back, {user.name || user.email}</h1>
        <QuickLinks aria-label="Quick links">
          <li>
            <Link to="/job-seeker-dashboard">Your profile</Link>
          </li>
          <li>
            <Link to="/community">Communities</Link>
          </li>
          <li>
            <Link to="/company-reviews">Company reviews</Link>
          </li>
        </QuickLinks>
      </header>
      <section aria-labelledby="latest-jobs-heading">
        <SectionHeader>
          <h2 id="latest-jobs-heading">Available jobs</h2>
          <Link to="/jobs">View all jobs</Link>
        </SectionHeader>
        {jobs.status === 'loading' && (
          <List aria-busy="true" aria-label="Loading jobs">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} height={140} />
            ))}
          </List>
        )}
        {jobs.status === 'error' && (
          <div role="alert">
            <EmptyState
              title="We could not load jobs right now."
              action={
                <Button type="button" onClick={() => setAttempt((n) => n + 1)}>
                  Retry
                </Button>
              }
            />
          </div>
        )}
        {jobs.status === 'ready' && jobs.data.jobs.length === 0 && (
          <EmptyState
            title="No jobs yet"
            description="New openings appear here as soon as they are posted."
          />
        )}
        {jobs.status === 'ready' && jobs.data.jobs.length > 0 && (
          <List>
            {jobs.data.jobs.map((job) => (
              <JobCard key={job.id} job={job} />
            ))}
          </List>
        )}
      </section>
    </Page>
  );
}
