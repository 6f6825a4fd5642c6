import {
  Button,
  EmptyState,
  httpStatus,
  QueryState,
  Skeleton,
  usePageTitle,
  useSession,
} from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { companyReviewsSummaryQuery, reviewsQuery } from '../../data/queries';
import { CompanyProfile } from '../../employeeReviews/CompanyProfile/CompanyProfile';
import { CompanyReviewForm } from '../../employeeReviews/CompanyReviewForm/CompanyReviewForm';
import { CompanyReviewsToolbar } from '../../employeeReviews/CompanyReviewsToolbar/CompanyReviewsToolbar';
import {
  COMPANY_REVIEWS_PAGE_SIZE,
  filterFromSearch,
  isFiltered,
  listParams,
  searchFromFilter,
  type CompanyReviewsFilter,
} from '../../employeeReviews/companyReviewsFilter';
import { EmployeeReviewCard } from '../../employeeReviews/EmployeeReviewCard/EmployeeReviewCard';
import { OfficePhotos } from '../../employeeReviews/OfficePhotos/OfficePhotos';
import { InterviewExperiences } from '../../employeeReviews/InterviewExperiences/InterviewExperiences';
import { RatingBreakdown } from '../../employeeReviews/RatingBreakdown/RatingBreakdown';
import { SkeletonList } from '../../employeeReviews/SkeletonList/SkeletonList';
import { reviewCount } from '../../employeeReviews/ratingText';
import { useCompanyReviewActions } from '../../employeeReviews/useCompanyReviewActions';

const Page = styled.section`
  max-width: 1100px;
  margin: 0 auto;
  padding: 24px 16px;
  display: grid;
  gap: 24px;

  h2 {
    margin: 0;
  }
`;

const Panel = styled.section`
  display: grid;
  gap: 16px;
  min-width: 0;
`;

const ReviewsHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const Prompt = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.infoSoft};
`;

const SUMMARY_FAILED = 'Failed to load the company';
const REVIEWS_FAILED = 'Failed to fetch reviews';

type LoginReason = 'write' | 'vote';
const LOGIN_TEXT: Record<LoginReason, string> = {
  write: 'Please log in to write a review.',
  vote: 'Please log in to mark reviews helpful.',
};

/**
 * `/employee-reviews/:companyId` (docs/product/community-and-reviews.md#one-company): the
 * company's profile and rating breakdown, its reviews (sorted, filtered and paged by the URL),
 * "Write a Review" and "Helpful". Anyone reads; writing and voting ask a visitor to log in.
 */
export function CompanyEmployeeReviewsPage() {
  const { companyId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const filter = filterFromSearch(search);
  const [formOpen, setFormOpen] = useState(false);
  const [loginReason, setLoginReason] = useState<LoginReason | null>(null);
  const formId = useId();
  const listHeadingRef = useRef<HTMLHeadingElement>(null);

  const summary = useQuery(companyReviewsSummaryQuery(companyId));
  const reviews = useQuery(reviewsQuery(listParams(companyId, filter)));
  // The document title names the company ("Infosys reviews – Rozgar").
  usePageTitle(summary.data && `${summary.data.company.name} reviews`);
  const actions = useCompanyReviewActions(companyId, setLoginReason);
  const anonymous = useSession((state) => state.status === 'anonymous');

  const setFilter = (next: CompanyReviewsFilter) => setSearch(searchFromFilter(next));

  const toggleForm = () => {
    actions.resetWrite();
    if (!formOpen && anonymous) {
      setLoginReason('write');
      return;
    }
    setLoginReason(null);
    setFormOpen(!formOpen);
  };

  const submit: typeof actions.submit = async (input) => {
    const stored = await actions.submit(input);
    if (stored) {
      setFormOpen(false);
      // The new review is the newest: the unfiltered first page shows it at the top.
      setFilter({ sort: 'newest', rating: null, department: null, page: 1 });
      listHeadingRef.current?.focus();
    }
    return stored;
  };

  const login = `/login?next=${encodeURIComponent(`/employee-reviews/${companyId}`)}`;

  return (
    <Page aria-label="Employee reviews">
      <div>
        <Link to="/employee-reviews">← All companies</Link>
      </div>
      <QueryState
        query={summary}
        loading={
          <div role="status" aria-busy="true" aria-label="Loading the company">
            <Skeleton height={140} />
            <Skeleton height={290} style={{ marginTop: 24 }} />
          </div>
        }
        errorFallback={SUMMARY_FAILED}
        renderError={({ message, retry }) =>
          httpStatus(summary.error) === 404 ? (
            <EmptyState
              title="Company not found"
              description="It may have been removed, or the link is wrong."
              action={
                <Button as={Link} to="/employee-reviews">
                  Browse companies
                </Button>
              }
            />
          ) : (
            <div role="alert">
              <EmptyState title={message} action={<Button onClick={retry}>Retry</Button>} />
            </div>
          )
        }
      >
        {(data) => (
          <>
            <CompanyProfile company={data.company} />
            <Panel aria-labelledby="rating-breakdown-heading">
              <h2 id="rating-breakdown-heading">Rating breakdown</h2>
              <RatingBreakdown summary={data} />
            </Panel>
            <OfficePhotos companyId={companyId} companyName={data.company.name} />
            <Panel aria-labelledby="company-reviews-heading">
              <ReviewsHead>
                <h2 id="company-reviews-heading" ref={listHeadingRef} tabIndex={-1}>
                  {data.company.reviews} Reviews for {data.company.name}
                </h2>
                <Button
                  variant={formOpen ? 'secondary' : 'primary'}
                  aria-expanded={formOpen}
                  aria-controls={formOpen ? formId : undefined}
                  onClick={toggleForm}
                >
                  {formOpen ? 'Cancel Review' : 'Write a Review'}
                </Button>
              </ReviewsHead>
              <div role="status">
                {loginReason && (
                  <Prompt>
                    {LOGIN_TEXT[loginReason]} <Link to={login}>Login</Link>
                  </Prompt>
                )}
              </div>
              {formOpen && (
                <div id={formId}>
                  <CompanyReviewForm
                    companyName={data.company.name}
                    onSubmit={submit}
                    submitting={actions.submitting}
                    serverError={actions.writeError}
                  />
                </div>
              )}
              <CompanyReviewsToolbar filter={filter} onChange={setFilter} />
              <QueryState
                query={reviews}
                loading={<SkeletonList as={List} label="Loading reviews" count={3} height={280} />}
                errorFallback={REVIEWS_FAILED}
                errorTitle={() => REVIEWS_FAILED}
                isEmpty={(page) => page.reviews.length === 0}
                empty={
                  isFiltered(filter) ? (
                    <EmptyState
                      headingLevel={3}
                      title="No reviews match these filters."
                      action={
                        <Button
                          variant="secondary"
                          onClick={() =>
                            setFilter({ ...filter, rating: null, department: null, page: 1 })
                          }
                        >
                          Clear filters
                        </Button>
                      }
                    />
                  ) : (
                    <EmptyState
                      headingLevel={3}
                      title="No reviews found for this company."
                      action={
                        formOpen ? undefined : (
                          <Button onClick={toggleForm}>Be the first to write a review</Button>
                        )
                      }
                    />
                  )
                }
              >
                {(page) => {
                  const pages = Math.max(1, Math.ceil(page.total / COMPANY_REVIEWS_PAGE_SIZE));
                  return (
                    <>
                      {isFiltered(filter) && <p>{reviewCount(page.total)} match these filters.</p>}
                      <List aria-busy={reviews.isPlaceholderData || undefined}>
                        {page.reviews.map((review) => (
                          <li key={review.id}>
                            <EmployeeReviewCard
                              review={review}
                              onHelpful={() => actions.markHelpful(review.id)}
                              helpfulPending={actions.helpfulPendingId === review.id}
                            />
                          </li>
                        ))}
                      </List>
                      {pages > 1 && (
                        <Pager aria-label="Review pages">
                          <Button
                            variant="secondary"
                            disabled={filter.page <= 1}
                            onClick={() => setFilter({ ...filter, page: filter.page - 1 })}
                          >
                            Previous
                          </Button>
                          <span>
                            Page {filter.page} of {pages}
                          </span>
                          <Button
                            variant="secondary"
                            disabled={filter.page >= pages}
                            onClick={() => setFilter({ ...filter, page: filter.page + 1 })}
                          >
                            Next
                          </Button>
                        </Pager>
                      )}
                    </>
                  );
                }}
              </QueryState>
            </Panel>
            <InterviewExperiences companyId={companyId} companyName={data.company.name} />
          </>
        )}
      </QueryState>
    </Page>
  );
}
