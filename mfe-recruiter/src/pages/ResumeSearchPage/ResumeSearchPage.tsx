import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Checkbox,
  EmptyState,
  errorText,
  isLoggedOut,
  Modal,
  Select,
  TextField,
  useToast,
} from '@rozgar/design-system';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { useLocation, useMatch, useNavigate } from 'react-router-dom';
import {
  CANDIDATE_SORTS,
  criteriaLabel,
  KEYWORD_LIMITS,
  NOTICE_PERIODS,
  type CandidateSort,
} from '@rozgar/contracts/vocabularies';
import styled from 'styled-components';
import { z } from 'zod/mini';
import { CandidateCard } from '../../components/CandidateCard/CandidateCard';
import { candidateHeadingId, candidateName } from '../../resdex/candidateText';
import { ChipGroup } from '../../components/ChipGroup/ChipGroup';
import { FormSection } from '../../components/FormSection/FormSection';
import { Page } from '../../components/RecruiterOnly/Page';
import { LoginPrompt } from '../../components/RecruiterOnly/LoginPrompt';
import { RecruiterOnly } from '../../components/RecruiterOnly/RecruiterOnly';
import { candidateSearchesQuery, recruiterQueryKeys } from '../../data/queries';
import {
  SearchesSidebar,
  type SearchesState,
} from '../../components/SearchesSidebar/SearchesSidebar';
import {
  ACTIVE_PERIODS,
  deleteCandidateSearch,
  GENDERS,
  JOB_TYPES,
  PAGE_SIZE,
  saveCandidateSearch,
  searchCandidates,
  type CandidateCriteria,
  type CandidateSearches,
  type JobType,
  type SavedSearch,
  type SearchResult,
} from '../../resdex/candidatesApi';
import {
  EMPTY_SEARCH,
  fromCriteria,
  needsFullSearch,
  SEARCH_LIMITS,
  SECTION_OF,
  SECTIONS,
  searchFormSchema,
  toCriteria,
  toggleJobType,
  toggleNoticePeriod,
  type SearchFormValues,
  type SectionId,
} from '../../resdex/searchForm';
import { useSavedToggle } from '../../resdex/useSavedToggle';

const LOGIN_TO_SEARCH = 'Please log in to search candidates.';
/** The keyword box's most characters (the contracts' KEYWORD_LIMITS). */
const KEYWORD_MAX = KEYWORD_LIMITS.length;
const SEARCH_FAILED = 'An error occurred while searching. Please try again.';

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

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  &[hidden] {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

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

/** The full search's criteria once it has results: what was searched and "Edit search". */
const Summary = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  p {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const ResultsHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const SORT_LABELS: Record<CandidateSort, string> = {
  relevance: 'Relevance (most matched keywords)',
  freshness: 'Freshness (recently active)',
};

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const titleSchema = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Give the search a title'),
      z.maxLength(SEARCH_LIMITS.title, `Use at most ${SEARCH_LIMITS.title} characters`),
    ),
});

type TitleValues = z.input<typeof titleSchema>;

type ResultsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; result: SearchResult; criteria: CandidateCriteria };

const periodLabel = (months: number) => `Last ${months} ${months === 1 ? 'month' : 'months'}`;

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

