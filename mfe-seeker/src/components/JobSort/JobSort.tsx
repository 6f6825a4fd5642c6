import type { JobSearchSort } from '@rozgar/contracts/vocabularies';
import { Select } from '@rozgar/design-system';
import styled from 'styled-components';
import { SORT_LABELS } from '../../jobs/jobSearch';

const Field = styled(Select)`
  min-width: 200px;
`;

export interface JobSortProps {
  /** The orders offered (see `sortOptions`). */
  options: readonly JobSearchSort[];
  /** The order the list is in. */
  value: JobSearchSort;
  onChange: (sort: JobSearchSort) => void;
}

/**
 * "Sort by" over `/jobs`' results: Relevance (when offered), Newest, Salary (highest first)
 * (docs/product/jobs-search-and-details.md#results). A native select: arrows move through the
 * orders and each choice applies at once, as the filters' checkboxes do.
 */
export function JobSort({ options, value, onChange }: JobSortProps) {
  return (
    <Field
      label="Sort by"
      fullWidth={false}
      options={options.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
      value={value}
      onChange={(event) => {
        const next = options.find((sort) => sort === event.target.value);
        if (next) onChange(next);
      }}
    />
  );
}
