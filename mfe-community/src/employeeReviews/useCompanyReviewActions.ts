import { errorText, isLoggedOut, useSession, useToast } from '@rozgar/design-system';
import { REVIEW_TEXTS } from '@rozgar/contracts/vocabularies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { communityQueryKeys } from '../data/queries';
import {
  voteOnReview,
  writeCompanyReview,
  type CompanyReviewInput,
  type ReviewListParams,
  type ReviewPage,
} from '../reviews/reviewsApi';
import { showVoteResult } from '../reviews/showVoteResult';

const HELPFUL_FAILED = 'Failed to mark the review as helpful';
const SUBMIT_FAILED = 'Failed to submit review';

/**
 * What a reader does on a company's reviews page: write the short review and mark reviews
 * helpful. Both need a login: a 401 (or a visitor) calls `onLoggedOut`. The counts shown are the
 * server's answer; a written review goes to the top of the company's newest-first list at once
 * and every review query refreshes.
 */
export function useCompanyReviewActions(
  companyId: string,
  onLoggedOut: (reason: 'write' | 'vote') => void,
) {
  const client = useQueryClient();
  const { toast } = useToast();

  const write = useMutation({
    mutationFn: (input: CompanyReviewInput) => writeCompanyReview(companyId, input),
    onSuccess: ({ review }) => {
      for (const [key, page] of client.getQueriesData<ReviewPage>({
        queryKey: communityQueryKeys.reviewLists,
      })) {
        const params = key[3] as ReviewListParams | undefined;
        const newestFirst =
          params?.company_id === companyId &&
          (params.sort ?? 'newest') === 'newest' &&
          (params.page ?? 1) === 1 &&
          params.rating === undefined &&
          params.department === undefined;
        if (!page || !newestFirst) continue;
        const others = page.reviews.filter((shown) => shown.id !== review.id);
        client.setQueryData<ReviewPage>(key, {
          ...page,
          reviews: [review, ...others].slice(0, Math.max(page.reviews.length, 1)),
          total: page.total + (others.length === page.reviews.length ? 1 : 0),
        });
      }
      toast({ title: REVIEW_TEXTS.submitted, tone: 'success' });
      void client.invalidateQueries({ queryKey: communityQueryKeys.reviews });
    },
  });

  const helpful = useMutation({
    mutationFn: (reviewId: string) => voteOnReview(reviewId, 'helpful'),
    onSuccess: (answer) => showVoteResult(client, answer),
    onError: (error) => {
      if (isLoggedOut(error)) onLoggedOut('vote');
      else toast({ title: errorText(error, HELPFUL_FAILED), tone: 'error' });
    },
  });

  const loggedOut = () => useSession.getState().status === 'anonymous';

  return {
    /** Sends the short form; true once stored. A refusal's text is in `writeError`. */
    submit: async (input: CompanyReviewInput) => {
      if (loggedOut()) {
        onLoggedOut('write');
        return false;
      }
      try {
        await write.mutateAsync(input);
        return true;
      } catch (error) {
        if (isLoggedOut(error)) onLoggedOut('write');
        return false;
      }
    },
    submitting: write.isPending,
    writeError:
      write.error && !isLoggedOut(write.error) ? errorText(write.error, SUBMIT_FAILED) : undefined,
    resetWrite: write.reset,
    markHelpful: (reviewId: string) => {
      if (loggedOut()) onLoggedOut('vote');
      else helpful.mutate(reviewId);
    },
    helpfulPendingId: helpful.isPending ? helpful.variables : undefined,
  };
}
