import { useQuery } from '@tanstack/react-query';
import { jobQuotaQuery } from '../../data/queries';
import type { RecruiterJob } from '../../jobs/recruiterJobsApi';
import { PostingQuota } from '../PostingQuota/PostingQuota';
import { PostJob } from '../PostJob/PostJob';

/**
 * The quota before anything is typed, then the form; with no posting left, the reason instead of
 * the form. Should the quota not load, the form is still offered (the server checks it anyway).
 */
export function QuotaThenForm({ from, copies }: { from?: RecruiterJob; copies: number }) {
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
