import {
  Button,
  EmptyState,
  Modal,
  QueryState,
  Skeleton,
  SkipLink,
  useKnownSession,
} from '@rozgar/design-system';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ActiveFilterChips } from '../../components/ActiveFilterChips/ActiveFilterChips';
import { CreateJobAlert } from '../../components/CreateJobAlert/CreateJobAlert';
import { FilterPanel } from '../../components/FilterPanel/FilterPanel';
import { JobActionButtons } from '../../components/JobActionButtons/JobActionButtons';
import { JobCard } from '../../components/JobCard/JobCard';
import { JobDetailsModal } from '../../components/JobDetailsModal/JobDetailsModal';
import { JobSearchForm, type TextSearch } from '../../components/JobSearchForm/JobSearchForm';
import { JobSort } from '../../components/JobSort/JobSort';
import { errorText } from '../../jobs/errorText';
import { useNarrowScreen } from '../../jobs/useNarrowScreen';
import { lastPageOf, usePageWithinResults } from '../../jobs/usePageWithinResults';
import { jobFiltersQuery, jobSearchQuery } from '../../data/queries';
import { type Job, type JobsPageData } from '../../jobs/jobsApi';
import {
  activeFilters,
  effectiveSort,
  emptyJobSearch,
  jobFilterParams,
  jobSearchParams,
  jobSearchQueryString,
  parseJobSearch,
  parsePage,
  removeFilter,
  sortOptions,
  toggleFilterValue,
  type ActiveFilter,
  type FilterGroup,
  type JobSearch,
} from '../../jobs/jobSearch';

const JOBS_PAGE_SIZE = 20;
const NO_JOBS_TEXT = 'No jobs match your current filter criteria. Try adjusting your filters.';

/* 16 px around and 12 px between on a phone (24 and 16 from 576 px), so at 320 px the first job
   is in the first screen (docs/product/jobs-search-and-details.md). */
const Page = styled.section`
  max-width: 1200px;
  margin: 0 auto;
  padding: 16px;
  display: grid;
  gap: 12px;
  ${({ theme }) => theme.media.sm} {
    padding: 24px;
    gap: 16px;
  }
  h1 {
    margin: 0;
  }
  h1:focus {
    outline: none;
  }
`;

/* Filters beside the results from a tablet's 768 px up (narrower: the "Filters (n)" dialog), so
   the first job is in the first screen; the results keep ≥ 450 px there
   (docs/product/navigation-and-layout.md). */
const Layout = styled.div`
  position: relative;
  display: grid;
  gap: 24px;
  align-items: start;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 220px minmax(0, 1fr);
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 280px minmax(0, 1fr);
  }
`;

const FiltersButton = styled(Button)`
  justify-self: start;
`;

const Results = styled.div`
  display: grid;
  gap: 16px;
  min-width: 0;
  /* Focused by "Skip to results": the list itself needs no ring. */
  &:focus {
    outline: none;
  }
`;

