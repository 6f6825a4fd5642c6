import { Skeleton } from '@rozgar/design-system';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CompanyCategory } from '../companiesApi';
import { companiesText } from '../companyDisplay';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CardLink = styled(Link)<{ $current: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  height: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space[4]};
  border: 2px solid
    ${({ theme, $current }) => ($current ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  strong {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  span {
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  small {
    display: none;
    color: ${({ theme }) => theme.color.textMuted};
  }
  ${({ theme }) => theme.media.sm} {
    small {
      display: block;
    }
  }
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/** A category card's height, so the skeletons take the cards' place. */
const CARD_HEIGHT = 104;

/**
 * "Top companies hiring now": a card per company category with its number of companies, the very
 * counts of the landing page (docs/product/companies.md#company-categories). A card lists that
 * category's companies; the one listed now is marked.
 */
export function CategoryCards({
  categories,
  current,
}: {
  categories: ReadonlyArray<CompanyCategory>;
  /** The category the directory lists alone now, if any. */
  current?: string;
}) {
  return (
    <Cards>
      {categories.map((category) => (
        <li key={category.key}>
          <CardLink
            to={`/companies?type=${encodeURIComponent(category.key)}`}
            $current={category.key === current}
            aria-current={category.key === current ? 'true' : undefined}
          >
            <strong>{category.name}</strong>
            <span>{companiesText(category.companyCount)}</span>
            <small>{category.description}</small>
          </CardLink>
        </li>
      ))}
    </Cards>
  );
}

/** The cards' place while the categories load. */
export function CategoryCardsSkeleton() {
  return (
    <Cards as="div" role="status" aria-busy="true" aria-label="Loading company categories">
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index}>
          <Skeleton height={CARD_HEIGHT} />
        </div>
      ))}
    </Cards>
  );
}
