import { Card, CompanyLogo, StarRatingDisplay } from '@rozgar/design-system';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ReviewedCompany } from '../../reviews/reviewsApi';

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
      <Rating>
        <StarRatingDisplay
          value={company.reviews === 0 ? null : company.rating}
          count={company.reviews === 0 ? undefined : company.reviews}
          emptyText="No reviews yet"
        />
      </Rating>
      {(company.location || company.industry) && (
        <Facts>{[company.location, company.industry].filter(Boolean).join(' · ')}</Facts>
      )}
      <ReadLink to={`/employee-reviews/${company.id}`} aria-describedby={headingId}>
        Read Reviews
      </ReadLink>
    </Article>
  );
}
