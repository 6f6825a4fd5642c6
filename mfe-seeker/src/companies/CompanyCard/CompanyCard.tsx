import { Badge, Card, CompanyLogo, TagList } from '@rozgar/design-system';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { DirectoryCompany } from '../companiesApi';
import { companyHref, industryText, openJobsText } from '../companyDisplay';
import { RatingStar } from '../RatingStar/RatingStar';

const Article = styled(Card)`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  align-items: start;
  height: 100%;
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  overflow-wrap: anywhere;
  a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Facts = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const OpenJobs = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/**
 * One company of the directory (docs/product/companies.md#companies-directory): an `article` named
 * by the company, its logo or initials, the name linking to its page, a rating star with the
 * review count (nothing without reviews — never an invented rating), where it is and what it
 * does, its tags, the founded year when known and its open jobs.
 */
export function CompanyCard({ company }: { company: DirectoryCompany }) {
  const nameId = `company-${company.id}-name`;
  const facts = [company.industry && industryText(company.industry), company.city]
    .filter(Boolean)
    .join(' · ');
  return (
    <Article forwardedAs="article" aria-labelledby={nameId} padding="md">
      <CompanyLogo name={company.name} logo={company.logo} />
      <Body>
        <div>
          <Name id={nameId}>
            <Link to={companyHref(company.id)}>{company.name}</Link>
          </Name>
          {company.rating && <RatingStar rating={company.rating} />}
        </div>
        {(facts || company.founded) && (
          <Facts>
            {facts}
            {facts && company.founded ? ' · ' : ''}
            {company.founded ? `Founded ${company.founded}` : ''}
          </Facts>
        )}
        {company.tags.length > 0 && (
          <TagList aria-label={`${company.name} tags`}>
            {company.tags.map((tag) => (
              <li key={tag}>
                <Badge size="sm">{tag}</Badge>
              </li>
            ))}
          </TagList>
        )}
        <OpenJobs>{openJobsText(company.open_jobs)}</OpenJobs>
      </Body>
    </Article>
  );
}
