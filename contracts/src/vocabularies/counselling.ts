/* Career counselling (docs/product/public-pages-and-services.md): what a session can be about. */

/** Topics a session can be about (the booking form offers, and the BFF accepts, exactly these). */
export const COUNSELLING_TOPICS = [
  'Choosing a career path',
  'Changing careers',
  'Resume and LinkedIn review',
  'Interview preparation',
  'Salary negotiation',
  'Higher studies',
] as const;
export type CounsellingTopic = (typeof COUNSELLING_TOPICS)[number];
