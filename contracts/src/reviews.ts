import { z } from 'zod';
import { communitySchema } from './payloads/communities';

/* Company reviews and communities (docs/product/community-and-reviews.md). */

/** Ratings are whole stars from 1 to 5. */
export const STAR_RATING = { min: 1, max: 5 } as const;
export const starRatingSchema = z.number().int().min(STAR_RATING.min).max(STAR_RATING.max);

const id = z.string().regex(/^[0-9a-f]{24}$/i);
const when = z.union([z.iso.datetime({ offset: true }), z.date()]);
const count = z.number().int().nonnegative();

/** A review as stored: an overall rating and three criteria ratings, each 1–5. */
export const storedReviewSchema = z.looseObject({
  id,
  company: z.string().min(1),
  company_id: id.optional(),
  rating: starRatingSchema,
  review: z.string().min(1),
  work_life_balance: starRatingSchema.optional(),
  salary: starRatingSchema.optional(),
  skill_development: starRatingSchema.optional(),
  likes: count,
  dislikes: count,
  created_at: when,
});

/** A community board as stored: the board as the API lists it, with its members in users_id. */
export const storedCommunitySchema = z.looseObject({
  ...communitySchema.shape,
  users_id: z.array(z.unknown()),
  created_at: when,
});

/** A post on a community board as stored. */
export const storedCommunityPostSchema = z.looseObject({
  id,
  community_id: id,
  user_id: id,
  content: z.string().min(1),
  likes: count,
  dislikes: count,
  created_at: when,
});
