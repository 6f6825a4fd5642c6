import { ApiError, errorText, useToast } from '@rozgar/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { recruiterQueryKeys } from '../data/queries';
import { setCandidateSaved, type CandidateCard } from './candidatesApi';

/**
 * The saved flag of each candidate shown, toggled at once and sent to the BFF (ADR 012); when the
 * BFF refuses, the flag goes back and "Failed to save/remove candidate: ..." shows
 * (docs/product/resume-search-resdex.md#results).
 */
export function useSavedToggle(onLoggedOut?: (error: unknown) => boolean) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<Record<string, boolean>>({});
  const pending = useRef(new Set<string>());

  const isSaved = useCallback(
    (candidate: CandidateCard) => saved[candidate.id] ?? candidate.saved,
    [saved],
  );

  const toggle = useCallback(
    async (candidate: CandidateCard, name: string) => {
      if (pending.current.has(candidate.id)) return;
      const previous = saved[candidate.id] ?? candidate.saved;
      const next = !previous;
      pending.current.add(candidate.id);
      setSaved((current) => ({ ...current, [candidate.id]: next }));
      try {
        const answer = await setCandidateSaved(candidate.id, next);
        setSaved((current) => ({ ...current, [candidate.id]: answer }));
        // The saved list changed: marked stale, not asked again now, so /saved-candidates keeps
        // an unsaved card (and its star) until it is left; the next visit asks again (ADR 017).
        void queryClient.invalidateQueries({
          queryKey: recruiterQueryKeys.savedCandidates,
          refetchType: 'none',
        });
        toast({
          tone: 'success',
          title: answer ? `${name} saved` : `${name} removed from saved candidates`,
        });
      } catch (error) {
        setSaved((current) => ({ ...current, [candidate.id]: previous }));
        if (onLoggedOut?.(error)) return;
        const fallback = next ? 'Failed to save candidate' : 'Failed to remove candidate';
        const reason = errorText(
          error,
          error instanceof ApiError ? error.message : 'Please try again.',
        );
        toast({ tone: 'error', title: `${fallback}: ${reason}` });
      } finally {
        pending.current.delete(candidate.id);
      }
    },
    [saved, toast, onLoggedOut, queryClient],
  );

  return { isSaved, toggle };
}
