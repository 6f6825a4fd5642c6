import { Button, Checkbox, Skeleton } from '@rozgar/design-system';
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { FilterOption, JobFilterOptions } from '../../jobs/jobsApi';
import {
  FILTER_GROUP_LABELS,
  FILTER_GROUPS,
  filterValueLabel,
  type FilterGroup,
  type JobSearch,
} from '../../jobs/jobSearch';

/** Options a group shows until it is expanded (docs/product/jobs-search-and-details.md#filters). */
const VISIBLE_OPTIONS = 3;

const Panel = styled.aside`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

/* The heading and, on the same line, whether the counts are being updated (no shift). */
const Heading = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

const Updating = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Group = styled.div`
  border-top: 1px solid ${({ theme }) => theme.color.border};
  padding-top: ${({ theme }) => theme.space[2]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const Disclosure = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space[2]} 0`};
  border: none;
  background: none;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  &[aria-expanded='true'] > span {
    transform: rotate(180deg);
  }
  > span {
    transition: transform ${({ theme }) => theme.motion.fast};
  }
`;

const Options = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0;
  margin: ${({ theme }) => `${theme.space[1]} 0 ${theme.space[2]}`};
  list-style: none;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/* A checked value the current search finds no job for: still there to uncheck, greyed. */
const NoJobs = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

const MoreButton = styled.button`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[2]};
  border: none;
  background: none;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.primary};
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

interface FilterGroupSectionProps {
  group: FilterGroup;
  options: FilterOption[];
  selected: string[];
  onToggle: (group: FilterGroup, value: string) => void;
}

/**
 * One filter group: a disclosure button (aria-expanded) shows or hides it; it lists three options
 * (and the checked ones) until "Show all (n)" expands it ("Show less" folds it back). The counts
 * are the current search's (docs/product/jobs-search-and-details.md#filters): a value without
 * jobs is left out, as the job portals do, unless it is checked — then it stays, greyed with
 * (0), so it can be unchecked; a checked value the server does not list at all comes first.
 */
export function FilterGroupSection({
  group,
  options,
  selected,
  onToggle,
}: FilterGroupSectionProps) {
  const id = useId();
  const [open, setOpen] = useState(true);
  const [showAll, setShowAll] = useState(false);
  const label = FILTER_GROUP_LABELS[group];
  const listed = new Set(options.map((option) => option.value));
  const all: FilterOption[] = [
    ...selected.filter((value) => !listed.has(value)).map((value) => ({ value, count: 0 })),
    ...options.filter((option) => option.count > 0 || selected.includes(option.value)),
  ];
  if (all.length === 0) return null;
  // Folded, a group shows its first options and every checked one, so no choice is out of sight.
  const visible = showAll
    ? all
    : all.filter((option, index) => index < VISIBLE_OPTIONS || selected.includes(option.value));

  return (
    <Group>
      <h3>
        <Disclosure
          type="button"
          id={`${id}-toggle`}
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((value) => !value)}
        >
          {label}
          <span aria-hidden="true">▾</span>
        </Disclosure>
      </h3>
      <div id={`${id}-body`} role="group" aria-labelledby={`${id}-toggle`} hidden={!open}>
        <Options id={`${id}-options`}>
          {visible.map((option) => (
            <li key={option.value}>
              <Checkbox
                label={
                  option.count > 0 ? (
                    <>
                      {filterValueLabel(group, option.value)} <Count>({option.count})</Count>
                    </>
                  ) : (
                    <NoJobs>
                      {filterValueLabel(group, option.value)} <Count>(0)</Count>
                    </NoJobs>
                  )
                }
                checked={selected.includes(option.value)}
                onChange={() => onToggle(group, option.value)}
              />
            </li>
          ))}
        </Options>
        {(showAll || visible.length < all.length) && (
          <MoreButton
            type="button"
            aria-expanded={showAll}
            aria-controls={`${id}-options`}
            onClick={() => setShowAll((value) => !value)}
          >
            {showAll ? 'Show less' : `Show all (${all.length})`}
          </MoreButton>
        )}
      </div>
    </Group>
  );
}

export type FilterOptionsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** `updating`: the counts shown are the previous search's while the new ones load. */
  | { status: 'ready'; options: JobFilterOptions; updating?: boolean };

export interface FilterPanelProps {
  state: FilterOptionsState;
  search: JobSearch;
  onToggle: (group: FilterGroup, value: string) => void;
  onRetry: () => void;
}

/**
 * The filter panel of `/jobs`: every group of `GET /api/jobs/filters` with its counts for the
 * current search. While a new search's counts load, the previous ones stay (the panel keeps its
 * size) and "Updating counts…" shows beside the heading.
 */
export function FilterPanel({ state, search, onToggle, onRetry }: FilterPanelProps) {
  const updating = state.status === 'ready' && state.updating === true;
  return (
    <Panel aria-labelledby="job-filters-heading">
      <Heading>
        <h2 id="job-filters-heading">Filters</h2>
        <Updating role="status">{updating ? 'Updating counts…' : ''}</Updating>
      </Heading>
      {state.status === 'loading' && (
        <div role="status" aria-busy="true" aria-label="Loading filters">
          <Skeleton lines={8} height={18} />
        </div>
      )}
      {state.status === 'error' && (
        <div role="alert">
          <p>Error: {state.message}</p>
          <Button
            size="sm"
            variant="secondary"
            aria-label="Retry loading filters"
            onClick={onRetry}
          >
            Retry
          </Button>
        </div>
      )}
      {state.status === 'ready' &&
        FILTER_GROUPS.map((group) => (
          <FilterGroupSection
            key={group}
            group={group}
            options={state.options[group]}
            selected={search.groups[group]}
            onToggle={onToggle}
          />
        ))}
    </Panel>
  );
}
