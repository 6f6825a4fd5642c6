import { zodResolver } from '@hookform/resolvers/zod';
import { errorText, isLoggedOut, useToast } from '@rozgar/design-system';
import type { CandidateSort } from '@rozgar/contracts/vocabularies';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { useLocation, useMatch, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Page } from '../../components/RecruiterOnly/Page';
import { LoginPrompt } from '../../components/RecruiterOnly/LoginPrompt';
import { RecruiterOnly } from '../../components/RecruiterOnly/RecruiterOnly';
import { SaveSearchDialog } from '../../components/SaveSearchDialog/SaveSearchDialog';
import {
  SearchesSidebar,
  type SearchesState,
} from '../../components/SearchesSidebar/SearchesSidebar';
import { SearchForm } from '../../components/SearchForm/SearchForm';
import { SearchResultActions } from '../../components/SearchResultActions/SearchResultActions';
import { SearchResults, type ResultsState } from '../../components/SearchResults/SearchResults';
import { SearchSummary } from '../../components/SearchSummary/SearchSummary';
import { candidateSearchesQuery, recruiterQueryKeys } from '../../data/queries';
import { candidateName } from '../../resdex/candidateText';
import {
  deleteCandidateSearch,
  PAGE_SIZE,
  searchCandidates,
  type CandidateCriteria,
  type CandidateSearches,
  type SavedSearch,
} from '../../resdex/candidatesApi';
import {
  EMPTY_SEARCH,
  fromCriteria,
  needsFullSearch,
  SECTION_OF,
  searchFormSchema,
  toCriteria,
  type SearchFormValues,
  type SectionId,
} from '../../resdex/searchForm';
import { useSavedToggle } from '../../resdex/useSavedToggle';

const LOGIN_TO_SEARCH = 'Please log in to search candidates.';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 300px;
    align-items: start;
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

/** The sections holding a field with an error, or with a value when `values` is given. */
function sectionsOf(names: string[]): SectionId[] {
  return names.flatMap((name) =>
    name in SECTION_OF ? [SECTION_OF[name as keyof SearchFormValues]] : [],
  );
}

function filledSections(values: SearchFormValues): SectionId[] {
  const names = (Object.keys(values) as (keyof SearchFormValues)[]).filter((name) => {
    const value = values[name];
    if (name === 'activePeriod') return value !== EMPTY_SEARCH.activePeriod;
    return Array.isArray(value) ? value.length > 0 : Boolean(value);
  });
  return sectionsOf(names);
}

/** `quick`: `/search-resume`'s form; `full`: `/advanced-search` with keywords, results first. */
export type SearchVariant = 'quick' | 'full';

/** The router state with which the quick form hands a search to apply to `/advanced-search`. */
interface ApplyState {
  applySearch: CandidateCriteria;
}

const searchToApply = (state: unknown): CandidateCriteria | null =>
  state && typeof state === 'object' && 'applySearch' in state
    ? ((state as ApplyState).applySearch ?? null)
    : null;

