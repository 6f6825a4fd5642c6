import { Button, EmptyState, Modal, QueryState, Skeleton, TextField } from '@rozgar/design-system';
import type { PostedWithin } from '@rozgar/contracts/vocabularies';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BrowseTabs } from '../../companies/BrowseTabs/BrowseTabs';
import { Breadcrumb } from '../../companies/Breadcrumb/Breadcrumb';
import { CategoryCards, CategoryCardsSkeleton } from '../../companies/CategoryCards/CategoryCards';
import { CompanyCard } from '../../companies/CompanyCard/CompanyCard';
import { companyCategoriesQuery, directoryQuery } from '../../companies/companyQueries';
import type { CompaniesDirectory } from '../../companies/companiesApi';
import { DirectoryFilters } from '../../companies/DirectoryFilters/DirectoryFilters';
import {
  chosenFilterCount,
  directoryHref,
  emptyDirectorySearch,
  parseDirectorySearch,
  toggleGroupValue,
  withPage,
  withPosted,
  type DirectoryGroup,
  type DirectorySearch,
} from '../../companies/directorySearch';
import { Pagination } from '../../companies/Pagination/Pagination';
import { RegisterBanner } from '../../companies/RegisterBanner/RegisterBanner';
import { useWideScreen } from '../../companies/useWideScreen';
import { InlineLoadError } from '../../components/InlineLoadError/InlineLoadError';
import { errorText } from '../../jobs/errorText';

/** The register banner splits the list after this many companies (docs/product/companies.md). */
const BEFORE_BANNER = 6;
/** A company card's height, for the skeletons. */
const CARD_HEIGHT = 168;

const Page = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  h1 {
    margin: 0;
  }
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  > div {
    flex: 1 1 240px;
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 280px minmax(0, 1fr);
  }
`;

const Sidebar = styled.aside`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

const Results = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const ResultsHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  h2:focus {
    outline: none;
  }
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const BannerItem = styled.li`
  grid-column: 1 / -1;
`;

const showingText = (total: number) => `Showing ${total} ${total === 1 ? 'company' : 'companies'}`;

/**
 * `/companies`: the companies directory (docs/product/companies.md#companies-directory). The URL
 * holds the whole search (`GET /api/companies`'s own parameters), so every change is a new history
 * entry and Back restores the list, filters and page before. The previous page stays on screen
 * while the next one loads. On a phone the list comes first and the filters open in a dialog.
 */
