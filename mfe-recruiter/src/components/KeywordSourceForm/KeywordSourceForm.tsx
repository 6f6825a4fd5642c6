import { keywordAnalysisRequestSchema } from '@rozgar/contracts/keyword-optimiser';
import { INDUSTRY_VALUES } from '@rozgar/contracts/vocabularies';
import { Button, errorText, Select, Skeleton, TextArea, TextField } from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { recruiterJobsQuery } from '../../data/queries';
import type { KeywordAnalysisRequest } from '../../keywords/keywordApi';
import { draftRequest, type KeywordDraft } from '../../keywords/keywordDraft';

type Source = KeywordAnalysisRequest['source'];

const SOURCES: Array<{ value: Source; label: string }> = [
  { value: 'job', label: 'One of my jobs' },
  { value: 'text', label: 'Pasted text' },
  { value: 'draft', label: 'A draft' },
];

export interface KeywordSourceFormProps {
  /** The draft written here: the page keeps it, as its report's Add writes to its key skills. */
  draft: KeywordDraft;
  onDraftChange: (change: (draft: KeywordDraft) => KeywordDraft) => void;
  /** True when Post a Job handed `draft` over: the form opens on it. */
  handedOver?: boolean;
  /** Called with a request the contracts accept. */
  onAnalyse: (request: KeywordAnalysisRequest) => void;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Choices = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: 40px;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

type Errors = Partial<Record<string, string>>;

/** The first message the contracts give for each field of a refused request. */
function errorsOf(request: KeywordAnalysisRequest): Errors | null {
  const checked = keywordAnalysisRequestSchema.safeParse(request);
  if (checked.success) return null;
  const errors: Errors = {};
  for (const issue of checked.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The recruiter's jobs as a select, or why there is none to pick. */
function JobChoice({
  jobId,
  onChange,
  error,
}: {
  jobId: string;
  onChange: (jobId: string) => void;
  error?: string;
}) {
  const jobs = useQuery(recruiterJobsQuery());
  if (jobs.isPending)
    return (
      <div aria-busy="true">
        <Note>Loading your jobs…</Note>
        <Skeleton height={40} />
      </div>
    );
  if (jobs.isError)
    return (
      <Failure role="alert">
        {errorText(jobs.error, 'Failed to load your jobs')}{' '}
        <Button type="button" size="sm" variant="secondary" onClick={() => void jobs.refetch()}>
          Retry
        </Button>
      </Failure>
    );
  if (jobs.data.jobs.length === 0)
    return (
      <Note>
        You have not posted a job yet. <Link to="/job-postings-section">Post a job</Link>, or paste
        a job&apos;s text.
      </Note>
    );
  return (
    <Select
      label="Job"
      required
      placeholder="Choose one of your jobs"
      value={jobId}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      options={jobs.data.jobs.map((job) => ({
        value: job.id,
        label: `${job.job_title}, ${job.location}${job.status === 'active' ? '' : ` (${job.status})`}`,
      }))}
    />
  );
}

/**
 * What `/keyword-optimization` analyses: one of the recruiter's jobs, pasted text (its first line
 * the title) or a draft (title, description, key skills, industry; the page keeps it), opened on
 * when Post a Job handed one over. Checks the request with the contracts' schema before sending it.
 */
export function KeywordSourceForm({
  draft,
  onDraftChange,
  handedOver = false,
  onAnalyse,
}: KeywordSourceFormProps) {
  const id = useId();
  const [source, setSource] = useState<Source>(handedOver ? 'draft' : 'job');
  const [jobId, setJobId] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const edit = (key: keyof KeywordDraft) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) =>
      onDraftChange((before) => ({ ...before, [key]: event.target.value })),
    error: errors[key],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (source === 'job' && !jobId) {
      setErrors({ job_id: 'Choose one of your jobs' });
      return;
    }
    const request: KeywordAnalysisRequest =
      source === 'job'
        ? { source, job_id: jobId }
        : source === 'text'
          ? { source, text }
          : draftRequest(draft);
    const refused = errorsOf(request);
    setErrors(refused ?? {});
    if (!refused) onAnalyse(request);
  };

  return (
    <Form noValidate onSubmit={submit} aria-label="What to analyse">
      <Choices>
        <legend>What to analyse</legend>
        {SOURCES.map((one) => (
          <label key={one.value}>
            <input
              type="radio"
              name={`${id}-source`}
              value={one.value}
              checked={source === one.value}
              onChange={() => {
                setSource(one.value);
                setErrors({});
              }}
            />
            {one.label}
          </label>
        ))}
      </Choices>

      {source === 'job' ? (
        <JobChoice jobId={jobId} onChange={setJobId} error={errors.job_id} />
      ) : null}

      {source === 'text' ? (
        <TextArea
          label="Job text"
          required
          rows={10}
          hint="The first line is read as the title, the rest as the description."
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={errors.text}
        />
      ) : null}

      {source === 'draft' ? (
        <>
          {handedOver ? <Note>The draft you were writing on Post a Job.</Note> : null}
          <TextField label="Job title" required {...edit('title')} />
          <TextArea label="Job description" rows={8} {...edit('description')} />
          <TextField label="Key skills" hint="Separate skills with commas" {...edit('skills')} />
          <Select
            label="Industry"
            placeholder="Any industry"
            options={INDUSTRY_VALUES.map((value) => ({ value, label: value }))}
            {...edit('industry')}
          />
        </>
      ) : null}

      {errors.form ? <Failure role="alert">{errors.form}</Failure> : null}
      <Actions>
        <Button type="submit">Analyse keywords</Button>
      </Actions>
    </Form>
  );
}
