import { REVIEW_LIMITS } from '@rozgar/contracts/vocabularies';
import { Button, Card, EmptyState, QueryState, Skeleton } from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { reviewsQuery } from '../../data/queries';
import { BrowseFilters, type BrowseKey } from '../../reviews/BrowseFilters/BrowseFilters';
import { CompanyPicker } from '../../reviews/CompanyPicker/CompanyPicker';
import { Pager } from '../../reviews/Pager/Pager';
import { ReviewCard } from '../../reviews/ReviewCard/ReviewCard';
import type { ReviewListParams } from '../../reviews/reviewsApi';
import { useReviewActions } from '../../reviews/useReviewActions';

const Page = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  h1 {
    margin: 0;
  }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  @media (min-width: 900px) {
    grid-template-columns: 300px minmax(0, 1fr);
  }
`;

const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-end;
  > :first-child {
    flex: 1 1 240px;
  }
`;

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Contribute = styled(Card)`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const PAGE_SIZE = REVIEW_LIMITS.default_page_size;
const FETCH_FAILED = 'Failed to fetch reviews';
const BROWSE_KEYS: BrowseKey[] = ['location', 'industry', 'size'];

/** The list's filters and page, read from the URL (`?company=&location=&industry=&size=&page=`). */
function useReviewFilters() {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const params: ReviewListParams = {
    company: search.get('company') || undefined,
    location: search.get('location') || undefined,
    industry: search.get('industry') || undefined,
    size: (search.get('size') || undefined) as ReviewListParams['size'],
    page,
    page_size: PAGE_SIZE,
  };
  /** Sets (or with '' removes) values; any change of filter goes back to page 1. */
  const update = (changes: Record<string, string>) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  return { params, update };
}

const Loading = () => (
  <List role="status" aria-busy="true" aria-label="Loading reviews">
    <p>Loading...</p>
    {Array.from({ length: 3 }, (_, index) => (
      <Skeleton key={index} height={260} />
    ))}
  </List>
);

/**
 * `/company-reviews` (docs/product/community-and-reviews.md, "The reviews page"): search by
 * company with suggestions, browse by location, industry and size with counts, review cards with
 * like, dislike and report, paging; the filters live in the URL.
 */
export function CompanyReviewsPage() {
  const { params, update } = useReviewFilters();
  const [text, setText] = useState(params.company ?? '');
  useEffect(() => setText(params.company ?? ''), [params.company]);
  const reviews = useQuery(reviewsQuery(params));
  const actions = useReviewActions();

  const searchFor = (company: string) => update({ company: company.trim() });

  return (
    <Page>
      <h1>Company reviews</h1>
      <SearchForm
        role="search"
        aria-label="Search reviews by company"
        onSubmit={(event) => {
          event.preventDefault();
          searchFor(text);
        }}
      >
        <CompanyPicker
          label="Search by company name"
          placeholder="Company name"
          maxLength={REVIEW_LIMITS.search}
          value={text}
          onTextChange={setText}
          onPick={(company) => {
            setText(company.name);
            searchFor(company.name);
          }}
          onEnter={() => searchFor(text)}
        />
        <Button type="submit">Search</Button>
        {params.company && (
          <Button
            variant="ghost"
            onClick={() => {
              setText('');
              searchFor('');
            }}
          >
            Clear search
          </Button>
        )}
      </SearchForm>
      <Layout>
        <aside aria-label="Browse reviews">
          <BrowseFilters
            facets={reviews.data?.facets}
            selected={Object.fromEntries(
              BROWSE_KEYS.map((key) => [key, params[key] as string | undefined]),
            )}
            onToggle={(key, value) => update({ [key]: params[key] === value ? '' : value })}
          />
        </aside>
        <section aria-label="Reviews">
          <QueryState
            query={reviews}
            loading={<Loading />}
            errorFallback={FETCH_FAILED}
            errorTitle={() => FETCH_FAILED}
            isEmpty={(page) => page.reviews.length === 0}
            empty={
              <EmptyState
                title="No reviews found"
                description="Try another company name or fewer filters, or write the first review."
              />
            }
          >
            {(page) => (
              <List>
                <Summary aria-live="polite">
                  {page.total} {page.total === 1 ? 'review' : 'reviews'}
                  {params.company ? ` for “${params.company}”` : ''}
                </Summary>
                {page.reviews.map((review) => (
                  <ReviewCard
                    key={review.id}
                    review={review}
                    voting={actions.votingId === review.id}
                    onVote={(action) => actions.vote(review.id, action)}
                    onReport={(reason, details) => actions.report(review.id, reason, details)}
                  />
                ))}
                <Pager
                  label="Review pages"
                  page={page.page}
                  pageSize={page.page_size}
                  total={page.total}
                  onPage={(next) => {
                    update({ page: String(next) });
                    window.scrollTo?.({ top: 0 });
                  }}
                />
              </List>
            )}
          </QueryState>
        </section>
      </Layout>
      <Contribute as="section" aria-labelledby="contribute-heading">
        <h2 id="contribute-heading">Contribute</h2>
        <p>Help others choose well: you can stay anonymous, your name is never shown.</p>
        <Actions>
          <Button as={Link} to="/write-review">
            Write a review
          </Button>
          <Button as={Link} to="/contribute-salary" variant="secondary">
            Contribute salary
          </Button>
          <Button as={Link} to="/share-interview-experience" variant="secondary">
            Share interview experience
          </Button>
          <Button as={Link} to="/add-office-photos" variant="secondary">
            Add office photos
          </Button>
        </Actions>
      </Contribute>
    </Page>
  );
}
