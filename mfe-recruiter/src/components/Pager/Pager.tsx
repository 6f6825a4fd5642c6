import { Button } from '@rozgar/design-system';
import styled from 'styled-components';
import { pageCount } from './pageCount';

export interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
  /** How many items all the pages hold. */
  total: number;
  onPage: (page: number) => void;
  /** What the pages hold, naming the navigation ("Applicants to Java Developer pages"). */
  label: string;
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  justify-content: center;
`;

/**
 * Previous / "Page n of m" / Next under a paged list; nothing when everything fits on one page.
 * The page number is announced politely as it changes; at either end the button stays focusable
 * (`aria-disabled`), so the keyboard focus is not lost when Next reaches the last page.
 */
export function Pager({ page, pageSize, total, onPage, label }: PagerProps) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const shown = Math.min(page, pages);
  return (
    <Nav aria-label={label}>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        aria-disabled={shown <= 1}
        onClick={() => onPage(shown - 1)}
      >
        Previous
      </Button>
      <span aria-live="polite">
        Page {shown} of {pages}
      </span>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        aria-disabled={shown >= pages}
        onClick={() => onPage(shown + 1)}
      >
        Next
      </Button>
    </Nav>
  );
}
