import styled from 'styled-components';
import type { CompanyReviewsSummary } from '../../reviews/reviewsApi';
import { CompanyLogo } from '@rozgar/design-system';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: flex-start;

  h1 {
    margin: 0 0 8px;
    overflow-wrap: anywhere;
  }
`;

const Body = styled.div`
  flex: 1 1 240px;
  min-width: 0;
`;

const Facts = styled.dl`
  margin: 0 0 8px;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 20px;
  color: ${({ theme }) => theme.color.textMuted};

  div {
    display: flex;
    gap: 4px;
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.text};
  }
`;

const Description = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** A company's profile on its reviews page: logo, name, industry, location, size, description. */
export function CompanyProfile({ company }: { company: CompanyReviewsSummary['company'] }) {
  const facts = [
    ['Industry', company.industry],
    ['Location', company.location],
    ['Size', company.size && `${company.size} employees`],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  return (
    <Header>
      <CompanyLogo name={company.name} logo={company.logo} size={96} />
      <Body>
        <h1>{company.name}</h1>
        {facts.length > 0 && (
          <Facts>
            {facts.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </Facts>
        )}
        {company.description && <Description>{company.description}</Description>}
      </Body>
    </Header>
  );
}
