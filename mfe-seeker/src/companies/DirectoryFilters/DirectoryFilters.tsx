import { Button, Skeleton } from '@rozgar/design-system';
import type { PostedWithin } from '@rozgar/contracts/vocabularies';
import { useId } from 'react';
import styled from 'styled-components';
import type { DirectoryFacets } from '../companiesApi';
import {
  DIRECTORY_GROUP_LABELS,
  DIRECTORY_GROUPS,
  chosenFilterCount,
  type DirectoryGroup,
  type DirectorySearch,
} from '../directorySearch';
import { FacetGroup } from './FacetGroup';

const Panel = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[2]};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export interface DirectoryFiltersProps {
  /** The groups' options with their counts; null while they load. */
  facets: DirectoryFacets | null;
  search: DirectorySearch;
  onToggle: (group: DirectoryGroup, value: string) => void;
  onPosted: (posted: PostedWithin | null) => void;
  onClearAll: () => void;
  /**
   * Whether the panel has its own "Filters" heading (the sidebar); inside the phone's dialog,
   * whose title says it, it has none.
   */
  withHeading?: boolean;
}

/**
 * The directory's filter sidebar (docs/product/companies.md#companies-directory): company type,
 * location, industry, department, experience, nature of business (several values each) and job
 * posting date (one), each option with the companies it would give for the current selection.
 * Every change is the page's URL's (the parent navigates).
 */
export function DirectoryFilters({
  facets,
  search,
  onToggle,
  onPosted,
  onClearAll,
  withHeading = true,
}: DirectoryFiltersProps) {
  const headingId = useId();
  return (
    <Panel
      role="group"
      aria-labelledby={withHeading ? headingId : undefined}
      aria-label={withHeading ? undefined : 'Filters'}
    >
      <Header>
        {withHeading ? <h2 id={headingId}>Filters</h2> : <span />}
        {chosenFilterCount(search) > 0 && (
          <Button variant="ghost" size="sm" onClick={onClearAll}>
            Clear all
          </Button>
        )}
      </Header>
      {facets === null ? (
        <div role="status" aria-busy="true" aria-label="Loading filters">
          <Skeleton lines={12} height={18} />
        </div>
      ) : (
        <>
          {DIRECTORY_GROUPS.map((group) => (
            <FacetGroup
              key={group}
              kind="checkbox"
              label={DIRECTORY_GROUP_LABELS[group]}
              options={facets[group]}
              selected={search.groups[group]}
              onToggle={(value) => onToggle(group, value)}
            />
          ))}
          <FacetGroup
            kind="radio"
            label={DIRECTORY_GROUP_LABELS.posted}
            options={facets.posted}
            selected={search.posted ? [search.posted] : []}
            onToggle={(value) => onPosted(value as PostedWithin)}
            onClear={() => onPosted(null)}
          />
        </>
      )}
    </Panel>
  );
}
