import { VisuallyHidden } from '@rozgar/design-system';
import styled from 'styled-components';
import {
  formatExperience,
  formatPostedAgo,
  formatPostedDate,
  formatRating,
  formatSalary,
} from '../../jobs/jobDisplay';
import type { Job } from '../../jobs/jobsApi';

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 18px;
  padding: 0;
  margin: 0;
  list-style: none;
  color: ${({ theme }) => theme.color.text};
`;

const Muted = styled.li`
  color: ${({ theme }) => theme.color.textMuted};
`;

export type JobFactsJob = Pick<
  Job,
  | 'location'
  | 'min_experience'
  | 'max_experience'
  | 'min_salary'
  | 'max_salary'
  | 'work_mode'
  | 'job_type'
  | 'created_at'
  | 'rating'
  | 'reviews'
>;

/**
 * The facts of a job in one line: experience, salary, location, work mode, job type, rating (only
 * when the job has one) and posted date ("Posted 2 days ago · 23 Nov 26", the age in a `<time>`).
 * Each is labelled for screen readers.
 */
export function JobFacts({ job, showPosted = true }: { job: JobFactsJob; showPosted?: boolean }) {
  const posted = showPosted ? formatPostedDate(job.created_at) : '';
  const postedAgo = posted ? formatPostedAgo(job.created_at) : '';
  const rating = formatRating(job.rating);
  return (
    <Facts>
      <li>
        <VisuallyHidden>Experience: </VisuallyHidden>
        {formatExperience(job.min_experience, job.max_experience)}
      </li>
      <li>
        <VisuallyHidden>Salary: </VisuallyHidden>
        {formatSalary(job.min_salary, job.max_salary)}
      </li>
      {job.location && (
        <li>
          <VisuallyHidden>Location: </VisuallyHidden>
          {job.location}
        </li>
      )}
      {job.work_mode && (
        <li>
          <VisuallyHidden>Work mode: </VisuallyHidden>
          {job.work_mode}
        </li>
      )}
      {job.job_type && (
        <li>
          <VisuallyHidden>Job type: </VisuallyHidden>
          {job.job_type}
        </li>
      )}
      {rating && (
        <li>
          <VisuallyHidden>Rating: </VisuallyHidden>
          <span aria-hidden="true">★ </span>
          {rating}
          <VisuallyHidden> out of 5</VisuallyHidden>
          {typeof job.reviews === 'number' && job.reviews > 0 && (
            <>
              {' '}
              ({job.reviews} {job.reviews === 1 ? 'review' : 'reviews'})
            </>
          )}
        </li>
      )}
      {posted && (
        // "Posted 2 days ago · 23 Nov 26": the age a seeker scans for, beside the date itself.
        <Muted>
          Posted <time dateTime={new Date(job.created_at!).toISOString()}>{postedAgo}</time> ·{' '}
          {posted}
        </Muted>
      )}
    </Facts>
  );
}
