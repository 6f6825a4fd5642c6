import { describe, expect, it } from 'vitest';
import {
  chosenFilterCount,
  directoryHref,
  directoryQueryString,
  emptyDirectorySearch,
  parseDirectorySearch,
  toggleGroupValue,
  withOnly,
  withPage,
  withPosted,
} from './directorySearch';

const parse = (query: string) => parseDirectorySearch(new URLSearchParams(query));

describe('parseDirectorySearch', () => {
  it('reads every group, the posting window, the text and the page', () => {
    const search = parse(
      'q=acme&type=mncs,startups&location=Bengaluru,Pune&industry=IT Services' +
        '&department=Engineering&experience=2-5&nature=SaaS,B2B&posted=7&page=3',
    );
    expect(search).toEqual({
      q: 'acme',
      groups: {
        type: ['mncs', 'startups'],
        location: ['Bengaluru', 'Pune'],
        industry: ['IT Services'],
        department: ['Engineering'],
        experience: ['2-5'],
        nature: ['SaaS', 'B2B'],
      },
      posted: '7',
      page: 3,
    });
  });

  it('keeps a comma followed by a space inside a value', () => {
    const query = new URLSearchParams({ industry: 'Banking, Finance & Insurance,Retail' });
    expect(parseDirectorySearch(query).groups.industry).toEqual([
      'Banking, Finance & Insurance',
      'Retail',
    ]);
  });

  it('drops what the API would refuse: unknown types, buckets, natures, windows and pages', () => {
    const search = parse(
      `type=mncs,giants&experience=99-100&nature=Cartel&posted=2&page=0&location=${'x'.repeat(101)}`,
    );
    expect(search.groups.type).toEqual(['mncs']);
    expect(search.groups.experience).toEqual([]);
    expect(search.groups.nature).toEqual([]);
    expect(search.groups.location).toEqual([]);
    expect(search.posted).toBeNull();
    expect(search.page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=10001').page).toBe(1);
  });

  it('keeps a value once and at most 20 per group', () => {
    const many = Array.from({ length: 25 }, (_, index) => `City ${index}`).join(',');
    expect(parse(`location=${many}`).groups.location).toHaveLength(20);
    expect(parse('location=Pune,Pune').groups.location).toEqual(['Pune']);
  });
});

describe('the URL of a search', () => {
  it('round-trips through the query string, page 1 and empty groups left out', () => {
    const search = parse('type=fintech&location=Bengaluru,Pune&posted=30&page=2');
    expect(directoryQueryString(search)).toBe(
      'type=fintech&location=Bengaluru%2CPune&posted=30&page=2',
    );
    expect(parseDirectorySearch(new URLSearchParams(directoryQueryString(search)))).toEqual(search);
    expect(directoryHref(emptyDirectorySearch())).toBe('/companies');
    expect(directoryHref(withPage(search, 1))).toBe(
      '/companies?type=fintech&location=Bengaluru%2CPune&posted=30',
    );
  });
});

describe('changing a search', () => {
  const onPage3 = parse('location=Pune&page=3');

  it('checks and unchecks a value, back on page 1', () => {
    const added = toggleGroupValue(onPage3, 'location', 'Bengaluru');
    expect(added.groups.location).toEqual(['Pune', 'Bengaluru']);
    expect(added.page).toBe(1);
    expect(toggleGroupValue(added, 'location', 'Pune').groups.location).toEqual(['Bengaluru']);
  });

  it('narrows a group to one value, or sets the posting window, back on page 1', () => {
    expect(withOnly(onPage3, 'location', 'Delhi')).toMatchObject({
      groups: { location: ['Delhi'] },
      page: 1,
    });
    expect(withPosted(onPage3, '3')).toMatchObject({ posted: '3', page: 1 });
  });

  it('counts the chosen filters', () => {
    expect(chosenFilterCount(emptyDirectorySearch())).toBe(0);
    expect(chosenFilterCount(parse('type=mncs&location=Pune,Delhi&posted=1&q=x'))).toBe(4);
  });
});
