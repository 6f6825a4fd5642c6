import { Card, httpStatus, QueryState } from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { recruiterJobQuery } from '../../data/queries';
import { PostJob } from '../PostJob/PostJob';
import { Failure } from '../PostJobForm/formParts';

/**
 * `/job-postings-section/:jobId/edit`: the Post a Job form, filled from one of the recruiter's jobs
 * (`GET /api/recruiter/jobs/{jobId}`). An unknown job or another recruiter's gets the server's
 * words ("Job not found", "You can only view your own jobs") and the way back.
 */
export function EditJob({ jobId }: { jobId: string }) {
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
