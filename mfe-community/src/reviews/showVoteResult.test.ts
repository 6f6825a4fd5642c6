import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { communityQueryKeys } from '../data/queries';
import { hdfcSales, infosysEngineer } from '../mocks/reviewFixtures';
import type { ReviewPage } from './reviewsApi';
import { showVoteResult } from './showVoteResult';

const pageOf = (reviews: ReviewPage['reviews']): ReviewPage => ({
  reviews,
  total: reviews.length,
  page: 1,
  page_size: 10,
  facets: { locations: [], industries: [], sizes: [] },
});

describe('showVoteResult', () => {
  it("puts the server's counts and the reader's vote into every cached list holding the review", () => {
    const client = new QueryClient();
    const all = communityQueryKeys.reviewList({});
    const infosysOnly = communityQueryKeys.reviewList({ company_id: infosysEngineer.company_id });
    const hdfcOnly = communityQueryKeys.reviewList({ company_id: hdfcSales.company_id });
    client.setQueryData(all, pageOf([infosysEngineer, hdfcSales]));
    client.setQueryData(infosysOnly, pageOf([infosysEngineer]));
    client.setQueryData(hdfcOnly, pageOf([hdfcSales]));

    showVoteResult(client, {
      review: { ...infosysEngineer, likes: 13 },
      my_vote: { reaction: 'like', helpful: false },
    });

    const voted = { ...infosysEngineer, likes: 13, my_vote: { reaction: 'like', helpful: false } };
    expect(client.getQueryData<ReviewPage>(all)?.reviews).toEqual([voted, hdfcSales]);
    expect(client.getQueryData<ReviewPage>(infosysOnly)?.reviews).toEqual([voted]);
    expect(client.getQueryData<ReviewPage>(hdfcOnly)?.reviews).toEqual([hdfcSales]);
  });
});