export function CompaniesPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryString = searchParams.toString();
  const search = useMemo(
    () => parseDirectorySearch(new URLSearchParams(queryString)),
    [queryString],
  );
  const directory = useQuery({ ...directoryQuery(search), placeholderData: keepPreviousData });
  const categories = useQuery(companyCategoriesQuery());
  const wide = useWideScreen();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);

  const go = (next: DirectorySearch) => navigate(directoryHref(next));
  const onToggle = (group: DirectoryGroup, value: string) =>
    go(toggleGroupValue(search, group, value));
  const onPosted = (posted: PostedWithin | null) => go(withPosted(search, posted));
  const onClearAll = () => go({ ...emptyDirectorySearch(), q: search.q });

  // A new page of results: its heading takes focus (and the view), as after following a link.
  const shownPage = search.page;
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    resultsHeadingRef.current?.focus();
  }, [shownPage]);

  const facets = directory.data?.facets ?? null;
  // The filters' options come with the list: when it failed, there are none to show (its alert says why).
  const filtersFailed = directory.isError && !directory.data;
  const filters = (withHeading: boolean) => (
    <DirectoryFilters
      facets={facets}
      search={search}
      onToggle={onToggle}
      onPosted={onPosted}
      onClearAll={onClearAll}
      withHeading={withHeading}
    />
  );
  const chosen = chosenFilterCount(search);
  // On a phone the list comes first: the categories follow it.
  const topCategories = (
    <Section aria-labelledby="top-categories-heading">
      <h2 id="top-categories-heading">Top companies hiring now</h2>
      <QueryState
        query={categories}
        loading={<CategoryCardsSkeleton />}
        errorFallback="Could not load the company categories"
        renderError={(failure) => <InlineLoadError {...failure} />}
      >
        {(data) => (
          <CategoryCards
            categories={data}
            current={
              search.groups.type.length === 1 && chosen === 1 ? search.groups.type[0] : undefined
            }
          />
        )}
      </QueryState>
    </Section>
  );

  return (
    <Page>
      <Breadcrumb crumbs={[{ label: 'Home', to: '/' }, { label: 'Companies' }]} />
      <h1>Companies</h1>
      <NameSearch
        key={search.q}
        initial={search.q}
        onSearch={(q) => go({ ...search, q, page: 1 })}
      />
      {wide && topCategories}
      <Layout>
        {wide && !filtersFailed && <Sidebar aria-label="Company filters">{filters(true)}</Sidebar>}
        <Results
          aria-labelledby="directory-results-heading"
          aria-busy={directory.isPlaceholderData}
        >
          <ResultsHeader>
            <h2
              id="directory-results-heading"
              ref={resultsHeadingRef}
              tabIndex={-1}
              aria-live="polite"
            >
              {directory.data ? showingText(directory.data.total) : 'Companies'}
            </h2>
            {!wide && (
              <Button variant="secondary" onClick={() => setFiltersOpen(true)}>
                {chosen > 0 ? `Filters (${chosen})` : 'Filters'}
              </Button>
            )}
          </ResultsHeader>
          <QueryState
            query={directory}
            loading={
              <Cards as="div" role="status" aria-busy="true" aria-label="Loading companies">
                {Array.from({ length: BEFORE_BANNER }, (_, index) => (
                  <div key={index}>
                    <Skeleton height={CARD_HEIGHT} />
                  </div>
                ))}
              </Cards>
            }
            errorFallback={errorText}
            errorTitle={(message) => `Error: ${message}`}
            isEmpty={(data) => data.companies.length === 0}
            empty={
              <EmptyState
                title="No companies found"
                description="No companies match these filters. Try removing some of them."
                headingLevel={3}
                action={
                  chosen > 0 || search.q ? (
                    <Button variant="secondary" onClick={() => go(emptyDirectorySearch())}>
                      Clear all filters
                    </Button>
                  ) : undefined
                }
              />
            }
          >
            {(data) => <CompanyList data={data} search={search} />}
          </QueryState>
        </Results>
      </Layout>
      {!wide && topCategories}
      {directory.data && directory.data.total > 0 && (
        <BrowseTabs facets={directory.data.facets} search={search} />
      )}
      {!wide && (
        <Modal
          open={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          title="Filters"
          footer={
            <Button onClick={() => setFiltersOpen(false)}>
              {directory.data ? showingText(directory.data.total) : 'Show companies'}
            </Button>
          }
        >
          {filters(false)}
        </Modal>
      )}
    </Page>
  );
}

function CompanyList({ data, search }: { data: CompaniesDirectory; search: DirectorySearch }) {
  return (
    <>
      <Cards>
        {data.companies.map((company, index) => (
          <Fragment key={company.id}>
            {index === BEFORE_BANNER && (
              <BannerItem>
                <RegisterBanner />
              </BannerItem>
            )}
            <li>
              <CompanyCard company={company} />
            </li>
          </Fragment>
        ))}
        {data.companies.length <= BEFORE_BANNER && (
          <BannerItem>
            <RegisterBanner />
          </BannerItem>
        )}
      </Cards>
      <Pagination
        page={data.page}
        pages={data.pages}
        hrefFor={(page) => directoryHref(withPage(search, page))}
        label="Company pages"
      />
    </>
  );
}

/** Search by name: the text joins the URL on submit. */
function NameSearch({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <SearchForm role="search" aria-label="Companies" onSubmit={submit}>
      <TextField
        label="Company name"
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit">Search</Button>
    </SearchForm>
  );
}
