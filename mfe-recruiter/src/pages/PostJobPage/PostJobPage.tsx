import { Card } from '@rozgar/design-system';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { EditJob } from '../../components/EditJob/EditJob';
import { MyJobs } from '../../components/MyJobs/MyJobs';
import { LOGIN_TO_POST } from '../../components/PostJobForm/formParts';
import { QuotaThenForm } from '../../components/QuotaThenForm/QuotaThenForm';
import { Page } from '../../components/RecruiterOnly/Page';
import { RecruiterOnly } from '../../components/RecruiterOnly/RecruiterOnly';
import type { RecruiterJob } from '../../jobs/recruiterJobsApi';

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
