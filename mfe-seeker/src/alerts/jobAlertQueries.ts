import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createJobAlert,
  deleteJobAlert,
  fetchJobAlerts,
  updateJobAlert,
  type JobAlertChange,
  type NewJobAlert,
} from './jobAlertsApi';

/**
 * The job alerts in the portal's QueryClient (ADR 017): under the seeker's keys, so a logout
 * forgets them; every write refreshes the list.
 */
export const jobAlertKeys = { all: ['seeker', 'job-alerts'] as const };

/** `GET /api/job-alerts`. */
export const jobAlertsQuery = () =>
  queryOptions({ queryKey: jobAlertKeys.all, queryFn: fetchJobAlerts });

/** Create, change and delete, each refreshing the list once it is done (refused or not). */
export function useJobAlertWrites() {
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: jobAlertKeys.all });
  return {
    create: useMutation({
      mutationFn: (alert: NewJobAlert) => createJobAlert(alert),
      onSettled: settle,
    }),
    update: useMutation({
      mutationFn: ({ id, change }: { id: string; change: JobAlertChange }) =>
        updateJobAlert(id, change),
      onSettled: settle,
    }),
    remove: useMutation({
      mutationFn: (id: string) => deleteJobAlert(id),
      onSettled: settle,
    }),
  };
}