/** Saves the current criteria under a title the recruiter gives in a dialog. */
function SaveSearchDialog({
  criteria,
  onClose,
  onSaved,
}: {
  criteria: CandidateCriteria | null;
  onClose: () => void;
  onSaved: (search: SavedSearch) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TitleValues>({ resolver: zodResolver(titleSchema), defaultValues: { title: '' } });

  const close = () => {
    reset({ title: '' });
    setFailure(null);
    onClose();
  };

  const submit = handleSubmit(async ({ title }) => {
    if (!criteria) return;
    setFailure(null);
    try {
      const search = await saveCandidateSearch(title.trim(), criteria);
      reset({ title: '' });
      onSaved(search);
    } catch (error) {
      setFailure(errorText(error, 'Failed to save the search. Please try again.'));
    }
  });

  return (
    <Modal
      open={criteria !== null}
      onClose={close}
      title="Save this search"
      description="Give the search a title to find it again under Saved Searches."
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form="save-search-form" loading={isSubmitting}>
            Save search
          </Button>
        </>
      }
    >
      <form id="save-search-form" noValidate onSubmit={submit}>
        <TextField
          label="Search title"
          required
          maxLength={SEARCH_LIMITS.title}
          error={errors.title?.message}
          {...register('title')}
        />
        {failure ? <Failure role="alert">{failure}</Failure> : null}
      </form>
    </Modal>
  );
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
  const {
    register,
    handleSubmit,
    reset,
    control,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SearchFormValues>({
    resolver: zodResolver(searchFormSchema),
    defaultValues: EMPTY_SEARCH,
  });

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

  const field = (name: keyof SearchFormValues) => ({
    id: `resume-search-${name}`,
    error: (errors[name] as { message?: string } | undefined)?.message,
    ...register(name),
  });
  const section = (id: SectionId) => ({
    id: `resume-search-${id}`,
    title: SECTIONS.find((item) => item.id === id)!.title,
    open: open.has(id),
    onToggle: () =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
  });

  const totalPages =
    results.status === 'ready'
      ? Math.max(1, Math.ceil(results.result.total / results.result.pageSize))
      : 1;

  return (
    <>
      <h1 id="resume-search-heading">{full ? 'Advanced Search' : 'Search Resumes'}</h1>
      <Layout>
        <Main>
          {full && !editing && results.status === 'ready' ? (
            <Summary aria-label="Your search">
              <p>
                <strong>Searched: </strong>
                {criteriaLabel(results.criteria) || 'All candidates'}
              </p>
              <Button
                variant="secondary"
                aria-expanded="false"
                aria-controls="resume-search-form"
                onClick={editSearch}
              >
                Edit search
              </Button>
            </Summary>
          ) : null}
          <Form
            id="resume-search-form"
            noValidate
            onSubmit={search}
            aria-labelledby="resume-search-heading"
            hidden={full && !editing && results.status === 'ready'}
          >
            {full ? (
              <FormSection {...section('keywords')}>
                <TextField
                  className="wide"
                  label="All of these keywords"
                  hint='Skills, roles, companies or resume words. Use AND, OR, NOT, "exact phrases" and brackets'
                  maxLength={KEYWORD_MAX}
                  {...field('keywords')}
                />
                <TextField
                  label="Any of these keywords"
                  hint="Separate with spaces or commas"
                  {...field('anyKeywords')}
                />
                <TextField
                  label="Excluding keywords"
                  hint="Candidates with any of these are left out"
                  {...field('excludeKeywords')}
                />
              </FormSection>
            ) : null}
            <FormSection {...section('basic')}>
              <TextField label="Full name" maxLength={SEARCH_LIMITS.text} {...field('fullName')} />
              <TextField
                label="E-mail"
                type="email"
                maxLength={SEARCH_LIMITS.text}
                {...field('email')}
              />
              <TextField
                label="Phone"
                type="tel"
                maxLength={SEARCH_LIMITS.text}
                {...field('phone')}
              />
              <TextField
                className="wide"
                label="Skills"
                hint={`Separate skills with commas, at most ${SEARCH_LIMITS.skills}`}
                {...field('skills')}
              />
              <Checkbox
                className="wide"
                label="Mark all skills as mandatory"
                {...register('markAllSkillsAsMandatory')}
              />
              <TextField
                label="Minimum experience (years)"
                inputMode="numeric"
                hint="0 to 30"
                {...field('experienceMin')}
              />
              <TextField
                label="Maximum experience (years)"
                inputMode="numeric"
                hint="0 to 30"
                {...field('experienceMax')}
              />
              <TextField
                label="Current location"
                maxLength={SEARCH_LIMITS.text}
                {...field('location')}
              />
              <TextField
                label="Preferred location"
                maxLength={SEARCH_LIMITS.text}
                {...field('prefLocation')}
              />
              <Checkbox
                className="wide"
                label="Include candidates willing to relocate"
                {...register('includeRelocateWilling')}
              />
              <TextField
                label="PIN code"
                inputMode="numeric"
                maxLength={SEARCH_LIMITS.text}
                {...field('pinCode')}
              />
            </FormSection>
            <FormSection {...section('employment')}>
              <TextField
                label="Current role"
                maxLength={SEARCH_LIMITS.text}
                {...field('currRole')}
              />
              <TextField label="Company" maxLength={SEARCH_LIMITS.text} {...field('company')} />
              <div className="wide">
                <Controller
                  control={control}
                  name="jobType"
                  render={({ field: { value, onChange } }) => (
                    <ChipGroup
                      label="Job type"
                      options={['Any', ...JOB_TYPES]}
                      isPressed={(option) =>
                        option === 'Any' ? value.length === 0 : value.includes(option as JobType)
                      }
                      onToggle={(option) =>
                        onChange(toggleJobType(value, option as JobType | 'Any'))
                      }
                    />
                  )}
                />
              </div>
              <TextField
                className="wide"
                label="Achievements"
                maxLength={SEARCH_LIMITS.text}
                {...field('achievements')}
              />
            </FormSection>
            <FormSection {...section('education')}>
              <TextField
                label="Education level"
                maxLength={SEARCH_LIMITS.text}
                {...field('education')}
              />
              <TextField
                label="Field of study"
                maxLength={SEARCH_LIMITS.text}
                {...field('fieldOfStudy')}
              />
              <TextField
                label="Institution"
                maxLength={SEARCH_LIMITS.text}
                {...field('institution')}
              />
              <TextField
                label="Graduation year"
                inputMode="numeric"
                maxLength={4}
                {...field('graduationYear')}
              />
              <TextField
                className="wide"
                label="Other education details"
                maxLength={SEARCH_LIMITS.text}
                {...field('educationDetailed')}
              />
            </FormSection>
            <FormSection {...section('additional')}>
              <div className="wide">
                <Controller
                  control={control}
                  name="gender"
                  render={({ field: { value, onChange } }) => (
                    <ChipGroup
                      label="Gender"
                      options={['Any', ...GENDERS]}
                      isPressed={(option) => (option === 'Any' ? value === '' : value === option)}
                      onToggle={(option) => onChange(option === 'Any' ? '' : option)}
                    />
                  )}
                />
              </div>
              <Select
                label="Active in"
                options={ACTIVE_PERIODS.map((months) => ({
                  value: String(months),
                  label: periodLabel(months),
                }))}
                defaultValue={EMPTY_SEARCH.activePeriod}
                {...field('activePeriod')}
              />
              {full ? (
                <>
                  <div className="wide">
                    <Controller
                      control={control}
                      name="noticePeriods"
                      render={({ field: { value, onChange } }) => (
                        <ChipGroup
                          label="Notice period"
                          options={['Any', ...NOTICE_PERIODS]}
                          isPressed={(option) =>
                            option === 'Any'
                              ? value.length === 0
                              : value.includes(option as (typeof NOTICE_PERIODS)[number])
                          }
                          onToggle={(option) =>
                            onChange(
                              option === 'Any'
                                ? []
                                : toggleNoticePeriod(
                                    value,
                                    option as (typeof NOTICE_PERIODS)[number],
                                  ),
                            )
                          }
                        />
                      )}
                    />
                  </div>
                  <TextField
                    label="Minimum expected salary (lakhs per annum)"
                    inputMode="decimal"
                    {...field('salaryMin')}
                  />
                  <TextField
                    label="Maximum expected salary (lakhs per annum)"
                    inputMode="decimal"
                    {...field('salaryMax')}
                  />
                </>
              ) : null}
            </FormSection>
            <Actions>
              <Button variant="secondary" onClick={askTitle}>
                Save this search
              </Button>
              <Button type="submit" loading={isSubmitting || results.status === 'loading'}>
                Search resumes
              </Button>
            </Actions>
          </Form>

          {results.status === 'idle' ? null : (
            <Results
              aria-labelledby="search-results-heading"
              aria-busy={results.status === 'loading'}
            >
              <ResultsHeader>
                <h2 id="search-results-heading" ref={resultsHeading} tabIndex={-1}>
                  {results.status === 'ready'
                    ? `Search Results (${results.result.total})`
                    : 'Search Results'}
                </h2>
                {full && results.status === 'ready' ? (
                  <Select
                    label="Sort by"
                    options={CANDIDATE_SORTS.map((value) => ({
                      value,
                      label: SORT_LABELS[value],
                    }))}
                    value={sort}
                    onChange={(event) => {
                      const order = event.target.value as CandidateSort;
                      setSort(order);
                      void run(results.criteria, 1, order);
                    }}
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
                    {results.result.candidates.map((candidate) => {
                      const name = candidateName(candidate);
                      const saved = isSaved(candidate);
                      return (
                        <li key={candidate.id}>
                          <CandidateCard
                            candidate={candidate}
                            actions={
                              <>
                                <Button
                                  size="sm"
                                  variant={saved ? 'secondary' : 'primary'}
                                  aria-describedby={candidateHeadingId(candidate)}
                                  onClick={() => void toggle(candidate, name)}
                                >
                                  {saved ? 'Unsave' : 'Save Candidate'}
                                </Button>
                                {candidate.resume_link ? (
                                  <a
                                    href={candidate.resume_link}
                                    download
                                    aria-describedby={candidateHeadingId(candidate)}
                                  >
                                    View Resume
                                  </a>
                                ) : null}
                              </>
                            }
                          />
                        </li>
                      );
                    })}
                  </Grid>
                  {totalPages > 1 ? (
                    <Pager aria-label="Search results pages">
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={results.result.page <= 1}
                        onClick={() => void run(results.criteria, results.result.page - 1)}
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
                        onClick={() => void run(results.criteria, results.result.page + 1)}
                      >
                        Next
                      </Button>
                    </Pager>
                  ) : null}
                </>
              )}
            </Results>
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
