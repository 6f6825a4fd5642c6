import { Badge } from '@rozgar/design-system';
import type { RecruiterJob } from '../../jobs/recruiterJobsApi';

/**
 * A recruiter's job that seekers can no longer apply to says why: "Closed" when the recruiter
 * closed it, "Expired" when it passed its expiry date; an open job shows nothing
 * (docs/product/recruiter-jobs-and-responses.md, issue 14).
 */
export function JobStateBadge({ job }: { job: Pick<RecruiterJob, 'is_active' | 'expired'> }) {
  if (!job.is_active) return <Badge tone="neutral">Closed</Badge>;
  if (job.expired) return <Badge tone="red">Expired</Badge>;
  return null;
}
