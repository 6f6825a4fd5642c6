import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  li + li::before {
    content: '›';
    margin-right: ${({ theme }) => theme.space[2]};
  }
  a {
    color: ${({ theme }) => theme.color.primary};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export interface Crumb {
  label: string;
  /** Where it leads; the last crumb (the page itself) has none. */
  to?: string;
}

/** Where the page sits: links to the pages above it, then the page itself (aria-current). */
export function Breadcrumb({ crumbs }: { crumbs: ReadonlyArray<Crumb> }) {
  return (
    <nav aria-label="Breadcrumb">
      <Trail>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {crumb.to && index < crumbs.length - 1 ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </Trail>
    </nav>
  );
}
