import {
  Button,
  Card,
  EmptyState,
  httpStatus,
  QueryError,
  QueryState,
  Skeleton,
  usePageTitle,
} from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { companyHref } from '../../companies/companyDisplay';
import { JobActionButtons } from '../../components/JobActionButtons/JobActionButtons';
import { JobDetailsContent } from '../../components/JobDetailsContent/JobDetailsContent';
import { JobFacts } from '../../components/JobFacts/JobFacts';
import { ResponsivenessBadge } from '../../components/ResponsivenessBadge/ResponsivenessBadge';
import { SimilarJobs } from '../../components/SimilarJobs/SimilarJobs';
import { SkillMatch } from '../../components/SkillMatch/SkillMatch';
import { errorText } from '../../jobs/errorText';
import { jobQuery } from '../../data/queries';
import { jobSchema, type Job } from '../../jobs/jobsApi';
import { useRecordJobView } from '../../jobs/useRecordJobView';

const Page = styled.article`
  max-width: 960px;
  margin: 0 auto;
  padding: 24px;
  display: grid;
  /* One track no wider than the screen: nothing in the cards widens a 360 px phone's page
     (docs/product/navigation-and-layout.md). */
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
`;

const Header = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  h1 {
    margin: 0;
    overflow-wrap: anywhere;
    font-size: ${({ theme }) => theme.font.size['2xl']};
  }
`;

const Company = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
  a {
    color: ${({ theme }) => theme.color.primary};
  }
`;

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
  // The job the list carried is the query's first answer: no request for it.
  const query = useQuery({ ...jobQuery(jobId), initialData: carried ?? undefined });
  // a job that exists was opened: its recruiter's analytics count the view
  useRecordJobView(query.data?.id);
  const notFound = httpStatus(query.error) === 404 && !query.isFetching;
  // The document title names the job ("React Developer – Rozgar"), or says it was not found.
  usePageTitle(notFound ? 'Job not found' : query.data?.job_title);

  // Every state has the page's one h1 (focused after a route change): the job's title, or what
  // went wrong.
  if (notFound) {
    return (
      <Page>
        <EmptyState
          headingLevel={1}
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
  return (
    <QueryState
      query={query}
      loading={
        <Page aria-busy="true" aria-label="Loading job">
          <Skeleton height={36} width="60%" />
          <Skeleton lines={6} />
        </Page>
      }
      errorFallback={errorText}
      renderError={({ message, retry }) => (
        <Page>
          <QueryError title={`Error: ${message}`} onRetry={retry} headingLevel={1} />
        </Page>
      )}
    >
      {(job) => <JobDetailsView job={job} />}
    </QueryState>
  );
}

function JobDetailsView({ job }: { job: Job }) {
  return (
    <Page aria-labelledby="job-details-title">
      <Header forwardedAs="header" elevated>
        <div>
          <h1 id="job-details-title">{job.job_title}</h1>
          {job.company && (
            <Company>
              {job.company_id ? (
                <Link to={companyHref(job.company_id)}>{job.company}</Link>
              ) : (
                job.company
              )}
            </Company>
          )}
        </div>
        <ResponsivenessBadge days={job.responds_within_days} />
        <JobFacts job={job} />
        <JobActionButtons job={job} size="lg" />
        <SkillMatch match={job.skill_match} />
      </Header>
      <Card>
        <JobDetailsContent job={job} />
      </Card>
      <SimilarJobs jobId={job.id} />
    </Page>
  );
}
