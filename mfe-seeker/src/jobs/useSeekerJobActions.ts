import {
  ApiError,
  serverErrorText,
  useSession,
  useToast,
  type SessionUser,
} from '@rozgar/design-system';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { createElement, useCallback, useContext, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoginLinks } from '../components/LoginLinks/LoginLinks';
import { seekerQueryKeys } from '../data/queries';
import {
  applyToJob,
  removeSavedJob,
  saveJob,
  type ApplyAnswers,
  type SavedJob,
} from './seekerJobsApi';
import { useSeekerJobsStore, type JobAction } from './seekerJobsStore';

/** The texts of docs/product/jobs-search-and-details.md#apply-and-save, verbatim. */
export const JOB_ACTION_TEXT = {
  loginToApply: 'Please login to apply for jobs',
  loginToSave: 'Please login to save jobs',
  loginToManageSaved: 'Please login to manage saved jobs',
  applied: 'Application submitted successfully!',
  saved: 'Job saved successfully!',
  removed: 'Job removed from saved list!',
  applyFailed: 'Failed to apply for job',
  saveFailed: 'Failed to save job',
  removeFailed: 'Failed to remove saved job',
  loadFailed: 'Failed to fetch saved jobs',
} as const;

function isSeeker(user: SessionUser | null): user is SessionUser {
  return user !== null && user.role !== 'Recruiter';
}

/** The logged-in user, asking the BFF first when the session is not known yet. */
async function currentUser(): Promise<SessionUser | null> {
  if (useSession.getState().status === 'unknown') {
    await useSession
      .getState()
      .refresh()
      .catch(() => undefined);
  }
  const { status, user } = useSession.getState();
  return status === 'authenticated' ? user : null;
}

/**
 * Keeps the applied and saved job ids of the logged-in seeker loaded (once per page load, shared
 * by every user of this hook) and forgets them when the session ends.
 */
function useSeekerJobsSync() {
  const { toast } = useToast();
  const status = useSession((state) => state.status);
  const user = useSession((state) => state.user);
  const refresh = useSession((state) => state.refresh);
  const load = useSeekerJobsStore((state) => state.load);
  const clear = useSeekerJobsStore((state) => state.clear);
  const seekerId = isSeeker(user) ? user.id : null;

  useEffect(() => {
    if (status === 'unknown') {
      refresh().catch(() => {
        /* the store settles as anonymous */
      });
      return;
    }
    if (status !== 'authenticated' || seekerId === null) {
      if (useSeekerJobsStore.getState().loadedFor !== null) clear();
      return;
    }
    load(seekerId)?.catch((error: unknown) =>
      toast({
        tone: 'error',
        title: JOB_ACTION_TEXT.loadFailed,
        description: serverErrorText(error) || undefined,
      }),
    );
  }, [status, seekerId, refresh, load, clear, toast]);
}

export interface SeekerJobActions {
  isApplied: (jobId: string) => boolean;
  isSaved: (jobId: string) => boolean;
  /** The request under way for the job, if any. */
  pendingAction: (jobId: string) => JobAction | undefined;
  /**
   * Applies, with the answers to the job's pre-screening questions if it has any; resolves true
   * on success. Logged out: a toast and no request.
   */
  apply: (
    jobId: string,
    answers?: ApplyAnswers,
    options?: {
      /** Told the server's own words when it refuses the application (e.g. a 400). */
      onRefused?: (text: string) => void;
    },
  ) => Promise<boolean>;
  /** Saves; resolves true on success. */
  save: (jobId: string) => Promise<boolean>;
  /** Removes from the saved jobs; `failureTitle` replaces the default failure text. */
  unsave: (jobId: string, options?: { failureTitle?: string }) => Promise<boolean>;
  /** Save Job / Saved toggle. */
  toggleSave: (jobId: string) => Promise<boolean>;
}

/**
 * What a successful write changes in the portal's query cache (ADR 017). Applying makes the
 * applications list and the suggested keywords stale; saving the saved-jobs list (refetched now where it is shown); removing
 * takes the job out of the cached list at once and marks it stale without asking again (the page
 * showing it is right already). Without a QueryClient (a component rendered on its own, e.g. a
 * story) there is no cache to update.
 */
