import {
  Button,
  Card,
  EmptyState,
  httpStatus,
  isLoggedOut,
  QueryError,
  QueryState,
  Select,
  Skeleton,
  VisuallyHidden,
} from '@rozgar/design-system';
import { formatDate } from '@rozgar/design-system/format';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  DEFAULT_JOB_ANALYTICS_RANGE,
  JOB_ANALYTICS_RANGES,
  type JobAnalytics,
  type JobAnalyticsChoice,
  type JobAnalyticsJob,
  type JobAnalyticsRange,
} from '../../analytics/jobAnalyticsApi';
import {
  AnalyticsTotals,
  AnalyticsTotalsSkeleton,
} from '../../components/AnalyticsTotals/AnalyticsTotals';
import { DailyChart } from '../../components/DailyChart/DailyChart';
import { HEIGHT as CHART_HEIGHT } from '../../components/DailyChart/chartScale';
import { JobAnalyticsTable } from '../../components/JobAnalyticsTable/JobAnalyticsTable';
import { LoginPrompt } from '../../components/RecruiterOnly/LoginPrompt';
import { Page } from '../../components/RecruiterOnly/Page';
import { RecruiterOnly } from '../../components/RecruiterOnly/RecruiterOnly';
import { jobAnalyticsQuery } from '../../data/analyticsQueries';

const Controls = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: end;
  }
`;

const Section = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Body = styled.div<{ $busy: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: opacity 0.15s;
`;

const HEADING = <h1>Job Posting analytics</h1>;
const FAILED = 'Failed to load job analytics';
const ALL_JOBS = '';

/** The period and job the URL names (`?range=90&job=<id>`); 30 days of all jobs otherwise. */
function choiceOf(params: URLSearchParams): JobAnalyticsChoice {
  const range = Number(params.get('range'));
  return {
    range: JOB_ANALYTICS_RANGES.includes(range as JobAnalyticsRange)
      ? (range as JobAnalyticsRange)
      : DEFAULT_JOB_ANALYTICS_RANGE,
    job: params.get('job') || null,
  };
}

/** A job as the picker names it: its title, with its posting date when another job has that title. */
function jobLabel(job: JobAnalyticsJob, jobs: JobAnalyticsJob[]): string {
  const namesake = jobs.some((other) => other !== job && other.job_title === job.job_title);
  return namesake ? `${job.job_title} (posted ${formatDate(job.posted_at)})` : job.job_title;
}

/** The page's place while its first answer loads: controls, totals, chart and table, sized alike. */
function AnalyticsSkeleton() {
  return (
    <div aria-busy="true">
      <VisuallyHidden>Loading job analytics</VisuallyHidden>
      <Body $busy={false} aria-hidden="true">
        <Controls>
          <Skeleton height="4.25rem" />
          <Skeleton height="4.25rem" />
        </Controls>
        <Section>
          <Skeleton width="30%" height="1.5rem" />
          <AnalyticsTotalsSkeleton />
        </Section>
        <Section>
          <Skeleton width="30%" height="1.5rem" />
          <Skeleton width="60%" />
          <Skeleton height={CHART_HEIGHT} />
          <Skeleton width="30%" />
          <Skeleton height="16rem" />
        </Section>
        <Section>
          <Skeleton width="30%" height="1.5rem" />
          <Skeleton lines={4} height="2rem" />
        </Section>
      </Body>
    </div>
  );
}

