import { Card, QueryState, Skeleton, StarRatingDisplay } from '@rozgar/design-system';
import { formatDate } from '@rozgar/design-system/format';
import { REVIEW_CRITERIA } from '@rozgar/contracts/vocabularies';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { InlineLoadError } from '../../components/InlineLoadError/InlineLoadError';
import type { CompanyReviewsSummary, Review } from '../companiesApi';
import { reviewsText } from '../companyDisplay';
import { latestReviewsQuery, reviewsSummaryQuery } from '../companyQueries';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
  }
`;

const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Bars = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  align-items: center;
  margin: ${({ theme }) => theme.space[3]} 0 0;
  dt,
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Bar = styled.span<{ $share: number }>`
  display: block;
  height: 8px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: linear-gradient(
    to right,
    #b25e09 ${({ $share }) => $share}%,
    ${({ theme }) => theme.color.surfaceSunken} ${({ $share }) => $share}%
  );
`;

const Criteria = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  dt,
  dd {
    margin: 0;
  }
  dd {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const ReviewList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const one = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const criterionLabel = (key: string) =>
  REVIEW_CRITERIA.find((criterion) => criterion.value === key)?.label ?? key;

function RatingSummary({ summary }: { summary: CompanyReviewsSummary }) {
  const { rating, reviews } = summary.company;
  const criteria = summary.criteria.filter((criterion) => criterion.mean !== null);
  return (
    <Summary>
      <div>
        <StarRatingDisplay value={rating} count={reviews} emptyText="No ratings yet" />
        {reviews > 0 && (
          <Bars aria-label="Reviews by stars">
            {summary.histogram.map(({ stars, count }) => (
              <div key={stars} style={{ display: 'contents' }}>
                <dt>{stars === 1 ? '1 star' : `${stars} stars`}</dt>
                <dd aria-hidden="true">
                  <Bar $share={(count / reviews) * 100} />
                </dd>
                <dd>{count}</dd>
              </div>
            ))}
          </Bars>
        )}
      </div>
      {criteria.length > 0 && (
        <Criteria aria-label="Ratings by criterion">
          {criteria.map((criterion) => (
            <div key={criterion.criterion} style={{ display: 'contents' }}>
              <dt>{criterionLabel(criterion.criterion)}</dt>
              <dd>{one.format(criterion.mean!)}</dd>
            </div>
          ))}
        </Criteria>
      )}
    </Summary>
  );
}

function LatestReview({ review }: { review: Review }) {
  const id = `review-${review.id}-title`;
  return (
    <li>
      <Card as="article" aria-labelledby={id} padding="md">
        <h3 id={id}>{review.title}</h3>
        <StarRatingDisplay value={review.rating} />
        <p>
          <strong>Pros:</strong> {review.pros}
        </p>
        <p>
          <strong>Cons:</strong> {review.cons}
        </p>
        <Muted>{formatDate(review.created_at)}</Muted>
      </Card>
    </li>
  );
}

/**
 * A company page's reviews (docs/product/companies.md#company-page): the rating summary (stars
 * histogram, each criterion's mean) and the latest reviews, with the way to all of them and to
 * writing one on `/employee-reviews/:companyId`.
 */
export function CompanyReviews({
  companyId,
  companyName,
}: {
  companyId: string;
  companyName: string;
}) {
  const summary = useQuery(reviewsSummaryQuery(companyId));
  const latest = useQuery(latestReviewsQuery(companyId));
  const reviewsHref = `/employee-reviews/${encodeURIComponent(companyId)}`;
  return (
    <Section aria-labelledby="company-reviews-heading">
      <h2 id="company-reviews-heading">Reviews of {companyName}</h2>
      <QueryState
        query={summary}
        loading={
          <div role="status" aria-busy="true" aria-label="Loading the rating">
            <Skeleton height={140} />
          </div>
        }
        errorFallback="Could not load the rating"
        renderError={(failure) => <InlineLoadError {...failure} />}
      >
        {(data) => <RatingSummary summary={data} />}
      </QueryState>
      <QueryState
        query={latest}
        loading={
          <div role="status" aria-busy="true" aria-label="Loading reviews">
            <Skeleton height={150} />
          </div>
        }
        errorFallback="Could not load the reviews"
        renderError={(failure) => <InlineLoadError {...failure} />}
      >
        {(data) =>
          data.total === 0 ? (
            <p>
              No reviews yet. <Link to={reviewsHref}>Be the first to write a review</Link>
            </p>
          ) : (
            <>
              <ReviewList aria-label="Latest reviews">
                {data.reviews.map((review) => (
                  <LatestReview key={review.id} review={review} />
                ))}
              </ReviewList>
              <p>
                <Link to={reviewsHref}>Read all {reviewsText(data.total)}</Link>
              </p>
            </>
          )
        }
      </QueryState>
    </Section>
  );
}
