import { Badge, Button, Card, StarRatingDisplay } from '@rozgar/design-system';
import { REVIEW_DEPARTMENT_LABELS } from '@rozgar/contracts/vocabularies';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Review } from '../../reviews/reviewsApi';
import { reviewDate } from '../ratingText';

const Article = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Stars = styled.p`
  margin: 0;
`;

const Texts = styled.dl`
  margin: 0;
  display: grid;
  gap: 4px;

  dt {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  dd {
    margin: 0 0 4px;
    white-space: pre-line;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const who = (review: Review) => {
  const role =
    review.designation ??
    (review.department ? REVIEW_DEPARTMENT_LABELS[review.department] : undefined);
  const status =
    review.currently_works_here === 'yes'
      ? 'Current Employee'
      : review.currently_works_here === 'no'
        ? 'Former Employee'
        : undefined;
  return [role, status, review.employment_duration].filter(Boolean).join(' · ');
};

export interface EmployeeReviewCardProps {
  review: Review;
  /** The company's name and a link to its reviews (the list page's recent reviews). */
  showCompany?: boolean;
  /** "Helpful": shown when given; the count is the server's. */
  onHelpful?: (review: Review) => void;
  helpfulPending?: boolean;
}

/**
 * One review, anonymous by construction (no author is ever sent): its stars, title, who the
 * reviewer is at the company, the date, pros, cons and advice, and "Helpful" with its count.
 */
export function EmployeeReviewCard({
  review,
  showCompany = false,
  onHelpful,
  helpfulPending = false,
}: EmployeeReviewCardProps) {
  const titleId = `review-${review.id}`;
  const reviewer = who(review);
  return (
    <Article as="article" aria-labelledby={titleId}>
      {showCompany && (
        <Meta>
          <Link to={`/employee-reviews/${review.company_id}`}>{review.company}</Link>
        </Meta>
      )}
      <Title id={titleId}>{review.title}</Title>
      <Stars>
        <StarRatingDisplay value={review.rating} />
      </Stars>
      <Meta>
        {reviewer && <>{reviewer} · </>}
        <time dateTime={review.created_at}>{reviewDate(review.created_at)}</time>
        {review.mine && (
          <>
            {' '}
            <Badge tone="blue">Your review</Badge>
          </>
        )}
      </Meta>
      <Texts>
        <dt>Pros</dt>
        <dd>{review.pros}</dd>
        <dt>Cons</dt>
        <dd>{review.cons}</dd>
        {review.advice_to_management && (
          <>
            <dt>Advice to Management</dt>
            <dd>{review.advice_to_management}</dd>
          </>
        )}
      </Texts>
      {onHelpful && (
        <Actions>
          <Button
            variant="secondary"
            size="sm"
            aria-pressed={review.my_vote?.helpful ?? false}
            aria-describedby={titleId}
            loading={helpfulPending}
            onClick={() => onHelpful(review)}
          >
            Helpful ({review.helpful_count})
          </Button>
        </Actions>
      )}
    </Article>
  );
}
