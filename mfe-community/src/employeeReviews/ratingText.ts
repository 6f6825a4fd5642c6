/*
 * How a company's rating reads (docs/product/community-and-reviews.md#one-review-one-truth): the
 * mean to one decimal with the number of reviews; a company without reviews has no rating.
 */

const oneDecimal = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const whole = new Intl.NumberFormat('en-IN');

/** "4.0". */
export const formatRating = (rating: number) => oneDecimal.format(rating);

/** "1 review", "1,204 reviews". */
export const reviewCount = (count: number) =>
  `${whole.format(count)} ${count === 1 ? 'review' : 'reviews'}`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "5 Sep 2026" (spelt here: some ICU versions write "Sept"). */
export const reviewDate = (iso: string) => {
  const date = new Date(iso);
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
};
