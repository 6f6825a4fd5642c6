import {
  errorText,
  isLoggedOut,
  SelectWithApply,
  useToast,
  VisuallyHidden,
} from '@rozgar/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { pipelineQueryKeys } from '../../data/pipelineQueries';
import {
  APPLICATION_STATUSES,
  recruiterStatusText,
  updateApplicationStatus,
  type ApplicationStatus,
} from '../../jobs/recruiterJobsApi';

export interface ApplicationStatusSelectProps {
  /** The select's id, unique in the page. */
  id: string;
  jobId: string;
  userId: string;
  /** The applicant's name, for the labels and the toast. */
  name: string;
  /** The status as the server last answered it. */
  status: ApplicationStatus;
  /** After a saved change (the job's applicants are asked again already): other lists to refresh. */
  onSaved?: (status: ApplicationStatus) => void;
}

/**
 * One application's status as Manage Responses and the recruiter's application tracking show it
 * (docs/product/recruiter-jobs-and-responses.md#manage-responses): choosing a status only picks it;
 * Update saves it through `PUT /api/job-applications/:jobId/:userId`, a toast says so (or what went
 * wrong, in words), and every view of the job's applicants is asked again (the counts changed).
 * A new answer of the server (a bulk change, a refresh, another tab) moves the select too.
 */
export function ApplicationStatusSelect({
  id,
  jobId,
  userId,
  name,
  status: answered,
  onSaved,
}: ApplicationStatusSelectProps) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ApplicationStatus>(answered);
  const [lastAnswer, setLastAnswer] = useState(answered);
  if (answered !== lastAnswer) {
    setLastAnswer(answered);
    setStatus(answered);
  }

  async function save(next: ApplicationStatus) {
    try {
      const saved = await updateApplicationStatus(jobId, userId, next);
      setStatus(saved.status);
      void queryClient.invalidateQueries({ queryKey: pipelineQueryKeys.job(jobId) });
      onSaved?.(saved.status);
      toast({
        tone: 'success',
        title: `Status of ${name} set to ${recruiterStatusText(saved.status)}`,
      });
    } catch (error) {
      toast({
        tone: 'error',
        title: isLoggedOut(error)
          ? 'Please log in to update status.'
          : errorText(error, 'Failed to update status'),
      });
    }
  }

  return (
    <SelectWithApply
      id={id}
      label={
        <>
          Status<VisuallyHidden> of {name}</VisuallyHidden>
        </>
      }
      options={APPLICATION_STATUSES}
      value={status}
      applyLabel={
        <>
          Update<VisuallyHidden> status of {name}</VisuallyHidden>
        </>
      }
      pendingHint="Not saved yet: press Update to save it."
      onApply={(next) => save(next as ApplicationStatus)}
    />
  );
}
