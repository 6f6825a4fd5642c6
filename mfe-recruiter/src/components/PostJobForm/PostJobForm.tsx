import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, errorText, isLoggedOut, useToast } from '@rozgar/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Company } from '../../companies/companiesApi';
import { recruiterQueryKeys } from '../../data/queries';
import { editJob } from '../../jobs/jobLifeApi';
import {
  emptyJob,
  jobToValues,
  OTHER_COMPANY,
  postJobSchema,
  toNewJob,
  type PostJobValues,
} from '../../jobs/postJobForm';
import { postJob, type PostingOptions, type RecruiterJob } from '../../jobs/recruiterJobsApi';
import { CompanyChoice } from '../CompanyChoice/CompanyChoice';
import { JobFields } from '../JobFields/JobFields';
import { JobPreviewDialog } from '../JobPreviewDialog/JobPreviewDialog';
import { KeywordCheck } from '../KeywordCheck/KeywordCheck';
import { NewCompanyDialog } from '../NewCompanyDialog/NewCompanyDialog';
import { Actions, Failure, LOGIN_TO_POST } from './formParts';

const POST_FAILED = 'Failed to post job';
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

/**
 * The Post a Job form. Empty to post a new job; filled from `from` to post a copy of it
 * ("Duplicate"), or to save changes to `editing` (the same fields and checks, `PATCH /api/jobs/{id}`).
 *
 * Its sections (JobFields, CompanyChoice) read the form from its `FormProvider`; an extra action
 * on the job being written (e.g. a check of its text) goes in the action bar at the end, as a
 * component reading the values the same way (`useFormContext` / `useWatch`).
 */
export function PostJobForm({
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
  /** The job just posted: a way to its pre-screening questions until the next one is posted. */
  const [justPosted, setJustPosted] = useState<{ id: string; title: string } | null>(null);
  /**
   * How many times the form was emptied after posting or filled from a job: each time, its first
   * field gets focus.
   */
  const [posted, setPosted] = useState(from ? 1 : 0);
  const form = useForm<PostJobValues>({
    resolver: zodResolver(schema),
    defaultValues: initial,
  });
  const {
    handleSubmit,
    reset,
    setFocus,
    setValue,
    formState: { isSubmitting },
  } = form;

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
    let job;
    try {
      job = await postJob(toNewJob(values));
    } catch (error) {
      setFailure(isLoggedOut(error) ? LOGIN_TO_POST : errorText(error, POST_FAILED));
      return;
    }
    setJustPosted({ id: job.id, title: job.job_title });
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

  return (
    <FormProvider {...form}>
      <Card
        as="form"
        noValidate
        onSubmit={editing ? submit : openPreview}
        aria-labelledby="post-job-heading"
      >
        <Grid>
          <JobFields
            options={options}
            initial={initial}
            company={
              <CompanyChoice
                companies={companies}
                initialChoice={initial.company_choice}
                maxLength={options.limits.company}
                onNewCompany={() => setCreatingCompany(true)}
              />
            }
          />
          <JobPreviewDialog
            values={preview}
            companyName={preview ? previewCompany(preview) : ''}
            onClose={() => setPreview(null)}
            onPost={() => {
              setPreview(null);
              void submit();
            }}
          />
          {justPosted ? (
            <p className="wide">
              {/* docs/product/recruiter-tools-and-workspace.md#pre-screening */}
              <Link to={`/prescreening?job=${justPosted.id}`}>
                Add pre-screening questions to {justPosted.title}
              </Link>
            </p>
          ) : null}
          {failure ? (
            <Failure className="wide" role="alert">
              {failure}
            </Failure>
          ) : null}
          <Actions className="wide">
            <KeywordCheck maxSkills={options.limits.skills} />
            {editing ? (
              <>
                <Button as={Link} to={`/prescreening?job=${editing.id}`} variant="ghost">
                  Pre-screening questions
                </Button>
                <Button as={Link} to="/job-postings-section" variant="secondary">
                  Cancel
                </Button>
              </>
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
    </FormProvider>
  );
}
