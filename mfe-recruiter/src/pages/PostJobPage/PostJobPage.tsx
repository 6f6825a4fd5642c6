import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Card,
  errorText,
  httpStatus,
  isLoggedOut,
  Modal,
  QueryState,
  Select,
  type SelectOption,
  Skeleton,
  TextArea,
  TextField,
  useToast,
} from '@rozgar/design-system';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { CharacterCounter } from '../../components/CharacterCounter/CharacterCounter';
import { Page } from '../../components/RecruiterOnly/Page';
import { RecruiterOnly } from '../../components/RecruiterOnly/RecruiterOnly';
import { JobPreview } from '../../components/JobPreview/JobPreview';
import { MyJobs } from '../../components/MyJobs/MyJobs';
import { NewCompanyDialog } from '../../components/NewCompanyDialog/NewCompanyDialog';
import { PostingQuota } from '../../components/PostingQuota/PostingQuota';
import {
  jobQuotaQuery,
  myCompaniesQuery,
  postingOptionsQuery,
  recruiterJobQuery,
  recruiterQueryKeys,
} from '../../data/queries';
import type { Company } from '../../companies/companiesApi';
import { editJob } from '../../jobs/jobLifeApi';
import {
  emptyJob,
  jobToValues,
  LONG_TEXTS,
  OTHER_COMPANY,
  postJobSchema,
  toNewJob,
  type PostJobValues,
} from '../../jobs/postJobForm';
import { postJob, type PostingOptions, type RecruiterJob } from '../../jobs/recruiterJobsApi';

const LOGIN_TO_POST = 'Please log in to post a job.';
const POST_FAILED = 'Failed to post job';
const OPTIONS_FAILED = 'Failed to load the job posting options';
const SAVE_FAILED = 'Failed to save the job';
/** The new job's primary button: it opens the preview, whose Post Job publishes. */
const REVIEW_AND_POST = 'Review and post';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  .wide {
    grid-column: 1 / -1;
  }
`;

const Range = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

/** "New company…" beside the company select, level with its input. */
const NewCompany = styled.div`
  display: flex;
  align-items: flex-end;
