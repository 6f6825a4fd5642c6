import { Button, EmptyState, Select } from '@rozgar/design-system';
import { CANDIDATE_SORTS, type CandidateSort } from '@rozgar/contracts/vocabularies';
import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import type { CandidateCriteria, SearchResult } from '../../resdex/candidatesApi';
import { CandidateCard } from '../CandidateCard/CandidateCard';

const SEARCH_FAILED = 'An error occurred while searching. Please try again.';

const SORT_LABELS: Record<CandidateSort, string> = {
  relevance: 'Relevance (most matched keywords)',
  freshness: 'Freshness (recently active)',
};

/** A resume search's results: none asked yet, on their way, failed, or found. */
export type ResultsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; result: SearchResult; criteria: CandidateCriteria };

type Candidate = SearchResult['candidates'][number];

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Results = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0;
  }
  h2:focus {
    outline: none;
  }
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const ResultsHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/**
 * "Search Results (n)": the candidates found as cards with `actions` each, pages of them, and on
 * the full search (`sort` given) the order (docs/product/resume-search-resdex.md#resume-search).
 * The heading takes the focus after each search (`headingRef`), so screen readers hear the count.
 */
export function SearchResults({
  results,
  headingRef,
  sort,
  onSort,
  onPage,
  actions,
}: {
  results: Exclude<ResultsState, { status: 'idle' }>;
  headingRef: Ref<HTMLHeadingElement>;
  /** The order, offered only on the full search. */
  sort?: CandidateSort;
  onSort: (order: CandidateSort) => void;
  onPage: (page: number) => void;
  actions: (candidate: Candidate) => ReactNode;
}) {
  const totalPages =
    results.status === 'ready'
      ? Math.max(1, Math.ceil(results.result.total / results.result.pageSize))
      : 1;
  return (
    <Results aria-labelledby="search-results-heading" aria-busy={results.status === 'loading'}>
      <ResultsHeader>
        <h2 id="search-results-heading" ref={headingRef} tabIndex={-1}>
          {results.status === 'ready'
            ? `Search Results (${results.result.total})`
            : 'Search Results'}
        </h2>
        {sort && results.status === 'ready' ? (
          <Select
            label="Sort by"
            options={CANDIDATE_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }))}
            value={sort}
            onChange={(event) => onSort(event.target.value as CandidateSort)}
          />
        ) : null}
      </ResultsHeader>
      {results.status === 'loading' ? (
        <p>Loading...</p>
      ) : results.status === 'error' ? (
        <Failure role="alert">{SEARCH_FAILED}</Failure>
      ) : results.result.candidates.length === 0 ? (
        <EmptyState headingLevel={3} title="No candidates found." />
      ) : (
        <>
          <Grid aria-label="Candidates">
            {results.result.candidates.map((candidate) => (
              <li key={candidate.id}>
                <CandidateCard candidate={candidate} actions={actions(candidate)} />
              </li>
            ))}
          </Grid>
          {totalPages > 1 ? (
            <Pager aria-label="Search results pages">
              <Button
                variant="secondary"
                size="sm"
                disabled={results.result.page <= 1}
                onClick={() => onPage(results.result.page - 1)}
              >
                Previous
              </Button>
              <span>
                Page {results.result.page} of {totalPages}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={results.result.page >= totalPages}
                onClick={() => onPage(results.result.page + 1)}
              >
                Next
              </Button>
            </Pager>
          ) : null}
        </>
      )}
    </Results>
  );
}
