import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { HIRING_FOR, type Company } from '../../companies/companiesApi';
import { CompanyLogo } from '../CompanyLogo/CompanyLogo';

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: ${({ theme }) => theme.space[4]} 0 0;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: max-content minmax(0, 1fr);
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

const NOT_GIVEN = 'Not provided';

function Link({ href }: { href?: string | null }) {
  if (!href) return <>{NOT_GIVEN}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {href}
    </a>
  );
}

/**
 * A company profile read-only, as it shows until Edit Profile
 * (docs/product/companies.md#view-and-edit).
 */
export function CompanyDetails({ company }: { company: Company }) {
  const hiringFor =
    HIRING_FOR.find((option) => option.value === company.hiring_for)?.label ?? 'Your company';
  const place = [company.city, company.state].filter(Boolean).join(', ');
  const rows: Array<[string, ReactNode]> = [
    ['Hiring for', hiringFor],
    ['Email', company.email ? <a href={`mailto:${company.email}`}>{company.email}</a> : NOT_GIVEN],
    ['Phone', company.phone || NOT_GIVEN],
    ['Website', <Link key="website" href={company.website} />],
    ['Address', company.address || NOT_GIVEN],
    ['City', company.city || NOT_GIVEN],
    ['State', company.state || NOT_GIVEN],
    ['Pincode', company.pincode ? String(company.pincode) : NOT_GIVEN],
    ['Industry', company.industry || NOT_GIVEN],
    ['Company size', company.size ? `${company.size} employees` : NOT_GIVEN],
    ['Description', company.description || NOT_GIVEN],
    ['LinkedIn', <Link key="linkedin" href={company.linkedin} />],
    ['Twitter', <Link key="twitter" href={company.twitter} />],
    ['Facebook', <Link key="facebook" href={company.facebook} />],
  ];
  return (
    <>
      <Head>
        <CompanyLogo name={company.company_name} src={company.pfp} size={64} />
        <div>
          <h2>{company.company_name}</h2>
          <p>{[company.industry, place].filter(Boolean).join(' · ')}</p>
        </div>
      </Head>
      <Facts aria-label="Company details">
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </Facts>
    </>
  );
}
