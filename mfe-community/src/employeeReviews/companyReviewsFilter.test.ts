import { describe, expect, it } from 'vitest';
import { filterFromSearch, listParams, searchFromFilter } from './companyReviewsFilter';

describe('companyReviewsFilter', () => {
  it('reads the sort, filters and page from the URL and ignores unknown values', () => {
    expect(
      filterFromSearch(new URLSearchParams('sort=highest&rating=4&department=sales&page=2')),
    ).toEqual({ sort: 'highest', rating: 4, department: 'sales', page: 2 });
    expect(
      filterFromSearch(new URLSearchParams('sort=random&rating=9&department=legal&page=-1')),
    ).toEqual({ sort: 'newest', rating: null, department: null, page: 1 });
    expect(filterFromSearch(new URLSearchParams('rating=2.5&page=x'))).toEqual({
      sort: 'newest',
      rating: null,
      department: null,
      page: 1,
    });
  });

  it('writes only what differs from the defaults', () => {
    const filter = { sort: 'newest', rating: null, department: null, page: 1 } as const;
    expect(searchFromFilter(filter).toString()).toBe('');
    expect(
      searchFromFilter({ ...filter, sort: 'most_helpful', rating: 1, page: 3 }).toString(),
    ).toBe('sort=most_helpful&rating=1&page=3');
  });

  it('asks the API for one page of the company with the filters given', () => {
    expect(
      listParams('6650f1a2c3d4e5f601111001', {
        sort: 'lowest',
        rating: null,
        department: 'finance',
        page: 2,
      }),
    ).toEqual({
      company_id: '6650f1a2c3d4e5f601111001',
      sort: 'lowest',
      page: 2,
      page_size: 10,
      department: 'finance',
    });
  });
});
