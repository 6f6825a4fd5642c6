import { Select, TextField } from '@rozgar/design-system';
import styled from 'styled-components';
import { JOB_STATES, type JobFilterValues, type JobState } from '../../jobs/jobFilter';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: end;
  }
`;

export interface JobFilterProps {
  value: JobFilterValues;
  onChange: (value: JobFilterValues) => void;
  /** "{shown} of {total} jobs", announced as the filter changes. */
  shown: number;
  total: number;
}

/**
 * Finds one of the recruiter's jobs on Manage Responses: words of its title, company or location,
 * and which jobs to show (all, active, closed, expired). Filters as one types; nothing is sent.
 */
export function JobFilter({ value, onChange, shown, total }: JobFilterProps) {
  return (
    <div>
      <Form role="search" aria-label="Your jobs" onSubmit={(event) => event.preventDefault()}>
        <TextField
          label="Find a job"
          type="search"
          placeholder="Title, company or location"
          value={value.find}
          onChange={(event) => onChange({ ...value, find: event.target.value })}
        />
        <Select
          label="Show"
          options={JOB_STATES}
          value={value.state}
          onChange={(event) => onChange({ ...value, state: event.target.value as JobState })}
        />
      </Form>
      <p role="status">
        {shown === total ? `${total} ${total === 1 ? 'job' : 'jobs'}` : `${shown} of ${total} jobs`}
      </p>
    </div>
  );
}
