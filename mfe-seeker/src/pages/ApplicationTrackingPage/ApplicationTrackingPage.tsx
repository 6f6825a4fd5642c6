import {
  Badge,
  Button,
  Card,
  EmptyState,
  isLoggedOut,
  QueryState,
  Skeleton,
  useSession,
  VisuallyHidden,
} from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { applicationStatusDisplay } from '../../jobs/applicationStatus';
import { errorText } from '../../jobs/errorText';
import { formatPostedDate } from '../../jobs/jobDisplay';
import { applicationsQuery } from '../../data/queries';
import { useApplicationStatusEvents } from '../../jobs/useApplicationStatusEvents';
import { type Application } from '../../jobs/seekerJobsApi';

const NO_APPLICATIONS = 'No applications yet';

const Page = styled.section`
  max-width: 960px;
  margin: 0 auto;
  padding: 24px;
  display: grid;
  gap: 16px;
  h1 {
    margin: 0;
  }
`;

const List = styled.ul`
  display: grid;
  gap: 16px;
  padding: 0;
  margin: 0;
  list-style: none;
`;

const Item = styled(Card)`
  display: grid;
  gap: 12px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) auto;
  }
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

const Timeline = styled.ol`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 0;
  padding: 0;
  margin: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  li {
    display: flex;
    align-items: center;
    gap: 6px;
  }
  li + li::before {
    content: '';
    display: inline-block;
    width: 24px;
    height: 2px;
    margin: 0 8px;
    background: ${({ theme }) => theme.color.borderStrong};
  }
  time {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * `/application-tracking` (docs/product/applications-and-tracking.md#application-tracking-seeker):
 * each application with its job, the date applied, a coloured status badge and its status history
 * as an ordered timeline.
 */
export function ApplicationTrackingPage() {
  const sessionStatus = useSession((state) => state.status);
  const refresh = useSession((state) => state.refresh);
  // A recruiter tracks the applications to their jobs on their own page (ADR 004: one owner per path).
  const recruiter = useSession((state) => state.user?.role === 'Recruiter');
  const applications = useQuery({
    ...applicationsQuery(),
    enabled: sessionStatus === 'authenticated' && !recruiter,
  });
  // A recruiter's status change shows live (docs/product/notifications-and-alerts.md#notification-centre).
  useApplicationStatusEvents(sessionStatus === 'authenticated' && !recruiter);

  useEffect(() => {
    if (sessionStatus !== 'unknown') return;
    refresh().catch(() => {
      /* the store settles as anonymous: the login prompt shows */
    });
  }, [sessionStatus, refresh]);

  const loggedOut = sessionStatus === 'anonymous' || isLoggedOut(applications.error);

  return (
    <Page aria-labelledby="applications-heading">
      <h1 id="applications-heading">Application tracking</h1>
      {recruiter ? (
        <EmptyState
          title="Tracking the applications to your jobs?"
          description="As a recruiter, you see every application to your jobs on your own Application tracking page."
          action={
            <Button as={Link} to="/recruiter/application-tracking">
              Open your application tracking
            </Button>
          }
        />
      ) : loggedOut ? (
        <EmptyState
          title="Log in to track your applications"
          description="Your applications and their status show here once you are logged in."
          action={
            <Button as={Link} to="/login?next=/application-tracking">
              Login
            </Button>
          }
        />
      ) : (
        <QueryState
          query={applications}
          loading={
            <List aria-busy="true" aria-label="Loading applications">
              {Array.from({ length: 3 }, (_, index) => (
                <li key={index}>
                  <Skeleton height={120} />
                </li>
              ))}
            </List>
          }
          errorFallback={errorText}
          errorTitle={(message) => `Error: ${message}`}
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState
              title={NO_APPLICATIONS}
              description="Jobs you apply to show here with their status."
              action={
                <Button as={Link} to="/jobs">
                  Browse Jobs
                </Button>
              }
            />
          }
        >
          {(list) => (
            <List>
              {list.map((application) => (
                <li key={application.id}>
                  <ApplicationCard application={application} />
                </li>
              ))}
            </List>
          )}
        </QueryState>
      )}
    </Page>
  );
}

function ApplicationCard({ application }: { application: Application }) {
  const titleId = `application-${application.id}-title`;
  const status = applicationStatusDisplay(application.status, application.screened_out);
  const title = application.job_title ?? 'Unknown Job';
  return (
    <Item forwardedAs="article" aria-labelledby={titleId}>
      <div>
        <h2 id={titleId}>
          {application.job_title ? (
            <Link to={`/job-details/${encodeURIComponent(application.job_id)}`}>{title}</Link>
          ) : (
            title
          )}
        </h2>
        <Muted>
          {application.company ?? 'Unknown Company'}
          {application.location ? ` · ${application.location}` : ''}
        </Muted>
        <Muted>
          Applied on{' '}
          <time dateTime={application.applied_at}>{formatPostedDate(application.applied_at)}</time>
        </Muted>
      </div>
      <div>
        <VisuallyHidden>Status: </VisuallyHidden>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      {application.history.length > 0 && (
        <Timeline aria-label={`Status history of ${title}`}>
          {application.history.map((entry, index) => (
            <li key={`${entry.status}-${entry.at}-${index}`}>
              <Badge
                size="sm"
                tone={applicationStatusDisplay(entry.status, entry.screened_out).tone}
              >
                {applicationStatusDisplay(entry.status, entry.screened_out).label}
              </Badge>
              <time dateTime={entry.at}>{formatPostedDate(entry.at)}</time>
            </li>
          ))}
        </Timeline>
      )}
    </Item>
  );
}
