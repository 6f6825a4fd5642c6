import { Button, Card, Skeleton } from '@rozgar/design-system';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FeaturedCompaniesSlider } from '../FeaturedCompaniesSlider/FeaturedCompaniesSlider';
import { fetchCompanyHighlights, type CompanyHighlights } from './companyHighlights';

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

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; highlights: CompanyHighlights };

const companiesText = (count: number) => (count === 1 ? '1 company' : `${count} companies`);

/** Top companies by category with counts from data, and the featured-companies slider. */
export function TopCompanies() {
  const [state, setState] = useState<State>({ status: 'loading' });

  const load = useCallback((signal?: AbortSignal) => {
    setState({ status: 'loading' });
    fetchCompanyHighlights(signal).then(
      (highlights) => setState({ status: 'ready', highlights }),
      (error: unknown) => {
        if (signal?.aborted) return;
        setState({
          status: 'error',
          message: error instanceof Error ? error.message : 'Could not load companies',
        });
      },
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  return (
    <Section aria-labelledby="top-companies-heading">
      <Header>
        <h2 id="top-companies-heading">Top companies hiring now</h2>
        <Link to="/companies">View all companies</Link>
      </Header>
      {state.status === 'loading' ? (
        <div role="status" aria-busy="true" aria-label="Loading companies">
          <Skeleton height={72} />
        </div>
      ) : null}
      {state.status === 'error' ? (
        <p role="alert">
          Could not load companies: {state.message}{' '}
          <Button variant="ghost" size="sm" onClick={() => load()}>
            Retry
          </Button>
        </p>
      ) : null}
      {state.status === 'ready' ? (
        <>
          <Categories aria-label="Companies by category">
            {state.highlights.categories.map((category) => (
              <li key={category.key}>
                <Card interactive padding="md">
                  <CategoryLink to={`/companies?category=${encodeURIComponent(category.key)}`}>
                    <strong>{category.name}</strong>
                    <span>{companiesText(category.companyCount)}</span>
                  </CategoryLink>
                </Card>
              </li>
            ))}
          </Categories>
          {state.highlights.featured.length > 0 ? (
            <FeaturedCompaniesSlider companies={state.highlights.featured} />
          ) : null}
        </>
      ) : null}
    </Section>
  );
}
