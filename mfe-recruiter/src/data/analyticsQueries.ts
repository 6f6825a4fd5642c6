import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchJobAnalytics, type JobAnalyticsChoice } from '../analytics/jobAnalyticsApi';

/**
 * Job analytics' query keys (ADR 017), under the recruiter's jobs: a change to a job (posted,
 * closed) invalidates `['recruiter', 'jobs']` and so these too.
 */
export const analyticsQueryKeys = {
  analytics: ({ range, job }: JobAnalyticsChoice) =>
    ['recruiter', 'jobs', 'analytics', range, job ?? 'all'] as const,
};

/**
 * `GET /api/recruiter/job-analytics`: another period or job keeps the figures shown until its own
 * arrive, so the picker and the period stay in place.
 */
export const jobAnalyticsQuery = (choice: JobAnalyticsChoice) =>
  queryOptions({
    queryKey: analyticsQueryKeys.analytics(choice),
    queryFn: () => fetchJobAnalytics(choice),
    placeholderData: keepPreviousData,
  });
