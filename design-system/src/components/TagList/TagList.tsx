import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';

export interface TagListProps extends HTMLAttributes<HTMLUListElement> {
  /** The tags, each an `li` (holding a Badge, a chip or a toggle button). */
  children: ReactNode;
  ref?: Ref<HTMLUListElement>;
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * A row of tags that wraps onto more lines (skills, keywords, ratings, filter chips). It is a list
 * to assistive technology: name it with `aria-label` or `aria-labelledby`.
 */
export function TagList({ children, ...rest }: TagListProps) {
  return <List {...rest}>{children}</List>;
}
