import { Button, Card, QueryState, Skeleton } from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FeaturedCompaniesSlider } from '../FeaturedCompaniesSlider/FeaturedCompaniesSlider';
import { companyHighlightsQuery } from '../../../data/queries';

const Section = styled.section`
  max-width: 1040px;
  margin: 48px auto;
  padding: 0 24px;
  display: grid;
  gap: 24px;
  h2 {
    margin: 0;
  }
`;

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 12px;
  flex-wrap: wrap;
`;

const Categories = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
`;

const CategoryLink = styled(Link)`
  display: block;
  color: inherit;
  text-decoration: none;
  strong {
    display: block;
    font-size: 1.05rem;
    color: ${({ theme }) => theme.color.primary};
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.9rem;
  }
`;

/** The failure's own text (the server's, else the status text `apiFetch` gave it). */
const loadFailedText = (error: unknown) =>
  error instanceof Error ? error.message : 'Could not load companies';

const companiesText = (count: number) => (count === 1 ? '1 company' : `${count} companies`);

/** Top companies by category with counts from data, and the featured-companies slider. */
export function TopCompanies() {
  const highlights = useQuery(companyHighlightsQuery());

  return (
    <Section aria-labelledby="top-companies-heading">
      <Header>
        <h2 id="top-companies-heading">Top companies hiring now</h2>
        <Link to="/companies">View all companies</Link>
      </Header>
      <QueryState
        query={highlights}
        loading={
          <div role="status" aria-busy="true" aria-label="Loading companies">
            <Skeleton height={72} />
          </div>
        }
        errorFallback={loadFailedText}
        renderError={({ message, retry }) => (
          <p role="alert">
            Could not load companies: {message}{' '}
            <Button variant="ghost" size="sm" onClick={retry}>
              Retry
            </Button>
          </p>
        )}
      >
        {({ categories, featured }) => (
          <>
            <Categories aria-label="Companies by category">
              {categories.map((category) => (
                <li key={category.key}>
                  <Card interactive padding="md">
                    <CategoryLink to={`/companies?type=${encodeURIComponent(category.key)}`}>
                      <strong>{category.name}</strong>
                      <span>{companiesText(category.companyCount)}</span>
                    </CategoryLink>
                  </Card>
                </li>
              ))}
            </Categories>
            {featured.length > 0 ? <FeaturedCompaniesSlider companies={featured} /> : null}
          </>
        )}
      </QueryState>
    </Section>
  );
}
