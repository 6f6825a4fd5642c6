import { VisuallyHidden } from '@rozgar/design-system';
import styled from 'styled-components';
import type { CompanyRatingSummary } from '@rozgar/contracts/payloads/companiesDirectory';
import { reviewsText } from '../companyDisplay';

const Row = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  svg {
    flex: none;
  }
`;

const Figure = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Count = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The design system's filled star amber (3:1 against white). */
const STAR_FILL = '#b25e09';

const one = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * A company's rating as a card shows it: one star, the mean to one decimal and the number of
 * reviews ("★ 4.1 (123 reviews)"), read as "Rated 4.1 out of 5 from 123 reviews". Only for a
 * company with reviews: without them the card shows no rating at all.
 */
export function RatingStar({ rating }: { rating: CompanyRatingSummary }) {
  const figure = one.format(rating.average);
  return (
    <Row>
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96z"
          fill={STAR_FILL}
        />
      </svg>
      <VisuallyHidden>
        Rated {figure} out of 5 from {reviewsText(rating.count)}
      </VisuallyHidden>
      <Figure aria-hidden="true">{figure}</Figure>
      <Count aria-hidden="true">({reviewsText(rating.count)})</Count>
    </Row>
  );
}
