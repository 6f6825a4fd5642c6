import { Card, VisuallyHidden } from '@rozgar/design-system';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ReviewedCompany } from '../../reviews/reviewsApi';
import { CompanyLogo } from '../CompanyLogo/CompanyLogo';
import { formatRating, ratingSentence, reviewCount } from '../ratingText';

const Article = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  min-width: 0;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const Rating = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 8px;
  align-items: baseline;

  strong {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Star = styled.span`
  color: ${({ theme }) => theme.tone.yellow.foreground};
`;

const ReadLink = styled(Link)`
  margin-top: auto;
  align-self: flex-start;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.primary};
  padding: 6px 0;
`;

/**
 * A company of the employee reviews list: logo, name, its rating (one decimal) with the number of
 * reviews — none without reviews — its location, and "Read Reviews".
 */
export function ReviewedCompanyCard({ company }: { company: ReviewedCompany }) {
  const headingId = `company-${company.id}`;
  return (
    <Article as="article" aria-labelledby={headingId}>
      <Head>
        <CompanyLogo name={company.name} logo={company.logo} />
        <h3 id={headingId}>{company.name}</h3>
      </Head>
      {company.rating === null || company.reviews === 0 ? (
        <Rating>No reviews yet</Rating>
      ) : (
        <Rating>
          <VisuallyHidden>{ratingSentence(company.rating, company.reviews)}</VisuallyHidden>
          <span aria-hidden="true">
            <Star>★</Star> <strong>{formatRating(company.rating)}</strong>
          </span>
          <span aria-hidden="true">{reviewCount(company.reviews)}</span>
        </Rating>
      )}
      {(company.location || company.industry) && (
        <Facts>{[company.location, company.industry].filter(Boolean).join(' · ')}</Facts>
      )}
      <ReadLink to={`/employee-reviews/${company.id}`} aria-describedby={headingId}>
        Read Reviews
      </ReadLink>
    </Article>
  );
}
