import type { ElementType } from 'react';
import { Skeleton } from '@rozgar/design-system';

export interface SkeletonListProps {
  /** The list the loaded items will fill (a styled `ul`), so the placeholders take their place. */
  as?: ElementType;
  /** Names the busy list for screen readers, e.g. "Loading reviews". */
  label: string;
  count: number;
  /** Each placeholder's height in px, about that of a loaded card. */
  height: number;
}

/** A QueryState's `loading` for a list of cards: `count` skeleton items in a busy, labelled list. */
export function SkeletonList({ as: List = 'ul', label, count, height }: SkeletonListProps) {
  return (
    <List aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <Skeleton height={height} />
        </li>
      ))}
    </List>
  );
}