/** Above the results: the order (and the search's own actions), wrapping on a phone. */
const ResultsBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: 12px;
`;

/* On a phone "Filters (n)" and "Create job alert" are small buttons (the design system's sm
   size: 32 px high, 14 px text), so both fit one row at 320 px, and "Sort by" is beside its
   select (the bar's one field). */
const PhoneResultsBar = styled(ResultsBar)`
  gap: 8px 12px;
  justify-content: start;
  > button {
    min-height: 32px;
    padding: 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  > div {
    flex-direction: row;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    white-space: nowrap;
  }
`;

const Total = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
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
  margin-top: 8px;
`;

/**
 * `/jobs`: search, filter panel and the matching open jobs
 * (docs/product/jobs-search-and-details.md#job-search-page). Every part of the search lives in the URL (ADR 009's names), so it can be shared and survives a reload; changing any of
 * it goes back to page 1. A card opens the job in a modal; Apply and Save work everywhere.
 */
export function JobsPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryKey = searchParams.toString();
  const search = useMemo(() => parseJobSearch(new URLSearchParams(queryKey)), [queryKey]);
  const page = parsePage(searchParams);
  const apiFilters = useMemo(() => Object.fromEntries(jobSearchParams(search)), [search]);

  const jobs = useQuery(jobSearchQuery(apiFilters, page, JOBS_PAGE_SIZE));
  // The panel's counts are the search's (not its order): the previous ones stay while they load.
  const facetFilters = useMemo(() => Object.fromEntries(jobFilterParams(search)), [search]);
  const filterOptions = useQuery({
    ...jobFiltersQuery(facetFilters),
    placeholderData: keepPreviousData,
  });
  const [openJob, setOpenJob] = useState<Job | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  /** A new search always starts at page 1. */
  const applySearch = useCallback(
    (next: JobSearch) => navigate({ search: jobSearchQueryString(next) }),
    [navigate],
  );

  const goToPage = useCallback(
    (next: number) => {
      navigate({ search: jobSearchQueryString(search, next) });
      window.scrollTo?.({ top: 0 });
    },
    [navigate, search],
  );

  /** `?page=99` beyond the last page shows the last page (the URL replaced, not pushed). */
  const showLastPage = useCallback(
    (last: number) => navigate({ search: jobSearchQueryString(search, last) }, { replace: true }),
    [navigate, search],
  );
  const beyondLastPage = usePageWithinResults(page, jobs.data, showLastPage);
  const jobsLoading = (
    <List role="status" aria-busy="true" aria-label="Loading jobs">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} height={160} />
      ))}
    </List>
  );

  const onTextSearch = (text: TextSearch) => applySearch({ ...search, ...text });
  const onToggle = (group: FilterGroup, value: string) =>
    applySearch(toggleFilterValue(search, group, value));
  const onRemove = (filter: ActiveFilter) => applySearch(removeFilter(search, filter));
  // "Clear all filters" clears what narrows the list; the order stays.
  const onClearAll = () => applySearch({ ...emptyJobSearch(), sort: search.sort });
  const session = useKnownSession();
  const seeker = session.status === 'authenticated' && session.user?.role === 'Job Seeker';

  // On a phone the filter groups would push the first job ~2 000 px down: they open in a
  // dialog from a "Filters (n)" button above the results instead (docs/product/jobs-search-and-details.md).
  const narrow = useNarrowScreen();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filterCount = activeFilters(search).filter((filter) => filter.kind !== 'text').length;
  const filters = (
    <QueryState
      query={filterOptions}
      loading={
        <FilterPanel
          state={{ status: 'loading' }}
          search={search}
          onToggle={onToggle}
          onRetry={() => {}}
        />
      }
      errorFallback={errorText}
      renderError={({ message, retry }) => (
        <FilterPanel
          state={{ status: 'error', message }}
          search={search}
          onToggle={onToggle}
          onRetry={retry}
        />
      )}
    >
      {(options) => (
        <FilterPanel
          state={{ status: 'ready', options, updating: filterOptions.isPlaceholderData }}
          search={search}
          onToggle={onToggle}
          onRetry={() => {}}
        />
      )}
    </QueryState>
  );

  const sort = (
    <JobSort
      options={sortOptions(search, seeker)}
      value={effectiveSort(search, seeker)}
      onChange={(next) => applySearch({ ...search, sort: next })}
    />
  );

  return (
    <Page aria-labelledby="jobs-heading">
      <h1 id="jobs-heading" ref={headingRef} tabIndex={-1}>
        Jobs
      </h1>
      <JobSearchForm search={search} onSearch={onTextSearch} />
      <ActiveFilterChips
        filters={activeFilters(search)}
        onRemove={onRemove}
        onClearAll={onClearAll}
        onEmptied={() => headingRef.current?.focus()}
      />
      <Layout>
        {!narrow && (
          <>
            {/* The filters are some 40 Tab stops: skip them to the first job. */}
            <SkipLink targetId="job-results">Skip to results</SkipLink>
            {filters}
          </>
        )}
        <Results id="job-results" tabIndex={-1}>
          {narrow ? (
            // On a phone "Filters (n)" and "Create job alert" share a row, Sort under them, so
            // the first job stays in the first screen (docs/product/jobs-search-and-details.md).
            <PhoneResultsBar>
              <FiltersButton
                variant="secondary"
                aria-haspopup="dialog"
                onClick={() => setFiltersOpen(true)}
              >
                Filters ({filterCount})
              </FiltersButton>
              <CreateJobAlert search={search} />
              {sort}
            </PhoneResultsBar>
          ) : (
            <ResultsBar>
              {sort}
              <CreateJobAlert search={search} />
            </ResultsBar>
          )}
          <QueryState
            query={jobs}
            loading={jobsLoading}
            errorFallback={errorText}
            errorTitle={(message) => `Error: ${message}`}
          >
            {(data) =>
              beyondLastPage ? (
                jobsLoading
              ) : (
                <JobResults data={data} onPage={goToPage} onOpen={setOpenJob} />
              )
            }
          </QueryState>
        </Results>
      </Layout>
      <Modal
        open={narrow && filtersOpen}
        onClose={() => setFiltersOpen(false)}
        title="Filters"
        footer={<Button onClick={() => setFiltersOpen(false)}>Show results</Button>}
      >
        {filters}
      </Modal>
      <JobDetailsModal job={openJob} onClose={() => setOpenJob(null)} />
    </Page>
  );
}

function JobResults({
  data,
  onPage,
  onOpen,
}: {
  data: JobsPageData;
  onPage: (page: number) => void;
  onOpen: (job: Job) => void;
}) {
  const pageCount = lastPageOf(data.total, data.pageSize);
  return (
    <>
      <Total aria-live="polite">
        {data.total} {data.total === 1 ? 'job' : 'jobs'}
      </Total>
      {data.jobs.length === 0 ? (
        <EmptyState title="No jobs found" description={NO_JOBS_TEXT} headingLevel={3} />
      ) : (
        <List>
          {data.jobs.map((job) => (
            <JobCard
              key={job.id}
              job={job}
              onOpen={onOpen}
              actions={<JobActionButtons job={job} describedBy={`job-${job.id}-title`} />}
            />
          ))}
        </List>
      )}
      {pageCount > 1 && (
        <Pager aria-label="Pages">
          <Button
            variant="secondary"
            disabled={data.page <= 1}
            onClick={() => onPage(data.page - 1)}
          >
            Previous
          </Button>
          <span aria-current="page">
            Page {data.page} of {pageCount}
          </span>
          <Button
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
