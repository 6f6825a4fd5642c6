import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchRecruiterApplications, type TrackingView } from '../tracking/trackingApi';

/**
 * The recruiter's application tracking query keys (ADR 017), under the recruiter area's: a status
 * change invalidates every view at once.
 */
export const trackingQueryKeys = {
  all: ['recruiter', 'applications'] as const,
  view: (view: TrackingView) => ['recruiter', 'applications', view] as const,
};

/** `GET /api/recruiter/applications`: a new filter or page keeps the previous list until it comes. */
export const recruiterApplicationsQuery = (view: TrackingView) =>
  queryOptions({
    queryKey: trackingQueryKeys.view(view),
    queryFn: () => fetchRecruiterApplications(view),
    placeholderData: keepPreviousData,
  });
