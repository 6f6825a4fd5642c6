import { Button, errorText, Select, TextField } from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { optimizerJobsQuery } from '../../data/queries';
import { DEFAULT_LOAD_ERROR } from '../../profile/messages';
import { jobText, type OptimizerJob } from '../optimizerApi';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  > :first-child {
    flex: 1;
  }
  /* Level with the input, under the field's label. */
  > button {
    margin-top: 26px;
  }
`;

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const jobName = (job: OptimizerJob) => `${job.job_title} — ${job.company}`;

/**
 * Picks an open job (`GET /api/jobs`, searchable by title, company or skill) and hands its
 * description, requirements and skills to the optimiser as the job text.
 */
export function JobPicker({ onPick }: { onPick: (text: string, name: string) => void }) {
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [pickedId, setPickedId] = useState('');
  const jobsQuery = useQuery(optimizerJobsQuery(search));
  // Searching again asks again; the list waits for the answer (no stale choices meanwhile).
  const status = jobsQuery.isFetching ? 'loading' : jobsQuery.status;

  // Not a <form>: the picker sits inside the optimiser's form, and forms do not nest.
  const runSearch = () => {
    if (query.trim() === search) void jobsQuery.refetch();
    else setSearch(query.trim());
  };

  const jobs = status === 'success' ? jobsQuery.data! : [];
  return (
    <Wrapper>
      <Row role="search" aria-label="Open jobs">
        <TextField
          label="Search open jobs"
          hint="Title, company or skill"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            runSearch();
          }}
        />
        <Button type="button" variant="secondary" onClick={runSearch}>
          Search
        </Button>
      </Row>
      <Select
        label="Open job"
        placeholder={
          status === 'loading'
            ? 'Loading jobs…'
            : jobs.length === 0
              ? 'No available jobs found'
              : 'Choose a job to compare with'
        }
        disabled={status !== 'success' || jobs.length === 0}
        value={jobs.some((job) => job.id === pickedId) ? pickedId : ''}
        options={jobs.map((job) => ({ value: job.id, label: jobName(job) }))}
        onChange={(event) => {
          const job = jobs.find((candidate) => candidate.id === event.target.value);
          setPickedId(event.target.value);
          if (job) onPick(jobText(job), jobName(job));
        }}
      />
      {status === 'error' ? (
        <Muted role="alert">Error: {errorText(jobsQuery.error, DEFAULT_LOAD_ERROR)}</Muted>
      ) : null}
    </Wrapper>
  );
}
