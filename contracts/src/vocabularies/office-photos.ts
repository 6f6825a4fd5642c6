/*
 * Office photos' limits and texts (docs/product/community-and-reviews.md, "Add office photos"):
 * zod-free, for the frontends' bundles. A photo's size and types are a profile photo's (./uploads).
 */

/** The most characters an office photo's caption may have. */
export const OFFICE_PHOTO_CAPTION_MAX = 200;

/** The most photos one visit of the add-office-photos page sends at once. */
export const OFFICE_PHOTOS_PER_VISIT = 5;

/** The most photos one user may add to one company in a day (OFFICE_PHOTO_LIMIT overrides it). */
export const OFFICE_PHOTOS_PER_DAY = 10;

/** The 429 text once a user has added OFFICE_PHOTOS_PER_DAY photos of one company today. */
export const OFFICE_PHOTOS_RATE_LIMITED =
  'You have added as many photos of this company as allowed today. Please try again tomorrow.';

/** A photo reported by this many different users is hidden until someone looks at it. */
export const REPORTS_TO_HIDE_OFFICE_PHOTO = 3;
