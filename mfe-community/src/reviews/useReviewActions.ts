import type { ReviewReportReason, ReviewVoteAction } from '@rozgar/contracts/vocabularies';
import { isLoggedOut, useToast } from '@rozgar/design-system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportReview, voteOnReview } from './reviewsApi';
import { showVoteResult } from './showVoteResult';

/*
 * Like, dislike and report on the reviews page (docs/product/community-and-reviews.md, "Votes and
 * reports"): the counts shown are the server's answer, written into every cached list holding the
 * review; a failure says "Failed to {action} review".
 */
export function useReviewActions() {
  const client = useQueryClient();
  const { toast } = useToast();

  const failed = (action: string, error: unknown) =>
    toast({
      tone: 'error',
      title: `Failed to ${action} review`,
      description: isLoggedOut(error) ? 'Please log in first.' : undefined,
    });

  const vote = useMutation({
    mutationFn: ({ reviewId, action }: { reviewId: string; action: ReviewVoteAction }) =>
      voteOnReview(reviewId, action),
    onSuccess: (answer) => showVoteResult(client, answer),
    onError: (error, { action }) => failed(action, error),
  });

  const report = useMutation({
    mutationFn: ({
      reviewId,
      reason,
      details,
    }: {
      reviewId: string;
      reason: ReviewReportReason;
      details?: string;
    }) => reportReview(reviewId, details ? { reason, details } : { reason }),
    onSuccess: () => toast({ tone: 'success', title: 'Thank you. The review was reported.' }),
    onError: (error) => failed('report', error),
  });

  return {
    vote: (reviewId: string, action: ReviewVoteAction) => vote.mutate({ reviewId, action }),
    /** The review whose vote is on its way, if any. */
    votingId: vote.isPending ? vote.variables?.reviewId : undefined,
    report: (reviewId: string, reason: ReviewReportReason, details?: string) =>
      report.mutateAsync({ reviewId, reason, details }),
  };
}
