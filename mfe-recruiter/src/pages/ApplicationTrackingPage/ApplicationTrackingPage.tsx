import {
  Button,
  EmptyState,
  QueryState,
  Select,
  Skeleton,
  errorText,
  isLoggedOut,
} from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Pager } from '../../components/Pager/Pager';
import { LoginPrompt } from '../../components/RecruiterOnly/LoginPrompt';
import { Page } from '../../components/RecruiterOnly/Page';
import { RecruiterOnly } from '../../components/RecruiterOnly/RecruiterOnly';
import { TrackedApplicationRow } from '../../components/TrackedApplicationRow/TrackedApplicationRow';
import { recruiterJobsQuery } from '../../data/queries';
import { recruiterApplicationsQuery } from '../../data/trackingQueries';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../jobs/recruiterJobsApi';
import {
  APPLICATION_TRACKING_PATH,
  jobFilterOptions,
  trackingParams,
  trackingViewFromParams,
  type TrackingView,
} from '../../tracking/trackingApi';

const LOGIN_TO_VIEW = 'Please log in to track the applications to your jobs.';

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: end;
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Total = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Three rows the size of a real one while the list loads. */
function ListSkeleton() {
  return (
    <List aria-busy="true" aria-label="Loading applications">
      {[0, 1, 2].map((key) => (
        <li key={key}>
          <Skeleton height={156} />
        </li>
      ))}
    </List>
  );
}

const applicationsText = (count: number) =>
  `${count} ${count === 1 ? 'application' : 'applications'}`;

function ApplicationTracking({ onLoggedOut }: { onLoggedOut: () => void }) {
  const [params, setParams] = useSearchParams();
  const view = trackingViewFromParams(params);
  const jobs = useQuery(recruiterJobsQuery());
  const applications = useQuery(recruiterApplicationsQuery(view));
  const failed = applications.status === 'error' && !applications.isFetching;

  useEffect(() => {
    if (failed && isLoggedOut(applications.error)) onLoggedOut();
  }, [failed, applications.error, onLoggedOut]);

  const show = (next: TrackingView) => setParams(trackingParams(next));
  const jobOptions = jobFilterOptions(jobs.data?.jobs ?? []);
  // A job in the URL that the list of jobs lacks (still loading, or not the recruiter's) stays chosen.
  if (view.job && !jobOptions.some((option) => option.value === view.job))
    jobOptions.push({ value: view.job, label: jobs.isPending ? 'Loading...' : 'Unknown job' });

  return (
    <>
      <h1>Application Tracking</h1>
      <Filters>
        <Select
          label="Job"
          options={jobOptions}
          value={view.job ?? ''}
          hint={jobs.isError ? errorText(jobs.error, 'Failed to load your jobs') : undefined}
          onChange={(event) => show({ ...view, job: event.target.value || undefined, page: 1 })}
        />
        <Select
          label="Status"
          options={[{ value: '', label: 'All statuses' }, ...APPLICATION_STATUSES]}
          value={view.status ?? ''}
          onChange={(event) =>
            show({
              ...view,
              status: (event.target.value || undefined) as ApplicationStatus | undefined,
              page: 1,
            })
          }
        />
      </Filters>
      <QueryState
        query={applications}
        loading={<ListSkeleton />}
        errorFallback="Failed to load applications"
        isEmpty={(data) => data.total === 0}
        empty={
          <EmptyState
            title="No applications found"
            description={
              view.job || view.status
                ? 'No application matches these filters.'
                : 'Applications to your jobs will appear here.'
            }
          />
        }
      >
        {(data) => (
          <>
            <Total aria-live="polite">{applicationsText(data.total)}</Total>
            {data.applications.length === 0 ? (
              <p>
                This page is past the last one.{' '}
                <Button variant="ghost" size="sm" onClick={() => show({ ...view, page: 1 })}>
                  First page
                </Button>
              </p>
            ) : null}
            <List aria-label="Applications">
              {data.applications.map((application) => (
                <li key={application.id}>
                  <TrackedApplicationRow application={application} />
                </li>
              ))}
            </List>
            <Pager
              page={data.page}
              pageSize={data.page_size}
              total={data.total}
              label="Applications pages"
              onPage={(page) => show({ ...view, page })}
            />
          </>
        )}
      </QueryState>
    </>
  );
}

/**
 * `/recruiter/application-tracking` (docs/product/applications-and-tracking.md#recruiters): every
 * application to the recruiter's jobs, newest first, filtered by job and status (both in the URL),
 * paged, each with the status select of Manage Responses.
 */
export function ApplicationTrackingPage() {
  const [loggedOut, setLoggedOut] = useState(false);
  const prompt = (
    <LoginPrompt
      title={LOGIN_TO_VIEW}
      next={APPLICATION_TRACKING_PATH}
      purpose="track the applications to your jobs"
    />
  );
  return (
    <RecruiterOnly loggedOut={prompt}>
      {(user) =>
        loggedOut ? (
          prompt
        ) : (
          <Page>
            <ApplicationTracking key={user.id} onLoggedOut={() => setLoggedOut(true)} />
          </Page>
        )
      }
    </RecruiterOnly>
  );
}
