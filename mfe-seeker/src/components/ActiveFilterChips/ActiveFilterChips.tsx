import { Button } from '@rozgar/design-system';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ActiveFilter } from '../../jobs/jobSearch';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0;
  margin: 0;
  list-style: none;
`;

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 32px;
  padding: ${({ theme }) => `0 ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.primaryActive};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surface};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/**
 * The active search and filters as removable chips, and "Clear all filters". A removed chip hands
 * the keyboard focus to the chip that takes its place (or the one before it); with none left,
 * `onEmptied` says where focus should go.
 */
export function ActiveFilterChips({
  filters,
  onRemove,
  onClearAll,
  onEmptied,
}: {
  filters: ActiveFilter[];
  onRemove: (filter: ActiveFilter) => void;
  onClearAll: () => void;
  onEmptied?: () => void;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  /** Where focus goes once the list has changed: the removed chip's index, and the count before. */
  const [pendingFocus, setPendingFocus] = useState<{ index: number; from: number } | null>(null);
  const count = filters.length;

  useEffect(() => {
    if (pendingFocus === null || pendingFocus.from === count) return;
    setPendingFocus(null);
    const chips = listRef.current?.querySelectorAll('button');
    if (chips && chips.length > 0) chips[Math.min(pendingFocus.index, chips.length - 1)]!.focus();
    else onEmptied?.();
  }, [count, pendingFocus, onEmptied]);

  if (filters.length === 0) return null;
  return (
    <Row>
      <Chips ref={listRef} aria-label="Active filters">
        {filters.map((filter, index) => (
          <li key={filter.label}>
            <Chip
              type="button"
              aria-label={`Remove filter ${filter.label}`}
              onClick={() => {
                setPendingFocus({ index, from: count });
                onRemove(filter);
              }}
            >
              {filter.label}
              <span aria-hidden="true">×</span>
            </Chip>
          </li>
        ))}
      </Chips>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => {
          setPendingFocus({ index: 0, from: count });
          onClearAll();
        }}
      >
        Clear all filters
      </Button>
    </Row>
  );
}
