import { REVIEW_CRITERION_KEYS } from '@rozgar/contracts';
import type { MyReviewVote, Review as ReviewPayload } from '@rozgar/contracts/payloads/reviews';
import type { Types } from 'mongoose';
import type { ReviewFields } from '../models/review.server';
import { ReviewVote } from '../models/review-vote.server';

/*
 * A review as the API sends it (docs/product/community-and-reviews.md, "Anonymity is a promise"):
 * built field by field from what may be shown, so the author (`user_id`), the reviewer's gender,
 * the report count and the moderation status can never slip into an answer.
 */

export type StoredReview = ReviewFields & { _id: Types.ObjectId };

const OPTIONAL_TEXTS = [
  'advice_to_management',
  'designation',
  'department',
  'employment_type',
  'work_policy',
  'currently_works_here',
  'employment_duration',
] as const;

export const NO_VOTE: MyReviewVote = { reaction: null, helpful: false };

/** What the caller may learn besides the review itself: their own vote, and whether they wrote it. */
export interface Viewer {
  userId?: string;
  votes?: Map<string, MyReviewVote>;
}

/** A review's company as it is now: its current name and picture (the logo). */
export interface CompanyDisplay {
  company_name: string;
  pfp?: string | null;
}

/** `companies`: the reviews' companies by id; a review shows its company's current name and logo. */
export function reviewPayload(
  review: StoredReview,
  companies: ReadonlyMap<string, CompanyDisplay> = new Map(),
  viewer: Viewer = {},
): ReviewPayload {
  const company = companies.get(String(review.company_id));
  const payload: Record<string, unknown> = {
    id: String(review._id),
    company_id: String(review.company_id),
    company: company?.company_name ?? review.company,
    rating: review.rating,
    title: review.title,
    pros: review.pros,
    cons: review.cons,
    likes: review.likes,
    dislikes: review.dislikes,
    helpful_count: review.helpful_count,
    created_at: review.created_at.toISOString(),
  };
  if (company?.pfp) payload.company_logo = company.pfp;
  for (const key of REVIEW_CRITERION_KEYS) if (review[key] != null) payload[key] = review[key];
  for (const key of OPTIONAL_TEXTS) if (review[key]) payload[key] = review[key];
  if (review.updated_at) payload.updated_at = review.updated_at.toISOString();
  if (viewer.userId !== undefined) {
    payload.my_vote = viewer.votes?.get(String(review._id)) ?? NO_VOTE;
    payload.mine = String(review.user_id) === viewer.userId;
  }
  return payload as ReviewPayload;
}

/** The caller's votes on these reviews, keyed by review id. */
export async function votesOf(
  userId: string,
  reviewIds: Types.ObjectId[],
): Promise<Map<string, MyReviewVote>> {
  if (reviewIds.length === 0) return new Map();
  const votes = await ReviewVote.find(
    { user_id: userId, review_id: { $in: reviewIds } },
    { review_id: 1, reaction: 1, helpful: 1 },
  ).lean();
  return new Map(
    votes.map((vote) => [
      String(vote.review_id),
      { reaction: vote.reaction ?? null, helpful: vote.helpful },
    ]),
  );
}
