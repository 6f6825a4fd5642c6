import { Button, EmptyState, QueryState, TextField } from '@rozgar/design-system';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { companySuggestionsQuery, reviewsQuery } from '../../data/queries';
import { EmployeeReviewCard } from '../../employeeReviews/EmployeeReviewCard/EmployeeReviewCard';
import { ReviewedCompanyCard } from '../../employeeReviews/ReviewedCompanyCard/ReviewedCompanyCard';
import { SkeletonList } from '../../employeeReviews/SkeletonList/SkeletonList';

const Page = styled.section`
  max-width: 1100px;
  margin: 0 auto;
  padding: 24px 16px;
  display: grid;
  gap: 24px;

  h1,
  h2 {
    margin: 0;
  }
`;

const Search = styled.div`
  max-width: 560px;
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: 16px;

  > li {
    display: grid;
  }
`;

const Section = styled.section`
  display: grid;
  gap: 12px;
`;

/** How many companies the page lists (the API's most). */
const COMPANIES = 50;
/** The page's most recent reviews. */
const RECENT = 3;
/** Typing settles for this long before the companies are searched. */
const SEARCH_DELAY_MS = 300;

const COMPANIES_FAILED = 'Failed to load companies';
const RECENT_FAILED = 'Failed to fetch reviews';

/**
 * `/employee-reviews` (docs/product/community-and-reviews.md#employee-reviews): companies by name,
 * industry or location with their rating and number of reviews, each opening its reviews; the 3
 * most recent reviews. The search is in the URL (`?search=`).
 */
export function EmployeeReviewsPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [text, setText] = useState(search);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (text.trim() === search.trim()) return;
    const timer = setTimeout(() => {
      setParams(text.trim() ? { search: text.trim() } : {}, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search, setParams]);

  const companies = useQuery({
    ...companySuggestionsQuery(search, COMPANIES),
    placeholderData: keepPreviousData,
  });
  const recent = useQuery(reviewsQuery({ page_size: RECENT }));

  const reset = () => {
    setText('');
    setParams({}, { replace: true });
    inputRef.current?.focus();
  };

  return (
    <Page aria-labelledby="employee-reviews-heading">
      <h1 id="employee-reviews-heading">Employee Reviews</h1>
      <Search role="search">
        <TextField
          ref={inputRef}
          type="search"
          label="Search companies"
          placeholder="Search companies by name, industry, or location..."
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </Search>

      <Section aria-labelledby="companies-heading">
        <h2 id="companies-heading">Companies</h2>
        <QueryState
          query={companies}
          loading={<SkeletonList as={Grid} label="Loading companies" count={6} height={175} />}
          errorFallback={COMPANIES_FAILED}
          isEmpty={(list) => list.length === 0}
          empty={
            search ? (
              <EmptyState
                role="status"
                headingLevel={3}
                title={`No companies found matching “${search}”`}
                action={<Button onClick={reset}>Reset Search</Button>}
              />
            ) : (
              <EmptyState
                headingLevel={3}
                title="No companies yet"
                description="Companies appear here as soon as they are reviewed."
              />
            )
          }
        >
          {(list) => (
            <Grid aria-busy={companies.isPlaceholderData || undefined}>
              {list.map((company) => (
                <li key={company.id}>
                  <ReviewedCompanyCard company={company} />
                </li>
              ))}
            </Grid>
          )}
        </QueryState>
      </Section>

      <Section aria-labelledby="recent-reviews-heading">
        <h2 id="recent-reviews-heading">Recent Reviews</h2>
        <QueryState
          query={recent}
          loading={
            <SkeletonList as={Grid} label="Loading recent reviews" count={RECENT} height={380} />
          }
          errorFallback={RECENT_FAILED}
          errorTitle={() => RECENT_FAILED}
          isEmpty={(page) => page.reviews.length === 0}
          empty={<EmptyState title="No reviews yet" headingLevel={3} />}
        >
          {(page) => (
            <Grid>
              {page.reviews.slice(0, RECENT).map((review) => (
                <li key={review.id}>
                  <EmployeeReviewCard review={review} showCompany />
                </li>
              ))}
            </Grid>
          )}
        </QueryState>
      </Section>

      <div>
        <Button as={Link} to="/services" variant="secondary">
          Back to Services
        </Button>
      </div>
    </Page>
  );
}
