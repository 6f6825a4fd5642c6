import {
  REVIEW_DEPARTMENT_LABELS,
  REVIEW_DEPARTMENTS,
  REVIEW_SORT_LABELS,
  REVIEW_SORTS,
  type ReviewDepartment,
  type ReviewSort,
} from '@rozgar/contracts/vocabularies';
import { Select } from '@rozgar/design-system';
import styled from 'styled-components';
import type { CompanyReviewsFilter } from '../companyReviewsFilter';

const Bar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  gap: 12px;
`;

const SORT_OPTIONS = REVIEW_SORTS.map((sort) => ({ value: sort, label: REVIEW_SORT_LABELS[sort] }));
const RATING_OPTIONS = [5, 4, 3, 2, 1].map((stars) => ({
  value: String(stars),
  label: `${stars} ${stars === 1 ? 'star' : 'stars'}`,
}));
const DEPARTMENT_OPTIONS = REVIEW_DEPARTMENTS.map((department) => ({
  value: department,
  label: REVIEW_DEPARTMENT_LABELS[department],
}));

/**
 * Sort (newest, highest, lowest, most helpful) and the rating and department filters of a
 * company's reviews; every change goes back to the first page.
 */
export function CompanyReviewsToolbar({
  filter,
  onChange,
}: {
  filter: CompanyReviewsFilter;
  onChange: (filter: CompanyReviewsFilter) => void;
}) {
  const change = (patch: Partial<CompanyReviewsFilter>) =>
    onChange({ ...filter, ...patch, page: 1 });
  return (
    <Bar>
      <Select
        label="Sort by"
        options={SORT_OPTIONS}
        value={filter.sort}
        onChange={(event) => change({ sort: event.target.value as ReviewSort })}
      />
      <Select
        label="Rating"
        placeholder="All ratings"
        options={RATING_OPTIONS}
        value={filter.rating === null ? '' : String(filter.rating)}
        onChange={(event) =>
          change({ rating: event.target.value ? Number(event.target.value) : null })
        }
      />
      <Select
        label="Department"
        placeholder="All departments"
        options={DEPARTMENT_OPTIONS}
        value={filter.department ?? ''}
        onChange={(event) =>
          change({ department: (event.target.value || null) as ReviewDepartment | null })
        }
      />
    </Bar>
  );
}
