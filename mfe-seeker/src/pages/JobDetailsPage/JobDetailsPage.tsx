import { ApiError, Button, Card, EmptyState, Skeleton } from '@rozgar/design-system';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { JobActionButtons } from '../../components/JobActionButtons/JobActionButtons';
import { JobDetailsContent } from '../../components/JobDetailsContent/JobDetailsContent';
import { JobFacts } from '../../components/JobFacts/JobFacts';
import { SkillMatch } from '../../components/SkillMatch/SkillMatch';
import { errorText } from '../../jobs/errorText';
import { fetchJob, jobSchema, type Job } from '../../jobs/jobsApi';

const Page = styled.article`
  max-width: 960px;
  margin: 0 auto;
  padding: 24px;
  display: grid;
  gap: 24px;
`;

const Header = styled(Card)`
  display: grid;
  gap: 16px;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size['2xl']};
  }
`;

const Company = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

type State =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string }
  | { status: 'ready'; job: Job };

/** The job carried in router navigation state (`{ job }`), when it is one for this id. */
function jobFromState(state: unknown, jobId: string): Job | null {
  if (state === null || typeof state !== 'object' || !('job' in state)) return null;
  const parsed = jobSchema.safeParse(state.job);
  return parsed.success && parsed.data.id === jobId ? parsed.data : null;
}

/**
 * `/job-details/:jobId` (docs/product/jobs-search-and-details.md#job-details-page): the job from navigation state when the list sent it, else
 * `GET /api/jobs/:jobId`. "Job not found" for a 404, "Error: …" with Retry otherwise.
 */
export function JobDetailsPage() {
  const { jobId = '' } = useParams();
  const location = useLocation();
  // A new navigation (another job, or the same one again) starts afresh.
  return (
    <JobDetails key={location.key} jobId={jobId} carried={jobFromState(location.state, jobId)} />
  );
}

function JobDetails({ jobId, carried }: { jobId: string; carried: Job | null }) {
  const [state, setState] = useState<State>(() =>
    carried ? { status: 'ready', job: carried } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  const hasCarried = carried !== null;

  useEffect(() => {
    if (hasCarried && attempt === 0) return undefined;
    let current = true;
    setState({ status: 'loading' });
    fetchJob(jobId)
      .then((job) => current && setState({ status: 'ready', job }))
      .catch((error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 404) setState({ status: 'not-found' });
        else setState({ status: 'error', message: errorText(error) });
      });
    return () => {
      current = false;
    };
  }, [jobId, hasCarried, attempt]);

  if (state.status === 'loading') {
    return (
      <Page aria-busy="true" aria-label="Loading job">
        <Skeleton height={36} width="60%" />
        <Skeleton lines={6} />
      </Page>
    );
  }
  if (state.status === 'not-found') {
    return (
      <Page>
        <EmptyState
          headingLevel={2}
          title="Job not found"
          description="This job may have been removed."
          action={
            <Button as={Link} to="/jobs">
              Browse Jobs
            </Button>
          }
        />
      </Page>
    );
  }
  if (state.status === 'error') {
    return (
      <Page>
        <div role="alert">
          <EmptyState
            title={`Error: ${state.message}`}
            action={<Button onClick={() => setAttempt((n) => n + 1)}>Retry</Button>}
          />
        </div>
      </Page>
    );
  }

  const { job } = state;
  return (
    <Page aria-labelledby="job-details-title">
      <Header forwardedAs="header" elevated>
        <div>
          <h1 id="job-details-title">{job.job_title}</h1>
          {job.company && <Company>{job.company}</Company>}
        </div>
        <JobFacts job={job} />
        <JobActionButtons job={job} size="lg" />
        <SkillMatch match={job.skill_match} />
      </Header>
      <Card>
        <JobDetailsContent job={job} />
      </Card>
    </Page>
  );
}
