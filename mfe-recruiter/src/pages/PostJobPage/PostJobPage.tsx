import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Card,
  Select,
  TextArea,
  TextField,
  useToast,
  type SelectOption,
} from '@rozgar/design-system';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CharacterCounter } from '../../components/CharacterCounter/CharacterCounter';
import { Page } from '../../components/RecruiterOnly/Page';
import { RecruiterOnly } from '../../components/RecruiterOnly/RecruiterOnly';
import { errorText, isLoggedOut } from '../../jobs/errorText';
import {
  EMPLOYMENT_TYPES,
  EMPTY_JOB,
  INDUSTRIES,
  LIMITS,
  LONG_TEXTS,
  MAX_EXPERIENCE,
  MAX_SALARY,
  MIN_EXPERIENCE,
  MIN_SALARY,
  postJobSchema,
  QUALIFICATIONS,
  toNewJob,
  WORK_MODES,
  type PostJobValues,
} from '../../jobs/postJobForm';
import { postJob } from '../../jobs/recruiterJobsApi';

const LOGIN_TO_POST = 'Please log in to post a job.';
const POST_FAILED = 'Failed to post job';

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

const options = (values: readonly (string | number)[], unit = ''): SelectOption[] =>
  values.map((value) => ({
    value: String(value),
    label: unit ? `${value} ${unit}` : String(value),
  }));

function PostJobForm() {
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  /** How many jobs this form has posted: after each, the emptied form's first field gets focus. */
  const [posted, setPosted] = useState(0);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PostJobValues>({
    resolver: zodResolver(postJobSchema),
    defaultValues: EMPTY_JOB,
  });
  const watched = useWatch({ control });
  const lengthOf = (name: keyof PostJobValues) => (watched[name] ?? '').length;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await postJob(toNewJob(values));
    } catch (error) {
      setFailure(isLoggedOut(error) ? LOGIN_TO_POST : errorText(error, POST_FAILED));
      return;
    }
    toast({ tone: 'success', title: 'Job posted successfully!' });
    reset(EMPTY_JOB);
    setPosted((count) => count + 1);
  });

  useEffect(() => {
    if (posted > 0) setFocus('job_title');
  }, [posted, setFocus]);

  const field = (name: keyof PostJobValues) => ({
    id: `post-job-${name}`,
    error: errors[name]?.message,
    ...register(name),
  });

  return (
    <Card as="form" noValidate onSubmit={submit} aria-labelledby="post-job-heading">
      <Grid>
        <TextField
          className="wide"
          label="Job title"
          required
          maxLength={LIMITS.title}
          {...field('job_title')}
        />
        <Select
          label="Employment type"
          required
          options={options(EMPLOYMENT_TYPES)}
          defaultValue={EMPTY_JOB.employment_type}
          {...field('employment_type')}
        />
        <Select
          label="Work mode"
          required
          options={options(WORK_MODES)}
          defaultValue={EMPTY_JOB.work_mode}
          {...field('work_mode')}
        />
        <TextArea
          className="wide"
          label="Job description"
          required
          rows={8}
          hint={<CharacterCounter length={lengthOf('job_description')} max={LIMITS.description} />}
          {...field('job_description')}
        />
        <TextField
          className="wide"
          label="Key skills"
          required
          hint={`Separate skills with commas, at most ${LIMITS.skills} characters`}
          {...field('skills')}
        />
        <Range>
          <legend>Work experience (years)</legend>
          <Select
            label="Minimum experience"
            required
            placeholder="Min"
            options={options(MIN_EXPERIENCE, 'years')}
            defaultValue=""
            {...field('min_experience')}
          />
          <Select
            label="Maximum experience"
            required
            placeholder="Max"
            options={options(MAX_EXPERIENCE, 'years')}
            defaultValue=""
            {...field('max_experience')}
          />
        </Range>
        <Range>
          <legend>Annual salary (₹ lakhs)</legend>
          <Select
            label="Minimum salary"
            required
            placeholder="Min"
            options={options(MIN_SALARY, 'Lac')}
            defaultValue=""
            {...field('min_salary')}
          />
          <Select
            label="Maximum salary"
            required
            placeholder="Max"
            options={options(MAX_SALARY, 'Lac')}
            defaultValue=""
            {...field('max_salary')}
          />
        </Range>
        <TextField label="Location" required maxLength={LIMITS.location} {...field('location')} />
        <Select
          label="Industry"
          required
          placeholder="Select an industry"
          options={options(INDUSTRIES)}
          defaultValue=""
          {...field('industry')}
        />
        <Select
          label="Qualification"
          required
          placeholder="Select a qualification"
          options={options(QUALIFICATIONS)}
          defaultValue=""
          {...field('qualification')}
        />
        <TextField
          label="Company name"
          required
          maxLength={LIMITS.company}
          autoComplete="organization"
          {...field('company')}
        />
        <TextField
          label="Vacancies"
          inputMode="numeric"
          hint="At least 1"
          {...field('vacancies')}
        />
        {LONG_TEXTS.map(({ name, label }) => (
          <TextArea
            key={name}
            className="wide"
            label={label}
            rows={4}
            hint={<CharacterCounter length={lengthOf(name)} max={LIMITS.longText} />}
            {...field(name)}
          />
        ))}
        {failure ? (
          <Failure className="wide" role="alert">
            {failure}
          </Failure>
        ) : null}
        <Actions className="wide">
          <Button type="submit" loading={isSubmitting}>
            Post Job
          </Button>
        </Actions>
      </Grid>
    </Card>
  );
}

/** `/job-postings-section` (spec 02 §2 "Post a Job"): the recruiter's job posting form. */
export function PostJobPage() {
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
      {() => (
        <Page>
          <h1 id="post-job-heading">Post a Job</h1>
          <p>Fields marked * are required.</p>
          <PostJobForm />
        </Page>
      )}
    </RecruiterOnly>
  );
}
