import { describe, expect, it } from 'vitest';
import {
  companiesDirectoryParams,
  companiesDirectoryQuerySchema,
  companiesDirectorySchema,
} from './companiesDirectory';

const parse = (query: Record<string, string>) => companiesDirectoryQuerySchema.safeParse(query);
const problem = (query: Record<string, string>) => {
  const result = parse(query);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('companies directory query', () => {
  it('reads lists split on bare commas, drops blanks and repeats, defaults page 1', () => {
    expect(
      parse({ location: 'Pune,Mumbai,Pune', industry: 'Banking, Finance', q: '', type: 'mncs' })
        .data,
    ).toEqual({
      location: ['Pune', 'Mumbai'],
      industry: ['Banking, Finance'],
      type: ['mncs'],
      page: 1,
    });
  });

  it('refuses unknown values, parameters and pages with a sentence', () => {
    expect(problem({ type: 'mncs,banks' })).toBe(
      'Company type must be one of: mncs, fintech, fmcg-retail, startups, edtech',
    );
    expect(problem({ experience: '3-4' })).toBe('Experience must be one of: 0-2, 2-5, 5-10, 10+');
    expect(problem({ posted: '2' })).toMatch(/^Job posting date must be one of: 1, 3/);
    expect(problem({ nature: 'B2G' })).toMatch(/^Nature of business must be one of: B2B/);
    expect(problem({ sort: 'name' })).toBe('Unknown query parameter: sort');
    expect(problem({ page: '0' })).toBe('Page must be at least 1');
    expect(problem({ page: 'two' })).toBe('Page must be a whole number');
    expect(problem({ q: 'x'.repeat(101) })).toBe('Search text must be at most 100 characters');
    expect(problem({ location: Array.from({ length: 21 }, (_, i) => `C${i}`).join(',') })).toBe(
      'Location: choose at most 20 values',
    );
    expect(problem({ department: 'Sales\u0000' })).toMatch(/control characters/);
  });

  it('writes the query the schema reads back', () => {
    const filters = { q: 'acme', location: ['Pune', 'Navi Mumbai'], posted: '7', page: 2 };
    const params = companiesDirectoryParams(filters);
    expect(params.toString()).toBe('q=acme&location=Pune%2CNavi+Mumbai&posted=7&page=2');
    expect(parse(Object.fromEntries(params)).data).toEqual(filters);
    expect(companiesDirectoryParams({ page: 1, type: [] }).toString()).toBe('');
  });
});

describe('companies directory payload', () => {
  it('takes a card without rating or founded year, and refuses an invented zero rating', () => {
    const facets = {
      type: [{ value: 'mncs', label: 'MNCs', count: 1 }],
      location: [],
      industry: [],
      department: [],
      experience: [],
      nature: [],
      posted: [],
    };
    const card = {
      id: '6650f1a2c3d4e5f602220002',
      name: 'Acme',
      logo: null,
      rating: null,
      tags: ['B2B'],
      founded: null,
      open_jobs: 0,
      city: 'Pune',
      industry: 'IT/ITES',
      size: '501+',
      types: ['mncs'],
    };
    const page = { companies: [card], total: 1, page: 1, pages: 1, facets };
    expect(companiesDirectorySchema.safeParse(page).success).toBe(true);
    const zero = { ...page, companies: [{ ...card, rating: { average: 0, count: 0 } }] };
    expect(companiesDirectorySchema.safeParse(zero).success).toBe(false);
  });
});
