import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';

export interface DividedListProps extends HTMLAttributes<HTMLUListElement> {
  /** The entries, each an `li`; an element with class `muted` inside one reads as secondary text. */
  children: ReactNode;
  ref?: Ref<HTMLUListElement>;
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    padding-bottom: ${({ theme }) => theme.space[3]};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .muted {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/**
 * A stacked list of entries, each separated from the next by a rule (recent and saved searches,
 * short lists in a panel). It is a list to assistive technology: name it with `aria-label` or
 * `aria-labelledby`.
 */
export function DividedList({ children, ...rest }: DividedListProps) {
  return <List {...rest}>{children}</List>;
}
