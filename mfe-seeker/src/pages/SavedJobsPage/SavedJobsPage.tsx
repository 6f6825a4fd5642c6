import {
  Badge,
  Button,
  Card,
  EmptyState,
  isLoggedOut,
  QueryState,
  Skeleton,
  useSession,
} from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ForJobSeekers } from '../../components/ForJobSeekers/ForJobSeekers';
import { isRecruiter } from '../../components/ForJobSeekers/isRecruiter';
import { ApplyButton } from '../../components/JobActionButtons/JobActionButtons';
import { JobFacts } from '../../components/JobFacts/JobFacts';
import { firstAndMore, formatPostedDate } from '../../jobs/jobDisplay';
import { isJobClosed } from '../../jobs/jobsApi';
import { savedJobsQuery } from '../../data/queries';
import { type SavedJob } from '../../jobs/seekerJobsApi';
import { useSeekerJobActions } from '../../jobs/useSeekerJobActions';

const LOGIN_FOR_SAVED_JOBS = '/login?next=/saved-jobs';
const LOAD_FAILED = 'Failed to load saved jobs. Please try again later.';
const REMOVE_FAILED = 'Failed to remove job. Please try again.';
const VISIBLE_SKILLS = 3;

const Page = styled.section`
  max-width: 960px;
  margin: 0 auto;
  padding: 24px;
  display: grid;
  gap: 16px;
  h1 {
    margin: 0;
  }
  h1:focus {
    outline: none;
  }
`;

const List = styled.ul`
  display: grid;
  gap: 16px;
  padding: 0;
  margin: 0;
  list-style: none;
`;

const JobArticle = styled(Card)`
  display: grid;
  gap: 12px;
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  h2 a {
    color: inherit;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Skills = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  padding: 0;
  margin: 0;
  list-style: none;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/**
 * `/saved-jobs` (docs/product/applications-and-tracking.md#saved-jobs): the seeker's saved jobs, most recently saved first. Logged out (or
 * a 401) goes to the login page, which comes back here; a recruiter reads "This page is for job
 * seekers".
 */
export function SavedJobsPage() {
  const sessionStatus = useSession((state) => state.status);
  const recruiter = useSession((state) => isRecruiter(state.user));
  const savedJobs = useQuery({
    ...savedJobsQuery(),
    enabled: sessionStatus !== 'anonymous' && !recruiter,
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const actions = useSeekerJobActions();
  const navigate = useNavigate();

  if (sessionStatus === 'anonymous' || isLoggedOut(savedJobs.error)) {
    return <Navigate to={LOGIN_FOR_SAVED_JOBS} replace />;
  }
  if (recruiter) {
    return (
      <Page>
        <ForJobSeekers />
      </Page>
    );
  }

  const remove = async (job: SavedJob) => {
    const removed = await actions.unsave(job.id, { failureTitle: REMOVE_FAILED });
    if (removed) {
      // The list in the cache lost the job with the removal (useSeekerJobActions).
      // The button is gone with its card: keep the keyboard user on the page.
      headingRef.current?.focus();
    } else if (useSession.getState().status === 'anonymous') {
      navigate(LOGIN_FOR_SAVED_JOBS, { replace: true });
    }
  };

  return (
    <Page aria-labelledby="saved-jobs-heading">
      <h1 id="saved-jobs-heading" ref={headingRef} tabIndex={-1}>
        Saved jobs
      </h1>
      <QueryState
        query={savedJobs}
        loading={
          <List aria-busy="true" aria-label="Loading saved jobs">
            {Array.from({ length: 3 }, (_, index) => (
              <li key={index}>
                <Skeleton height={150} />
              </li>
            ))}
          </List>
        }
        errorFallback={LOAD_FAILED}
        // The page's own text, whatever the server said (docs/product).
        errorTitle={() => LOAD_FAILED}
        isEmpty={(jobs) => jobs.length === 0}
        empty={
          <EmptyState
            title="No saved jobs yet"
            description="Save the jobs you like and find them here whenever you are ready to apply."
            action={
              <Button as={Link} to="/jobs">
                Browse Jobs
              </Button>
            }
          />
        }
      >
        {(jobs) => (
          <>
            <p aria-live="polite">
              {jobs.length} saved {jobs.length === 1 ? 'job' : 'jobs'}
            </p>
            <List>
              {jobs.map((job) => (
                <li key={job.id}>
                  <SavedJobCard
                    job={job}
                    removing={actions.pendingAction(job.id) === 'unsave'}
                    onRemove={() => void remove(job)}
                  />
                </li>
              ))}
            </List>
          </>
        )}
      </QueryState>
    </Page>
  );
}

function SavedJobCard({
  job,
  removing,
  onRemove,
}: {
  job: SavedJob;
  removing: boolean;
  onRemove: () => void;
}) {
  const titleId = `saved-${job.id}-title`;
  const { shown, more } = firstAndMore(job.skills, VISIBLE_SKILLS);
  const savedOn = formatPostedDate(job.saved_at);
  return (
    <JobArticle forwardedAs="article" aria-labelledby={titleId}>
      <div>
        <h2 id={titleId}>
          <Link to={`/job-details/${encodeURIComponent(job.id)}`} state={{ job }}>
            {job.job_title}
          </Link>
        </h2>
        {job.company && <Muted>{job.company}</Muted>}
      </div>
      <JobFacts job={job} showPosted={false} />
      {shown.length > 0 && (
        <Skills aria-label="Skills">
          {shown.map((skill) => (
            <li key={skill}>
              <Badge>{skill}</Badge>
            </li>
          ))}
          {more > 0 && <li>+{more} more</li>}
        </Skills>
      )}
      {isJobClosed(job) && (
        <p>
          <Badge tone="grey">No longer accepting applications</Badge>
        </p>
      )}
      {savedOn && <Muted>Saved on {savedOn}</Muted>}
      <Actions>
        <ApplyButton job={job} describedBy={titleId} />
        <Button
          variant="secondary"
          loading={removing}
          aria-describedby={titleId}
          onClick={onRemove}
        >
          Remove
        </Button>
      </Actions>
    </JobArticle>
  );
}
