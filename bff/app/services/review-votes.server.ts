import {
  REPORTS_TO_HIDE_REVIEW,
  type ReviewReportBody,
  type ReviewVoteAction,
} from '@rozgar/contracts';
import type { MyReviewVote, ReviewVoteResult } from '@rozgar/contracts/payloads/reviews';
import { Types } from 'mongoose';
import { jsonError } from '../lib/http.server';
import { Company } from '../models/company.server';
import { Review } from '../models/review.server';
import { ReviewReport } from '../models/review-report.server';
import { ReviewVote } from '../models/review-vote.server';
import {
  NO_VOTE,
  reviewPayload,
  type CompanyDisplay,
  type StoredReview,
} from './review-payload.server';

/*
 * Votes and reports on reviews (docs/product/community-and-reviews.md, ADR 018). A user has one
 * vote per review (`review_votes`, unique per review and user): like or dislike — the same action
 * again takes it back, the other one switches — and helpful, which the same action again takes
 * back. A vote changes from the state it was read in only (compare and set), and the review's
 * counts move by the difference, so parallel votes are neither lost nor counted twice.
 */

export const REVIEW_NOT_FOUND = 'Review not found';

/** The vote after `action`, from the vote before it. */
export function nextVote(vote: MyReviewVote, action: ReviewVoteAction): MyReviewVote {
  if (action === 'helpful') return { ...vote, helpful: !vote.helpful };
  return { ...vote, reaction: vote.reaction === action ? null : action };
}

/** How the review's counts move from one vote to the next. */
function countChanges(before: MyReviewVote, after: MyReviewVote): Record<string, number> {
  const changes: Record<string, number> = {};
  const add = (field: string, by: number) => {
    if (by !== 0) changes[field] = (changes[field] ?? 0) + by;
  };
  add('likes', Number(after.reaction === 'like') - Number(before.reaction === 'like'));
  add('dislikes', Number(after.reaction === 'dislike') - Number(before.reaction === 'dislike'));
  add('helpful_count', Number(after.helpful) - Number(before.helpful));
  return changes;
}

async function publishedReview(reviewId: string): Promise<StoredReview> {
  const review = Types.ObjectId.isValid(reviewId)
    ? await Review.findOne({ _id: reviewId, status: 'published' }).lean<StoredReview>()
    : null;
  if (!review) throw jsonError(404, REVIEW_NOT_FOUND);
  return review;
}

/** How often a vote is read again after a parallel change of the same user's vote. */
const MAX_ATTEMPTS = 50;

/** PUT /api/reviews/{id}/vote: applies the caller's action; the review's counts and their vote. */
export async function voteOnReview(
  userId: string,
  reviewId: string,
  action: ReviewVoteAction,
): Promise<ReviewVoteResult> {
  const review = await publishedReview(reviewId);
  const key = { review_id: review._id, user_id: new Types.ObjectId(userId) };
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const stored = await ReviewVote.findOne(key).lean();
    const before: MyReviewVote = stored
      ? { reaction: stored.reaction ?? null, helpful: stored.helpful }
      : NO_VOTE;
    const after = nextVote(before, action);
    if (stored) {
      const { matchedCount } = await ReviewVote.updateOne(
        { _id: stored._id, reaction: before.reaction, helpful: before.helpful },
        { $set: { ...after, updated_at: new Date() } },
      );
      if (matchedCount === 0) continue; // changed meanwhile: read it again
    } else {
      try {
        await ReviewVote.create({ ...key, ...after });
      } catch (error) {
        if ((error as { code?: unknown }).code === 11000) continue; // a parallel first vote
        throw error;
      }
    }
    const updated = await Review.findOneAndUpdate(
      { _id: review._id },
      { $inc: countChanges(before, after) },
      { returnDocument: 'after' },
    ).lean<StoredReview>();
    if (!updated) throw jsonError(404, REVIEW_NOT_FOUND);
    const company = await Company.findById(updated.company_id, {
      company_name: 1,
      pfp: 1,
    }).lean<CompanyDisplay>();
    const companies = new Map(company ? [[String(updated.company_id), company]] : []);
    const votes = new Map([[String(updated._id), after]]);
    const payload = reviewPayload(updated, companies, { userId, votes });
    return { review: payload, my_vote: after };
  }
  throw jsonError(409, 'Your vote changed at the same time. Please try again.');
}

/**
 * POST /api/reviews/{id}/report: records the caller's report (once per user and review); a review
 * reported by REPORTS_TO_HIDE_REVIEW different users is hidden until someone reviews it.
 */
export async function reportReview(
  userId: string,
  reviewId: string,
  body: ReviewReportBody,
): Promise<void> {
  const review = await publishedReview(reviewId);
  try {
    await ReviewReport.create({ review_id: review._id, user_id: userId, ...body });
  } catch (error) {
    if ((error as { code?: unknown }).code === 11000) return; // reported before: counted once
    throw error;
  }
  const reports = await ReviewReport.countDocuments({ review_id: review._id });
  await Review.updateOne(
    { _id: review._id },
    {
      $max: { reports },
      ...(reports >= REPORTS_TO_HIDE_REVIEW ? { $set: { status: 'hidden' } } : {}),
    },
  );
}