`;

const choices = (values: readonly (string | number)[], unit = ''): SelectOption[] =>
  values.map((value) => ({
    value: String(value),
    label: unit ? `${value} ${unit}` : String(value),
  }));

/**
 * The Post a Job form. Empty to post a new job; filled from `from` to post a copy of it
 * ("Duplicate"), or to save changes to `editing` (the same fields and checks, `PATCH /api/jobs/{id}`).
 */
function PostJobForm({
  options,
  companies: loadedCompanies,
  from,
  editing,
}: {
  options: PostingOptions;
  /** The recruiter's own companies: the first is picked for a new job. */
  companies: Company[];
  from?: RecruiterJob;
  editing?: RecruiterJob;
}) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { limits } = options;
  const schema = useMemo(() => postJobSchema(options), [options]);
  const empty = useMemo(() => emptyJob(options), [options]);
  const start = editing ?? from;
  /** Companies created here ("New company…"), listed before the list has loaded again. */
  const [created, setCreated] = useState<Company[]>([]);
  const companies = useMemo(
    () => [
      ...created.filter((one) => !loadedCompanies.some((loaded) => loaded.id === one.id)),
      ...loadedCompanies,
    ],
    [created, loadedCompanies],
  );
  const [creatingCompany, setCreatingCompany] = useState(false);
  /** A company just created, picked once the select offers it. */
  const [pick, setPick] = useState<string | null>(null);
  /** A new job's form: the recruiter's first company picked, if they have one. */
  const [fresh] = useState(() => ({
    ...empty,
    company_choice: companies[0]?.id ?? OTHER_COMPANY,
  }));
  const [initial] = useState(() => (start ? jobToValues(start, options) : fresh));
  const [failure, setFailure] = useState<string | null>(null);
  /**
   * How many times the form was emptied after posting or filled from a job: each time, its first
   * field gets focus.
   */
  const [posted, setPosted] = useState(from ? 1 : 0);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PostJobValues>({
    resolver: zodResolver(schema),
    defaultValues: initial,
  });
  const watched = useWatch({ control });
  const lengthOf = (name: keyof PostJobValues) => (watched[name] ?? '').length;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    if (editing) {
      try {
        await editJob(editing.id, toNewJob(values));
      } catch (error) {
        setFailure(isLoggedOut(error) ? LOGIN_TO_POST : errorText(error, SAVE_FAILED));
        return;
      }
      void queryClient.invalidateQueries({ queryKey: recruiterQueryKeys.jobs });
      toast({ tone: 'success', title: `Saved "${values.job_title.trim()}"` });
      void navigate('/job-postings-section');
      return;
    }
    try {
      await postJob(toNewJob(values));
    } catch (error) {
      setFailure(isLoggedOut(error) ? LOGIN_TO_POST : errorText(error, POST_FAILED));
      return;
    }
    // The dashboard's table and quota and /responses list it (ADR 017: a write invalidates
    // what it changes).
    void queryClient.invalidateQueries({ queryKey: recruiterQueryKeys.jobs });
    toast({ tone: 'success', title: 'Job posted successfully!' });
    reset(fresh);
    setPosted((count) => count + 1);
  });

  useEffect(() => {
    if (posted > 0) setFocus('job_title');
  }, [posted, setFocus]);

  useEffect(() => {
    if (pick === null || !companies.some((one) => one.id === pick)) return;
    setValue('company_choice', pick, { shouldValidate: true });
    setPick(null);
  }, [pick, companies, setValue]);

  /**
   * The checked values shown as seekers will see them: a new job is posted only from there
   * (docs/product/recruiter-jobs-and-responses.md#post-a-job); an edit saves at once.
   */
  const [preview, setPreview] = useState<PostJobValues | null>(null);
  const openPreview = handleSubmit((values) => setPreview(values));
  const previewCompany = (values: PostJobValues) =>
    values.company_choice === OTHER_COMPANY
      ? values.company.trim()
      : (companies.find((one) => one.id === values.company_choice)?.company_name ?? '');

  const field = (name: keyof PostJobValues) => ({
    id: `post-job-${name}`,
    error: errors[name]?.message,
    ...register(name),
  });

  return (
    <>
      <Card
        as="form"
        noValidate
        onSubmit={editing ? submit : openPreview}
        aria-labelledby="post-job-heading"
      >
        <Grid>
          <TextField
            className="wide"
            label="Job title"
            required
            maxLength={limits.job_title}
            {...field('job_title')}
          />
          <Select
            label="Employment type"
            required
            options={choices(options.employment_types)}
            defaultValue={initial.employment_type}
            {...field('employment_type')}
          />
          <Select
            label="Work mode"
            required
            options={choices(options.work_modes)}
            defaultValue={initial.work_mode}
            {...field('work_mode')}
          />
          <TextArea
            className="wide"
            label="Job description"
            required
            rows={8}
            hint={
              <CharacterCounter length={lengthOf('job_description')} max={limits.job_description} />
            }
            {...field('job_description')}
          />
          <TextField
            className="wide"
            label="Key skills"
            required
            hint={`Separate skills with commas, at most ${limits.skills} characters`}
            {...field('skills')}
          />
          <Range>
            <legend>Work experience (years)</legend>
            <Select
              label="Minimum experience"
              required
              placeholder="Min"
              options={choices(options.min_experience, 'years')}
              defaultValue={initial.min_experience}
              {...field('min_experience')}
            />
            <Select
              label="Maximum experience"
              required
              placeholder="Max"
              options={choices(options.max_experience, 'years')}
              defaultValue={initial.max_experience}
              {...field('max_experience')}
            />
          </Range>
          <Range>
            <legend>Annual salary (₹ lakhs)</legend>
            <Select
              label="Minimum salary"
              required
              placeholder="Min"
              options={choices(options.min_salary, 'Lac')}
              defaultValue={initial.min_salary}
              {...field('min_salary')}
            />
            <Select
              label="Maximum salary"
              required
              placeholder="Max"
              options={choices(options.max_salary, 'Lac')}
              defaultValue={initial.max_salary}
              {...field('max_salary')}
            />
          </Range>
          <TextField label="Location" required maxLength={limits.location} {...field('location')} />
          <Select
            label="Industry"
            required
            placeholder="Select an industry"
            options={choices(options.industries)}
            defaultValue={initial.industry}
            {...field('industry')}
          />
          <Select
            label="Qualification"
            required
            placeholder="Select a qualification"
            options={choices(options.qualifications)}
            defaultValue={initial.qualification}
            {...field('qualification')}
          />
          <Select
            label="Company"
            required
            hint={
              companies.length === 0 ? (
                <>
                  Create your company with New company… (or on{' '}
                  <Link to="/your-companies">Your companies</Link>) to pick it here, or type its
                  name.
                </>
              ) : undefined
            }
            options={[
              ...companies.map((one) => ({ value: one.id, label: one.company_name })),
              { value: OTHER_COMPANY, label: 'Another company (type its name)' },
            ]}
            defaultValue={initial.company_choice}
            {...field('company_choice')}
          />
          <NewCompany>
            <Button type="button" variant="secondary" onClick={() => setCreatingCompany(true)}>
              New company…
            </Button>
          </NewCompany>
          {watched.company_choice === OTHER_COMPANY ? (
            <TextField
              label="Company name"
              required
              maxLength={limits.company}
              autoComplete="organization"
              {...field('company')}
            />
          ) : null}
          <TextField
            label="Vacancies"
            inputMode="numeric"
            hint={`From 1 to ${limits.vacancies}`}
            {...field('vacancies')}
          />
          {LONG_TEXTS.map(({ name, label }) => (
            <TextArea
              key={name}
              className="wide"
              label={label}
              rows={4}
              hint={<CharacterCounter length={lengthOf(name)} max={limits.long_text} />}
              {...field(name)}
            />
          ))}
          <Modal
            open={preview !== null}
            onClose={() => setPreview(null)}
            title="Preview"
            description="This is how seekers will see your job."
            size="lg"
            footer={
              <>
                <Button type="button" variant="secondary" onClick={() => setPreview(null)}>
                  Keep editing
                </Button>
                <Button
                  type="button"
                  onClick={() => {
                    setPreview(null);
                    void submit();
                  }}
                >
                  Post Job
                </Button>
              </>
            }
          >
            {preview ? <JobPreview values={preview} companyName={previewCompany(preview)} /> : null}
          </Modal>
          {failure ? (
            <Failure className="wide" role="alert">
              {failure}
            </Failure>
          ) : null}
          <Actions className="wide">
            {editing ? (
              <Button as={Link} to="/job-postings-section" variant="secondary">
                Cancel
              </Button>
            ) : null}
            <Button type="submit" loading={isSubmitting}>
              {editing ? 'Save changes' : REVIEW_AND_POST}
            </Button>
          </Actions>
        </Grid>
      </Card>
      <NewCompanyDialog
        open={creatingCompany}
        onClose={() => setCreatingCompany(false)}
        onCreated={(company) => {
          setCreatingCompany(false);
          setCreated((before) => [company, ...before]);
          setPick(company.id);
        }}
      />
    </>
  );
}

/** Loads what the form offers from the BFF (the one source of its lists), then shows the form. */
function PostJob({
  from,
  copies = 0,
  editing,
}: {
  from?: RecruiterJob;
  /** How many copies were asked for: each fills a fresh form. */
  copies?: number;
  editing?: RecruiterJob;
}) {
  const options = useQuery(postingOptionsQuery());
  const companies = useQuery(myCompaniesQuery());
  return (
    <QueryState
      query={options}
      loading={
        <Card aria-busy="true">
          <p>Loading...</p>
          <Skeleton lines={8} height={40} />
        </Card>
      }
      errorFallback={OPTIONS_FAILED}
      renderError={({ message, retry }) => (
        <Card>
          <Failure role="alert">Error: {message}</Failure>
          <Actions>
            <Button type="button" variant="secondary" onClick={retry}>
              Retry
            </Button>
          </Actions>
        </Card>
      )}
    >
      {(loaded) =>
        // Without the companies (none, or unreadable) the company's name is typed.
        companies.isPending ? (
          <p aria-busy="true">Loading...</p>
        ) : (
          <PostJobForm
            key={copies}
            options={loaded}
            companies={companies.data ?? []}
            from={from}
            editing={editing}
          />
        )
      }
    </QueryState>
  );
}

/**
 * The quota before anything is typed, then the form; with no posting left, the reason instead of
 * the form. Should the quota not load, the form is still offered (the server checks it anyway).
 */
function QuotaThenForm({ from, copies }: { from?: RecruiterJob; copies: number }) {
  const quota = useQuery(jobQuotaQuery());
  // The form waits for the quota, so a recruiter with none left never starts typing.
  if (quota.isPending) return <p aria-busy="true">Loading...</p>;
  if (quota.data?.left === 0) return <PostingQuota quota={quota.data} />;
  return (
    <>
      {quota.data ? <PostingQuota quota={quota.data} /> : <p>Quota unavailable</p>}
      <PostJob from={from} copies={copies} />
    </>
  );
}

/** Post a Job and, below it, the recruiter's jobs; "Duplicate" fills the form from a job. */
function PostAndMyJobs() {
  const [copy, setCopy] = useState<{ job?: RecruiterJob; count: number }>({ count: 0 });
  return (
    <>
      <h1 id="post-job-heading">Post a Job</h1>
      <p>Fields marked * are required.</p>
      <QuotaThenForm from={copy.job} copies={copy.count} />
      <MyJobs onDuplicate={(job) => setCopy(({ count }) => ({ job, count: count + 1 }))} />
    </>
  );
}

/**
 * `/job-postings-section/:jobId/edit`: the same form, filled from one of the recruiter's jobs
 * (`GET /api/recruiter/jobs/{jobId}`). An unknown job or another recruiter's gets the server's
 * words ("Job not found", "You can only view your own jobs") and the way back.
 */
function EditJob({ jobId }: { jobId: string }) {
  const job = useQuery(recruiterJobQuery(jobId));
  return (
    <>
      <h1 id="post-job-heading">Edit job</h1>
      <p>Fields marked * are required. Seekers who applied keep their applications.</p>
      <QueryState
        query={job}
        loading={<p aria-busy="true">Loading...</p>}
        errorFallback="Failed to fetch the job"
        renderError={({ message, error }) =>
          [403, 404].includes(httpStatus(error) ?? 0) ? (
            <Card>
              <Failure role="alert">{message}</Failure>
              <p>
                <Link to="/job-postings-section">Back to My jobs</Link>
              </p>
            </Card>
          ) : (
            <Failure role="alert">Error: {message}</Failure>
          )
        }
      >
        {(data) => <PostJob editing={data} />}
      </QueryState>
    </>
  );
}

/**
 * `/job-postings-section` (docs/product/recruiter-jobs-and-responses.md#post-a-job): the
 * recruiter's job posting form and "My jobs"; `/job-postings-section/:jobId/edit` edits a job.
 */
export function PostJobPage() {
  const { jobId } = useParams();
  return (
    <RecruiterOnly
      loggedOut={
        <Card>
          <h1>{LOGIN_TO_POST}</h1>
          <p>
            <Link to="/login?next=/job-postings-section">Login</Link> as a recruiter to post jobs.
          </p>
        </Card>
      }
    >
      {() => <Page>{jobId ? <EditJob jobId={jobId} /> : <PostAndMyJobs />}</Page>}
    </RecruiterOnly>
  );
}
