import type { QueryClient } from '@tanstack/react-query';
import { communityQueryKeys } from '../data/queries';
import type { ReviewPage, ReviewVoteResult } from './reviewsApi';

/**
 * Writes the server's answer to a vote (like, dislike or helpful) into every cached review list
 * holding the review, so every page shows the server's counts and the reader's own vote.
 */
export function showVoteResult(client: QueryClient, { review, my_vote }: ReviewVoteResult) {
  client.setQueriesData<ReviewPage>({ queryKey: communityQueryKeys.reviewLists }, (page) =>
    page
      ? {
          ...page,
          reviews: page.reviews.map((shown) =>
            shown.id === review.id ? { ...shown, ...review, my_vote } : shown,
          ),
        }
      : page,
  );
}