function updateCaches(client: QueryClient | undefined, jobId: string, action: JobAction) {
  if (!client) return;
  // The Activity insights count applications and saved jobs.
  void client.invalidateQueries({ queryKey: seekerQueryKeys.insights });
  if (action === 'apply') {
    void client.invalidateQueries({ queryKey: seekerQueryKeys.applications });
    // The suggested keywords are the applied jobs' skills.
    void client.invalidateQueries({ queryKey: seekerQueryKeys.keywordSuggestions });
  } else if (action === 'save') {
    void client.invalidateQueries({ queryKey: seekerQueryKeys.savedJobs });
  } else {
    client.setQueryData<SavedJob[]>(seekerQueryKeys.savedJobs, (jobs) =>
      jobs?.filter((job) => job.id !== jobId),
    );
    void client.invalidateQueries({ queryKey: seekerQueryKeys.savedJobs, refetchType: 'none' });
  }
}

/** Apply and Save, the same everywhere (card, modal, details page, saved jobs). */
export function useSeekerJobActions(): SeekerJobActions {
  useSeekerJobsSync();
  const { toast } = useToast();
  const queryClient = useContext(QueryClientContext);
  const navigate = useNavigate();
  const appliedIds = useSeekerJobsStore((state) => state.appliedIds);
  const savedIds = useSeekerJobsStore((state) => state.savedIds);
  const pending = useSeekerJobsStore((state) => state.pending);

  const run = useCallback(
    async (
      jobId: string,
      action: JobAction,
      texts: { login: string; success: string; failure: string },
      call: (jobId: string) => Promise<void>,
      onSuccess: () => void,
      onRefused?: (text: string) => void,
    ) => {
      const store = useSeekerJobsStore.getState();
      if (store.pending[jobId]) return false;
      /** A visitor is asked to log in or register, and comes back to the job afterwards. */
      const askToLogIn = () =>
        toast({
          tone: 'error',
          title: texts.login,
          description: createElement(LoginLinks, {
            next: `/job-details/${jobId}`,
            onNavigate: (path: string) => navigate(path),
          }),
        });
      const user = await currentUser();
      if (!user) {
        askToLogIn();
        return false;
      }
      store.setPending(jobId, action);
      try {
        await call(jobId);
        onSuccess();
        updateCaches(queryClient, jobId, action);
        toast({ tone: 'success', title: texts.success });
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          // The session ended meanwhile: say so, and let the shell's navigation catch up.
          askToLogIn();
          useSession
            .getState()
            .refresh()
            .catch(() => undefined);
        } else {
          const text = serverErrorText(error);
          toast({ tone: 'error', title: texts.failure, description: text || undefined });
          if (text) onRefused?.(text);
        }
        return false;
      } finally {
        useSeekerJobsStore.getState().setPending(jobId, null);
      }
    },
    [toast, queryClient, navigate],
  );

  const apply = useCallback(
    (
      jobId: string,
      answers?: ApplyAnswers,
      options: { onRefused?: (text: string) => void } = {},
    ) => {
      if (useSeekerJobsStore.getState().appliedIds.has(jobId)) return Promise.resolve(false);
      return run(
        jobId,
        'apply',
        {
          login: JOB_ACTION_TEXT.loginToApply,
          success: JOB_ACTION_TEXT.applied,
          failure: JOB_ACTION_TEXT.applyFailed,
        },
        (id) => applyToJob(id, answers),
        () => useSeekerJobsStore.getState().markApplied(jobId),
        options.onRefused,
      );
    },
    [run],
  );

  const save = useCallback(
    (jobId: string) =>
      run(
        jobId,
        'save',
        {
          login: JOB_ACTION_TEXT.loginToSave,
          success: JOB_ACTION_TEXT.saved,
          failure: JOB_ACTION_TEXT.saveFailed,
        },
        saveJob,
        () => useSeekerJobsStore.getState().markSaved(jobId, true),
      ),
    [run],
  );

  const unsave = useCallback(
    (jobId: string, options: { failureTitle?: string } = {}) =>
      run(
        jobId,
        'unsave',
        {
          login: JOB_ACTION_TEXT.loginToManageSaved,
          success: JOB_ACTION_TEXT.removed,
          failure: options.failureTitle ?? JOB_ACTION_TEXT.removeFailed,
        },
        removeSavedJob,
        () => useSeekerJobsStore.getState().markSaved(jobId, false),
      ),
    [run],
  );

  const toggleSave = useCallback(
    (jobId: string) =>
      useSeekerJobsStore.getState().savedIds.has(jobId) ? unsave(jobId) : save(jobId),
    [save, unsave],
  );

  return {
    isApplied: (jobId) => appliedIds.has(jobId),
    isSaved: (jobId) => savedIds.has(jobId),
    pendingAction: (jobId) => pending[jobId],
    apply,
    save,
    unsave,
    toggleSave,
  };
}
