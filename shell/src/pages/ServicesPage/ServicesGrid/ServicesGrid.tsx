import { Card } from '@rozgar/design-system';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SERVICES } from '../../../config/services';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;

const ServiceLink = styled(Link)`
  display: flex;
  gap: 16px;
  align-items: flex-start;
  height: 100%;
  color: inherit;
  text-decoration: none;
  h2,
  h3 {
    margin: 0 0 4px;
    font-size: 1.05rem;
    color: ${({ theme }) => theme.color.primary};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 4px;
  }
`;

const Symbol = styled.span`
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 12px;
  background: ${({ theme }) => theme.color.primarySoft};
  font-size: 1.3rem;
`;

/** The six services (docs/product/public-pages-and-services.md#services), each a card. */
export function ServicesGrid({ headingLevel = 3 }: { headingLevel?: 2 | 3 } = {}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Grid>
      {SERVICES.map((service) => (
        <li key={service.href}>
          <Card interactive padding="md" style={{ height: '100%' }}>
            <ServiceLink to={service.href}>
              <Symbol aria-hidden="true">{service.symbol}</Symbol>
              <span>
                <Heading>{service.title}</Heading>
                <p>{service.description}</p>
              </span>
            </ServiceLink>
          </Card>
        </li>
      ))}
    </Grid>
  );
}
