import { Button, EmptyState, Skeleton } from '@rozgar/design-system';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { JobCard } from '../../components/JobCard/JobCard';
import { fetchJobs, type JobsPageData } from '../../jobs/jobsApi';

export const JOBS_PAGE_SIZE = 20;
const FILTER_PARAMS = ['q', 'minExp', 'maxExp', 'location'] as const;

const Page = styled.section`
  max-width: 960px;
  margin: 0 auto;
  padding: 24px;
`;

const List = styled.div`
  display: grid;
  gap: 16px;
`;

const Pager = styled.nav`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: 16px;
  margin-top: 24px;
`;

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: JobsPageData };

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** `/jobs`: the newest active jobs, paginated with `?page=`. */
export function JobsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const filterKey = FILTER_PARAMS.map((name) => `${name}=${searchParams.get(name) ?? ''}`).join(
    '&',
  );
  const filters = useMemo(() => {
    const entries = new URLSearchParams(filterKey);
    return Object.fromEntries([...entries].filter(([, value]) => value !== ''));
  }, [filterKey]);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    fetchJobs({ page, pageSize: JOBS_PAGE_SIZE, filters })
      .then((data) => current && setState({ status: 'ready', data }))
      .catch(() => current && setState({ status: 'error' }));
    return () => {
      current = false;
    };
  }, [page, filters, attempt]);

  const goToPage = useCallback(
    (next: number) => {
      const params = new URLSearchParams(searchParams);
      params.set('page', String(next));
      setSearchParams(params);
      window.scrollTo?.({ top: 0 });
    },
    [searchParams, setSearchParams],
  );

  return (
    <Page aria-labelledby="jobs-heading">
      <h1 id="jobs-heading">Jobs</h1>
      {state.status === 'loading' && (
        <List aria-busy="true" aria-label="Loading jobs">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={140} />
          ))}
        </List>
      )}
      {state.status === 'error' && (
        <div role="alert">
          <EmptyState
            title="We could not load jobs right now."
            description="Please check your connection and try again."
            action={
              <Button type="button" onClick={() => setAttempt((n) => n + 1)}>
                Retry
              </Button>
            }
          />
        </div>
      )}
      {state.status === 'ready' && <JobResults data={state.data} onPage={goToPage} />}
    </Page>
  );
}

function JobResults({ data, onPage }: { data: JobsPageData; onPage: (page: number) => void }) {
  const pageCount = Math.max(1, Math.ceil(data.total / data.pageSize));
  if (data.jobs.length === 0) {
    return (
      <EmptyState
        title="No jobs found"
        description="No jobs match your current filter criteria. Try adjusting your filters."
      />
    );
  }
  return (
    <>
      <p aria-live="polite">
        <strong>
          {data.total} {data.total === 1 ? 'job' : 'jobs'}
        </strong>
      </p>
      <List>
        {data.jobs.map((job) => (
          <JobCard key={job.id} job={job} />
        ))}
      </List>
      {pageCount > 1 && (
        <Pager aria-label="Pages">
          <Button
            type="button"
            variant="secondary"
            disabled={data.page <= 1}
            onClick={() => onPage(data.page - 1)}
          >
            Previous
          </Button>
          <span>
            Page {data.page} of {pageCount}
          </span>
          <Button
            type="button"
            variant="secondary"
            disabled={data.page >= pageCount}
            onClick={() => onPage(data.page + 1)}
          >
            Next
          </Button>
        </Pager>
      )}
    </>
  );
}
