import { Badge } from '@rozgar/design-system';
import type { RecruiterJob } from '../../jobs/recruiterJobsApi';

/**
 * A recruiter's job that seekers can no longer apply to says why: "Expired" once it passed its
 * expiry date, else "Closed" when the recruiter closed it; an open job shows nothing
 * (docs/product/recruiter-jobs-and-responses.md, issue 14).
 */
export function JobStateBadge({ job }: { job: Pick<RecruiterJob, 'status'> }) {
  if (job.status === 'closed') return <Badge tone="neutral">Closed</Badge>;
  if (job.status === 'expired') return <Badge tone="red">Expired</Badge>;
  return null;
}