function ResumeSearch({ variant }: { variant: SearchVariant }) {
  const full = variant === 'full';
  const { toast } = useToast();
  const [sort, setSort] = useState<CandidateSort>('relevance');
  // The full search folds its form into a summary once results are shown ("Edit search" opens it).
  const [editing, setEditing] = useState(true);
  const [loggedOut, setLoggedOut] = useState(false);
  const [open, setOpen] = useState<Set<SectionId>>(
    () => new Set(variant === 'full' ? ['keywords', 'basic'] : ['basic']),
  );
  const [results, setResults] = useState<ResultsState>({ status: 'idle' });
  const queryClient = useQueryClient();
  const searchesQuery = useQuery(candidateSearchesQuery());
  const [toSave, setToSave] = useState<CandidateCriteria | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  // A search the quick form handed over (it uses keywords): applied when the page opens.
  const [handedOver] = useState(() => (full ? searchToApply(location.state) : null));
  const handled = useRef(false);
  const form = useForm<SearchFormValues>({
    resolver: zodResolver(searchFormSchema),
    defaultValues: EMPTY_SEARCH,
  });
  const {
    handleSubmit,
    reset,
    setFocus,
    formState: { isSubmitting },
  } = form;

  const handleLoggedOut = useCallback((error: unknown) => {
    if (!isLoggedOut(error)) return false;
    setLoggedOut(true);
    return true;
  }, []);
  const { isSaved, toggle } = useSavedToggle(handleLoggedOut);

  /** The recent and saved searches changed on the server: ask for them again (ADR 017). */
  const refreshSearches = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: recruiterQueryKeys.candidateSearches }),
    [queryClient],
  );
  const searchesFailed = searchesQuery.status === 'error' && !searchesQuery.isFetching;

  useEffect(() => {
    if (searchesFailed) handleLoggedOut(searchesQuery.error);
  }, [searchesFailed, searchesQuery.error, handleLoggedOut]);

  const searches: SearchesState = searchesQuery.data
    ? { status: 'ready', ...searchesQuery.data }
    : searchesFailed
      ? { status: 'error', message: errorText(searchesQuery.error, 'Failed to load your searches') }
      : { status: 'loading' };

  // After each search, focus goes to the results heading: screen readers hear the count.
  useEffect(() => {
    if (results.status === 'ready' || results.status === 'error') resultsHeading.current?.focus();
  }, [results]);

  const openSections = (ids: SectionId[]) => setOpen((current) => new Set([...current, ...ids]));

  const onInvalid = (invalid: FieldErrors<SearchFormValues>) =>
    openSections(sectionsOf(Object.keys(invalid)));

  const run = useCallback(
    async (criteria: CandidateCriteria, page = 1, order: CandidateSort = sort) => {
      setResults({ status: 'loading' });
      try {
        const result = await searchCandidates(criteria, page, PAGE_SIZE, full ? order : undefined);
        setResults({ status: 'ready', result, criteria });
        if (full) setEditing(false);
        if (page === 1) {
          toast({
            tone: 'success',
            title: `Found ${result.total} profiles matching your criteria.`,
          });
          refreshSearches();
        }
      } catch (error) {
        if (handleLoggedOut(error)) return;
        setResults({ status: 'error' });
      }
    },
    [toast, refreshSearches, handleLoggedOut, full, sort],
  );

  function editSearch() {
    setEditing(true);
    // After the form is back on screen, the first field takes the focus.
    setTimeout(() => setFocus(full ? 'keywords' : 'fullName'), 0);
  }

  const search = handleSubmit((values) => run(toCriteria(values)), onInvalid);
  const askTitle = handleSubmit((values) => setToSave(toCriteria(values)), onInvalid);

  const apply = useCallback(
    async (criteria: CandidateCriteria) => {
      // Keywords, notice period or salary are not on the quick form: the full search runs it,
      // every criterion in sight (docs/product/resume-search-resdex.md#recent-and-saved-searches).
      if (!full && needsFullSearch(criteria)) {
        navigate('/advanced-search', { state: { applySearch: criteria } satisfies ApplyState });
        return;
      }
      const values = fromCriteria(criteria);
      reset(values);
      setOpen((current) => new Set([...current, ...filledSections(values)]));
      await run(toCriteria(values));
    },
    [full, navigate, reset, run],
  );

  useEffect(() => {
    if (!handedOver || handled.current) return;
    handled.current = true;
    // The hand-over stays in this history entry (reloading runs it again): the shell may show the
    // page twice while it opens, the first one unmounted, and the second must find it too.
    void apply(handedOver);
  }, [handedOver, apply]);

  async function removeSearch(saved: SavedSearch) {
    try {
      await deleteCandidateSearch(saved.id);
    } catch (error) {
      if (handleLoggedOut(error)) return;
      throw new Error(errorText(error, 'Failed to delete the search. Please try again.'));
    }
    queryClient.setQueryData<CandidateSearches>(recruiterQueryKeys.candidateSearches, (current) =>
      current
        ? { ...current, saved: current.saved.filter((item) => item.id !== saved.id) }
        : current,
    );
    toast({ tone: 'success', title: `Deleted the saved search "${saved.title}"` });
  }

  const home = full ? '/advanced-search' : '/search-resume';
  if (loggedOut)
    return <LoginPrompt title={LOGIN_TO_SEARCH} next={home} purpose="search resumes" />;

  const folded = full && !editing && results.status === 'ready';

  return (
    <>
      <h1 id="resume-search-heading">{full ? 'Advanced Search' : 'Search Resumes'}</h1>
      <Layout>
        <Main>
          {folded ? <SearchSummary criteria={results.criteria} onEdit={editSearch} /> : null}
          <FormProvider {...form}>
            <SearchForm
              full={full}
              open={open}
              onToggleSection={(id) =>
                setOpen((current) => {
                  const next = new Set(current);
                  if (!next.delete(id)) next.add(id);
                  return next;
                })
              }
              onSubmit={search}
              onSave={askTitle}
              hidden={folded}
              busy={isSubmitting || results.status === 'loading'}
            />
          </FormProvider>
          {results.status === 'idle' ? null : (
            <SearchResults
              results={results}
              headingRef={resultsHeading}
              sort={full ? sort : undefined}
              onSort={(order) => {
                setSort(order);
                if (results.status === 'ready') void run(results.criteria, 1, order);
              }}
              onPage={(page) => {
                if (results.status === 'ready') void run(results.criteria, page);
              }}
              actions={(candidate) => (
                <SearchResultActions
                  candidate={candidate}
                  saved={isSaved(candidate)}
                  onToggleSaved={() => void toggle(candidate, candidateName(candidate))}
                />
              )}
            />
          )}
        </Main>
        <SearchesSidebar
          state={searches}
          onApply={(criteria) => void apply(criteria)}
          onDelete={removeSearch}
        />
      </Layout>
      <SaveSearchDialog
        criteria={toSave}
        onClose={() => setToSave(null)}
        onSaved={(saved) => {
          setToSave(null);
          toast({ tone: 'success', title: `Saved the search "${saved.title}"` });
          refreshSearches();
        }}
      />
    </>
  );
}

/**
 * `/search-resume` (the quick form) and `/advanced-search` (the full search: keywords, notice
 * period, expected salary, sort, results first) — docs/product/resume-search-resdex.md#resume-search,
 * ADR 012: the form in collapsible sections, the results with a save toggle per candidate, and
 * the recent and saved searches. The variant follows the route unless given.
 */
export function ResumeSearchPage({ variant }: { variant?: SearchVariant }) {
  const advanced = useMatch('/advanced-search') !== null;
  const chosen = variant ?? (advanced ? 'full' : 'quick');
  const home = chosen === 'full' ? '/advanced-search' : '/search-resume';
  return (
    <RecruiterOnly
      loggedOut={<LoginPrompt title={LOGIN_TO_SEARCH} next={home} purpose="search resumes" />}
    >
      {(user) => (
        <Page>
          <ResumeSearch key={`${user.id}-${chosen}`} variant={chosen} />
        </Page>
      )}
    </RecruiterOnly>
  );
}
