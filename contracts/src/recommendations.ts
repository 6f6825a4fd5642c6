import { z } from 'zod';
import { queryError, withoutBlankValues } from './text';
import { RECOMMENDATION_LIMITS } from './vocabularies/recommendations';

export * from './vocabularies/recommendations';
export * from './payloads/recommendations';

/*
 * Recommendations (docs/product/notifications-and-alerts.md "Recommendations"): the query of
 * GET /api/jobs/recommended. What the API answers is in ./payloads/recommendations.
 */

/** GET /api/jobs/recommended?limit=: 1–20 jobs, 5 when left out. */
export const recommendationsQuerySchema = z.preprocess(
  withoutBlankValues,
  z.strictObject(
    {
      limit: z.coerce
        .number('must be a whole number')
        .int('must be a whole number')
        .min(1, 'must be at least 1')
        .max(RECOMMENDATION_LIMITS.max, `must be at most ${RECOMMENDATION_LIMITS.max}`)
        .default(RECOMMENDATION_LIMITS.default),
    },
    { error: queryError },
  ),
);
export type RecommendationsQuery = z.output<typeof recommendationsQuerySchema>;
