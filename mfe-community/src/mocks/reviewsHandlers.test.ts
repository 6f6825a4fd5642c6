import {
  companyReviewsSummarySchema,
  reviewPageSchema,
  reviewSchema,
  reviewedCompanySchema,
} from '@rozgar/contracts/payloads/reviews';
import { describe, expect, it } from 'vitest';
import { infosysSummary, reviewedCompanies, reviews } from './reviewFixtures';
import { applyVote, reviewPage, suggestCompanies } from './reviewsHandlers';

// The mocks answer what the BFF answers: every fixture and built page passes the payload schemas.
describe('reviews mocks', () => {
  it('hold fixtures the payload schemas accept', () => {
    for (const review of reviews) expect(reviewSchema.safeParse(review).success).toBe(true);
    for (const company of reviewedCompanies)
      expect(reviewedCompanySchema.safeParse(company).success).toBe(true);
    expect(companyReviewsSummarySchema.safeParse(infosysSummary).success).toBe(true);
  });

  it('filter, page and count the facets with the other filters applied', () => {
    const page = reviewPage(
      reviews,
      reviewedCompanies,
      new URLSearchParams('location=Bengaluru&page_size=1'),
    );
    expect(reviewPageSchema.safeParse(page).success).toBe(true);
    expect(page.total).toBe(3);
    expect(page.reviews).toHaveLength(1);
    expect(page.facets.locations.find((one) => one.value === 'Mumbai')?.count).toBe(1);
    expect(page.facets.sizes.find((one) => one.value === '201-500')?.count).toBe(1);
  });

  it('suggest names starting with the text first', () => {
    expect(suggestCompanies(reviewedCompanies, 'financial').map((c) => c.name)).toEqual([
      'HDFC Bank',
      'Zerodha',
    ]);
    expect(suggestCompanies(reviewedCompanies, 'inf')[0]?.name).toBe('Infosys');
  });

  it('vote as the BFF does: again takes back, the other switches', () => {
    const review = reviews[0]!;
    const liked = applyVote(review, { reaction: null, helpful: false }, 'like');
    expect(liked.review.likes).toBe(review.likes + 1);
    const switched = applyVote(liked.review, liked.my_vote, 'dislike');
    expect([switched.review.likes, switched.review.dislikes]).toEqual([
      review.likes,
      review.dislikes + 1,
    ]);
    expect(applyVote(switched.review, switched.my_vote, 'dislike').my_vote.reaction).toBeNull();
  });
});
