import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { pageWindow } from '../pageWindow';

const Nav = styled.nav`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Slots = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const slot = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const PageLink = styled(Link)`
  ${slot};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.primarySoft};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Unavailable = styled.span`
  ${slot};
  border: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.surfaceSunken};
`;

const Gap = styled.span`
  ${slot};
  min-width: 24px;
  padding: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface PaginationProps {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are. */
  pages: number;
  /** The address of a page (the URL holds the page, so each page is a real link). */
  hrefFor: (page: number) => string;
  /** Names the navigation landmark. */
  label?: string;
}

/**
 * "Page x of y" with Previous / Next and the page numbers, an ellipsis standing for the pages left
 * out when there are more than 7 (docs/product/companies.md#companies-directory). Every page is a
 * link to its URL, so Back returns to the page before; Previous on the first page and Next on the
 * last are shown but unavailable. Nothing shows for a single page.
 */
export function Pagination({ page, pages, hrefFor, label = 'Pages' }: PaginationProps) {
  if (pages <= 1) return null;
  const previous = page > 1 ? page - 1 : null;
  const next = page < pages ? page + 1 : null;
  return (
    <Nav aria-label={label}>
      <p>
        Page {page} of {pages}
      </p>
      <Slots>
        <li>
          {previous ? (
            <PageLink to={hrefFor(previous)} rel="prev">
              Previous
            </PageLink>
          ) : (
            <Unavailable aria-disabled="true">Previous</Unavailable>
          )}
        </li>
        {pageWindow(page, pages).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              <Gap>…</Gap>
            </li>
          ) : (
            <li key={slot}>
              <PageLink
                to={hrefFor(slot)}
                aria-current={slot === page ? 'page' : undefined}
                aria-label={`Page ${slot}`}
              >
                {slot}
              </PageLink>
            </li>
          ),
        )}
        <li>
          {next ? (
            <PageLink to={hrefFor(next)} rel="next">
              Next
            </PageLink>
          ) : (
            <Unavailable aria-disabled="true">Next</Unavailable>
          )}
        </li>
      </Slots>
    </Nav>
  );
}