function AnalyticsFigures({
  data,
  choice,
  busy,
  onChange,
}: {
  data: JobAnalytics;
  /** The period and job asked for, shown by the pickers while their figures are on the way. */
  choice: JobAnalyticsChoice;
  busy: boolean;
  onChange: (choice: JobAnalyticsChoice) => void;
}) {
  const chosen = data.jobs.find((job) => job.job_id === data.job_id);
  const subject = chosen ? chosen.job_title : 'All jobs';
  const period = `last ${data.range} days`;
  return (
    <Body $busy={busy} aria-busy={busy || undefined}>
      <Controls>
        <Select
          label="Job"
          value={choice.job ?? ALL_JOBS}
          options={[
            { value: ALL_JOBS, label: 'All jobs' },
            ...data.jobs.map((job) => ({ value: job.job_id, label: jobLabel(job, data.jobs) })),
          ]}
          onChange={(event) => onChange({ range: choice.range, job: event.target.value || null })}
        />
        <Select
          label="Period"
          value={String(choice.range)}
          options={JOB_ANALYTICS_RANGES.map((range) => ({
            value: String(range),
            label: `Last ${range} days`,
          }))}
          onChange={(event) =>
            onChange({ range: Number(event.target.value) as JobAnalyticsRange, job: choice.job })
          }
        />
      </Controls>
      <Section forwardedAs="section" aria-labelledby="analytics-totals-heading">
        <h2 id="analytics-totals-heading">
          {subject}: {period}
        </h2>
        <AnalyticsTotals figures={data.totals} />
      </Section>
      <Section forwardedAs="section" aria-labelledby="analytics-days-heading">
        <h2 id="analytics-days-heading">Per day</h2>
        <DailyChart caption={`Views and applies per day, ${subject}, ${period}`} days={data.days} />
      </Section>
      <Section forwardedAs="section" aria-labelledby="analytics-jobs-heading">
        <h2 id="analytics-jobs-heading">Per job</h2>
        <JobAnalyticsTable jobs={data.jobs} range={data.range} />
      </Section>
    </Body>
  );
}

function Analytics() {
  const [params, setParams] = useSearchParams();
  const choice = choiceOf(params);
  const query = useQuery(jobAnalyticsQuery(choice));
  const choose = ({ range, job }: JobAnalyticsChoice) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('range', String(range));
        if (job) next.set('job', job);
        else next.delete('job');
        return next;
      },
      { replace: true },
    );

  const failure = ({
    message,
    error,
    retry,
  }: {
    message: string;
    error: unknown;
    retry: () => void;
  }): ReactNode => {
    if (isLoggedOut(error)) return <LoginNeeded />;
    const status = httpStatus(error);
    if (status === 403 || status === 404)
      return (
        <>
          {HEADING}
          <EmptyState
            role="alert"
            title={message}
            action={
              <Button as={Link} to={`/job-analytics?range=${choice.range}`}>
                Show all your jobs
              </Button>
            }
          />
        </>
      );
    return (
      <>
        {HEADING}
        <QueryError title={`Error: ${message}`} onRetry={retry} />
      </>
    );
  };

  return (
    <QueryState
      query={query}
      loading={
        <>
          {HEADING}
          <AnalyticsSkeleton />
        </>
      }
      errorFallback={FAILED}
      renderError={failure}
      isEmpty={(data) => data.jobs.length === 0}
      empty={
        <>
          {HEADING}
          <EmptyState
            headingLevel={2}
            title="No jobs to show yet"
            description="Post a job: its views and applies will show here."
            action={
              <Button as={Link} to="/job-postings-section">
                Post a Job
              </Button>
            }
          />
        </>
      }
    >
      {(data) => (
        <>
          {HEADING}
          <AnalyticsFigures
            data={data}
            choice={choice}
            busy={query.isPlaceholderData}
            onChange={choose}
          />
        </>
      )}
    </QueryState>
  );
}

function LoginNeeded() {
  return (
    <LoginPrompt
      title="Please log in to see job analytics."
      next="/job-analytics"
      purpose="see your jobs' views and applies"
    />
  );
}

/**
 * `/job-analytics` ("Job Posting analytics" in the Analytics menu): the recruiter's jobs' views,
 * applies, apply rate and applications by status over the last 30 or 90 days, in total or for one
 * job, per day as a chart with its table and per job as a table
 * (docs/product/recruiter-tools-and-workspace.md#job-analytics).
 */
export function JobAnalyticsPage() {
  return (
    <RecruiterOnly loggedOut={<LoginNeeded />}>
      {() => (
        <Page>
          <Analytics />
        </Page>
      )}
    </RecruiterOnly>
  );
}
