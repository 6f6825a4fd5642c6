import { Faker, base, en, en_IN } from '@faker-js/faker';
import type { Types } from 'mongoose';

const HOUR_MS = 60 * 60 * 1000;

/** Its own faker seed, so the votes never shift when the rest of the data set grows. */
const REVIEW_VOTES_SEED = 20_261_125;

/** One seeded user's vote on one seeded review, as `review_votes` stores it (ADR 018). */
export interface SeedReviewVote {
  _id: Types.ObjectId;
  review_id: Types.ObjectId;
  user_id: Types.ObjectId;
  reaction: 'like' | 'dislike' | null;
  helpful: boolean;
  updated_at: Date;
}

/** A review's counts: what its votes add up to. */
export interface ReviewVoteCounts {
  likes: number;
  dislikes: number;
  helpful_count: number;
}

export const NO_VOTES: ReviewVoteCounts = { likes: 0, dislikes: 0, helpful_count: 0 };

/** Adds one vote to a review's counts. */
export function countVote(
  counts: ReviewVoteCounts,
  vote: Pick<SeedReviewVote, 'reaction' | 'helpful'>,
): ReviewVoteCounts {
  return {
    likes: counts.likes + Number(vote.reaction === 'like'),
    dislikes: counts.dislikes + Number(vote.reaction === 'dislike'),
    helpful_count: counts.helpful_count + Number(vote.helpful),
  };
}

/** Each review's counts from these votes, keyed by review id (reviews without votes are absent). */
export function countVotes(
  votes: ReadonlyArray<Pick<SeedReviewVote, 'review_id' | 'reaction' | 'helpful'>>,
): Map<string, ReviewVoteCounts> {
  const counts = new Map<string, ReviewVoteCounts>();
  for (const vote of votes) {
    const key = String(vote.review_id);
    counts.set(key, countVote(counts.get(key) ?? NO_VOTES, vote));
  }
  return counts;
}

/** What a seeded voter did: every vote has a like or dislike, a helpful, or both. */
const VOTES: Array<{ weight: number; value: Pick<SeedReviewVote, 'reaction' | 'helpful'> }> = [
  { weight: 35, value: { reaction: 'like', helpful: false } },
  { weight: 25, value: { reaction: 'like', helpful: true } },
  { weight: 15, value: { reaction: null, helpful: true } },
  { weight: 12, value: { reaction: 'dislike', helpful: false } },
  { weight: 3, value: { reaction: 'dislike', helpful: true } },
];

export interface ReviewVotesInput {
  /** The seeded seekers (the demo seeker first), who vote. */
  seekers: ReadonlyArray<{ _id: Types.ObjectId }>;
  reviews: ReadonlyArray<{ _id: Types.ObjectId; user_id: Types.ObjectId; created_at: Date }>;
}

/**
 * The seeded reviews' votes: each review gets none to a few dozen, one per voter, from seeded
 * seekers other than its author, cast between the review's date and now. Most reviews have a
 * handful; a few that many people read have many.
 */
export function generateReviewVotes(
  input: ReviewVotesInput,
  referenceDate: Date,
  seedId: (kind: string, key: string | number) => Types.ObjectId,
): SeedReviewVote[] {
  const faker = new Faker({ locale: [en_IN, en, base], seed: REVIEW_VOTES_SEED });
  const now = referenceDate.getTime();
  const votes: SeedReviewVote[] = [];
  for (const review of input.reviews) {
    const count = faker.helpers.weightedArrayElement([
      { weight: 3, value: () => faker.number.int({ min: 0, max: 3 }) },
      { weight: 5, value: () => faker.number.int({ min: 4, max: 15 }) },
      { weight: 2, value: () => faker.number.int({ min: 16, max: 40 }) },
      { weight: 1, value: () => faker.number.int({ min: 41, max: 70 }) },
    ])();
    const voters = faker.helpers.arrayElements(
      input.seekers.filter((seeker) => !seeker._id.equals(review.user_id)),
      count,
    );
    const age = Math.floor((now - review.created_at.getTime()) / HOUR_MS);
    for (const voter of voters) {
      const { reaction, helpful } = faker.helpers.weightedArrayElement(VOTES);
      votes.push({
        _id: seedId('review_vote', `${review._id.toHexString()}:${voter._id.toHexString()}`),
        review_id: review._id,
        user_id: voter._id,
        reaction,
        helpful,
        updated_at: new Date(
          now - faker.number.int({ min: 1, max: Math.max(1, age - 1) }) * HOUR_MS,
        ),
      });
    }
  }
  return votes;
}
