import { REVIEW_CRITERIA } from '@rozgar/contracts/vocabularies';
import { StarRatingDisplay, VisuallyHidden } from '@rozgar/design-system';
import styled from 'styled-components';
import type { CompanyReviewsSummary } from '../../reviews/reviewsApi';
import { formatRating } from '../ratingText';

const Layout = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));

  h3 {
    margin: 0 0 8px;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const Overall = styled.p`
  margin: 0 0 12px;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 8px;

  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Bars = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;

  li {
    display: grid;
    grid-template-columns: 4.5em 1fr 3em;
    align-items: center;
    gap: 8px;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Track = styled.span`
  height: 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceSunken};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  overflow: hidden;
`;

const Fill = styled.span`
  display: block;
  height: 100%;
  background: ${({ theme }) => theme.color.primary};
`;

const Criteria = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 6px 16px;
  font-size: ${({ theme }) => theme.font.size.sm};

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-align: right;
  }
`;

/**
 * A company's rating breakdown: its rating, how many reviews gave each number of stars (5 down
 * to 1) and each criterion's mean ("Not rated yet" when no review rated it).
 */
export function RatingBreakdown({ summary }: { summary: CompanyReviewsSummary }) {
  const { rating, reviews } = summary.company;
  const most = Math.max(1, ...summary.histogram.map((bar) => bar.count));
  const histogram = [...summary.histogram].sort((a, b) => b.stars - a.stars);
  const mean = new Map(summary.criteria.map((criterion) => [criterion.criterion, criterion.mean]));

  return (
    <Layout>
      <section aria-labelledby="rating-stars-heading">
        <h3 id="rating-stars-heading">Overall rating</h3>
        <Overall>
          <StarRatingDisplay
            value={reviews === 0 ? null : rating}
            count={reviews}
            emptyText="No reviews yet"
            size={24}
          />
        </Overall>
        <Bars>
          {histogram.map((bar) => (
            <li key={bar.stars}>
              <span>
                {bar.stars} {bar.stars === 1 ? 'star' : 'stars'}
              </span>
              <Track aria-hidden="true">
                <Fill style={{ width: `${(bar.count / most) * 100}%` }} />
              </Track>
              <span>
                {bar.count}
                <VisuallyHidden> {bar.count === 1 ? 'review' : 'reviews'}</VisuallyHidden>
              </span>
            </li>
          ))}
        </Bars>
      </section>
      <section aria-labelledby="rating-criteria-heading">
        <h3 id="rating-criteria-heading">Ratings by category</h3>
        <Criteria>
          {REVIEW_CRITERIA.map((criterion) => {
            const value = mean.get(criterion.value) ?? null;
            return (
              <div key={criterion.value} style={{ display: 'contents' }}>
                <dt>{criterion.label}</dt>
                <dd>{value === null ? 'Not rated yet' : `${formatRating(value)} ★`}</dd>
              </div>
            );
          })}
        </Criteria>
      </section>
    </Layout>
  );
}
