import type { ReviewPage } from '../reviewsApi';
import { TagList } from '@rozgar/design-system';
import styled from 'styled-components';

/*
 * Browse by location, industry and company size (docs/product/community-and-reviews.md): each a
 * real filter with the number of reviews it would show (the API's facets, counted with the other
 * filters applied). A pressed value is the filter in force; pressing it again removes it.
 */

export type BrowseKey = 'location' | 'industry' | 'size';

export interface BrowseFiltersProps {
  facets: ReviewPage['facets'] | undefined;
  selected: Partial<Record<BrowseKey, string>>;
  onToggle: (key: BrowseKey, value: string) => void;
}

const Groups = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Group = styled.section`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const Chip = styled.button<{ $on: boolean }>`
  min-height: 36px;
  padding: 4px 12px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme, $on }) => ($on ? theme.color.primary : theme.color.borderStrong)};
  background: ${({ theme, $on }) => ($on ? theme.color.primary : theme.color.surface)};
  color: ${({ theme, $on }) => ($on ? theme.color.onPrimary : theme.color.text)};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  overflow-wrap: anywhere;
  text-align: left;
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.textMuted};
    border-style: dashed;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const sizeLabel = (size: string) => `${size} employees`;

const GROUPS: Array<{ key: BrowseKey; title: string; label?: (value: string) => string }> = [
  { key: 'location', title: 'Browse by location' },
  { key: 'industry', title: 'Browse by industry' },
  { key: 'size', title: 'Browse by company size', label: sizeLabel },
];

export function BrowseFilters({ facets, selected, onToggle }: BrowseFiltersProps) {
  const valuesOf = (key: BrowseKey) =>
    !facets
      ? []
      : key === 'location'
        ? facets.locations
        : key === 'industry'
          ? facets.industries
          : facets.sizes;
  return (
    <Groups>
      {GROUPS.map(({ key, title, label }) => {
        const values = valuesOf(key);
        return (
          <Group key={key} aria-label={title}>
            <h2>{title}</h2>
            {values.length === 0 ? (
              <p>
                No {key === 'size' ? 'sizes' : key === 'industry' ? 'industries' : 'locations'} to
                browse yet.
              </p>
            ) : (
              <TagList>
                {values.map(({ value, count }) => {
                  const on = selected[key] === value;
                  return (
                    <li key={value}>
                      <Chip
                        type="button"
                        $on={on}
                        aria-pressed={on}
                        // A value without reviews can still be cleared when in force.
                        disabled={count === 0 && !on}
                        onClick={() => onToggle(key, value)}
                      >
                        {label ? label(value) : value} ({count})
                      </Chip>
                    </li>
                  );
                })}
              </TagList>
            )}
          </Group>
        );
      })}
    </Groups>
  );
}
