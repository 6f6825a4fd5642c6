import { Button, Card, EmptyState, isLoggedOut, QueryState, Skeleton } from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type Company } from '../../companies/companiesApi';
import { LOGIN_TO_MANAGE } from '../../companies/companyTexts';
import { CompanyLogo } from '../../components/CompanyLogo/CompanyLogo';
import { Page, PageHead } from '../../components/RecruiterOnly/Page';
import { RecruiterOnly } from '../../components/RecruiterOnly/RecruiterOnly';
import { myCompaniesQuery } from '../../data/queries';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Article = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
  align-content: space-between;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    overflow-wrap: anywhere;
  }
`;

const Title = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const NOT_GIVEN = 'Not provided';

/**
 * One company card (docs/product/companies.md#your-companies): logo, name, industry, city and
 * size.
 */
function CompanyCard({ company }: { company: Company }) {
  const name = company.company_name.trim() || 'Unknown Company';
  const headingId = `company-${company.id}-name`;
  return (
    <Article as="article" aria-labelledby={headingId}>
      <Title>
        <CompanyLogo name={name} src={company.pfp} />
        <h2 id={headingId}>{name}</h2>
      </Title>
      <Facts>
        <dt>Industry</dt>
        <dd>{company.industry || NOT_GIVEN}</dd>
        <dt>City</dt>
        <dd>{company.city || NOT_GIVEN}</dd>
        <dt>Size</dt>
        <dd>{company.size ? `${company.size} employees` : NOT_GIVEN}</dd>
      </Facts>
      <div>
        <Button
          as={Link}
          to={`/company-profile/${encodeURIComponent(company.id)}`}
          variant="secondary"
          size="sm"
          aria-describedby={headingId}
        >
          View Company
        </Button>
      </div>
    </Article>
  );
}

function YourCompanies() {
  const companies = useQuery(myCompaniesQuery());
  return (
    <QueryState
      query={companies}
      loading={
        <Card aria-busy="true">
          <p>Loading...</p>
          <Skeleton lines={3} height={48} />
        </Card>
      }
      errorFallback={(error) =>
        isLoggedOut(error) ? LOGIN_TO_MANAGE : 'Failed to fetch your companies'
      }
      renderError={({ error, message, retry }) => (
        <Card>
          <Failure role="alert">Error: {isLoggedOut(error) ? LOGIN_TO_MANAGE : message}</Failure>
          <p>
            <Button variant="secondary" onClick={retry}>
              Retry
            </Button>
          </p>
        </Card>
      )}
      isEmpty={(list) => list.length === 0}
      empty={
        <Card>
          <EmptyState
            title="No companies registered yet"
            description="Add your company so candidates know who you are hiring for."
            action={
              <Button as={Link} to="/company-profile">
                Add New Company
              </Button>
            }
          />
        </Card>
      }
    >
      {(list) => (
        <Grid aria-label="Your companies">
          {list.map((company) => (
            <li key={company.id}>
              <CompanyCard company={company} />
            </li>
          ))}
        </Grid>
      )}
    </QueryState>
  );
}

/**
 * `/your-companies` (docs/product/companies.md#your-companies, ADR 013): the recruiter's own
 * companies.
 */
export function YourCompaniesPage() {
  return (
    <RecruiterOnly
      loggedOut={
        <Card>
          <h1>{LOGIN_TO_MANAGE}</h1>
          <p>
            <Link to="/login?next=/your-companies">Login</Link> as a recruiter to see your
            companies.
          </p>
        </Card>
      }
    >
      {() => (
        <Page>
          <PageHead>
            <h1>Your Companies</h1>
            <Button as={Link} to="/company-profile">
              Add New Company
            </Button>
          </PageHead>
          <YourCompanies />
        </Page>
      )}
    </RecruiterOnly>
  );
}
