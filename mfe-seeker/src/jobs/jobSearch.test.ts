import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  effectiveSort,
  emptyJobSearch,
  hasActiveFilters,
  jobSearchParams,
  jobSearchQueryString,
  parseJobSearch,
  parsePage,
  removeFilter,
  sortOptions,
  toggleFilterValue,
} from './jobSearch';

const parse = (query: string) => parseJobSearch(new URLSearchParams(query));

describe('parseJobSearch', () => {
  it('reads the landing search and every filter group from the query', () => {
    const search = parse(
      'q=React&minExp=2&maxExp=5&location=Pune&experience=2-5,10%2B&salary=20%2B&locations=Bengaluru,Pune&workModes=Remote&industries=IT%20Services&roles=Frontend%20Developer&departments=Engineering',
    );
    expect(search).toEqual({
      q: 'React',
      minExp: 2,
      maxExp: 5,
      location: 'Pune',
      groups: {
        experience: ['2-5', '10+'],
        salary: ['20+'],
        locations: ['Bengaluru', 'Pune'],
        workModes: ['Remote'],
        industries: ['IT Services'],
        roles: ['Frontend Developer'],
        departments: ['Engineering'],
      },
      sort: null,
    });
  });

  it('drops values that do not parse instead of sending them on', () => {
    const search = parse(
      'minExp=abc&maxExp=-3&experience=3-4,0-2&salary=lots&locations=,Pune,,Pune',
    );
    expect(search.minExp).toBeNull();
    expect(search.maxExp).toBeNull();
    expect(search.groups.experience).toEqual(['0-2']);
    expect(search.groups.salary).toEqual([]);
    expect(search.groups.locations).toEqual(['Pune']);
  });

  it('trims text and treats a blank one as absent', () => {
    expect(parse('q=%20%20&location=%20Delhi%20').q).toBe('');
    expect(parse('location=%20Delhi%20').location).toBe('Delhi');
  });
});

describe('parsePage', () => {
  it('is the page number, or 1 when missing or invalid', () => {
    expect(parsePage(new URLSearchParams('page=3'))).toBe(3);
    expect(parsePage(new URLSearchParams(''))).toBe(1);
    expect(parsePage(new URLSearchParams('page=0'))).toBe(1);
    expect(parsePage(new URLSearchParams('page=2.5'))).toBe(1);
  });
});

describe('jobSearchQueryString', () => {
  it('writes a readable query with commas, encodes each value, and leaves page 1 out', () => {
    let search = emptyJobSearch();
    search = { ...search, q: 'C++ dev', minExp: 2 };
    search = toggleFilterValue(search, 'experience', '10+');
    search = toggleFilterValue(search, 'experience', '0-2');
    search = toggleFilterValue(search, 'locations', 'Delhi NCR');
    expect(jobSearchQueryString(search)).toBe(
      '?q=C%2B%2B%20dev&minExp=2&experience=10%2B,0-2&locations=Delhi%20NCR',
    );
    expect(jobSearchQueryString(search, 3)).toMatch(/&page=3$/);
    expect(jobSearchQueryString(emptyJobSearch())).toBe('');
  });

  it('keeps a comma followed by a space inside its value, as the BFF does', () => {
    let search = emptyJobSearch();
    search = toggleFilterValue(search, 'departments', 'Banking, Finance & Insurance');
    search = toggleFilterValue(search, 'departments', 'Engineering');
    const query = jobSearchQueryString(search);
    expect(query).toBe('?departments=Banking%2C%20Finance%20%26%20Insurance,Engineering');
    expect(parse(query.slice(1)).groups.departments).toEqual([
      'Banking, Finance & Insurance',
      'Engineering',
    ]);
    expect(parse('departments=Banking, Finance %26 Insurance,Sales').groups.departments).toEqual([
      'Banking, Finance & Insurance',
      'Sales',
    ]);
  });

  it('round-trips through parseJobSearch', () => {
    const original = parse(
      'q=Data&maxExp=8&salary=5-10,10-20&workModes=On-site&roles=QA%20Engineer',
    );
    const again = parse(jobSearchQueryString(original).slice(1));
    expect(again).toEqual(original);
  });
});

describe('chips', () => {
  it('lists every active part and removes one at a time', () => {
    const search = parse('q=React&minExp=2&location=Pune&workModes=Remote,Hybrid');
    const chips = activeFilters(search);
    expect(chips.map((chip) => chip.label)).toEqual([
      'Search: React',
      'Min experience: 2 years',
      'Location: Pune',
      'Work mode: Remote',
      'Work mode: Hybrid',
    ]);
    const withoutRemote = removeFilter(search, chips[3]!);
    expect(withoutRemote.groups.workModes).toEqual(['Hybrid']);
    const withoutText = removeFilter(removeFilter(search, chips[0]!), chips[2]!);
    expect(withoutText.q).toBe('');
    expect(withoutText.location).toBe('');
    expect(removeFilter(search, chips[1]!).minExp).toBeNull();
    expect(hasActiveFilters(emptyJobSearch())).toBe(false);
    expect(hasActiveFilters(search)).toBe(true);
  });
});

describe('sort', () => {
  it('reads a known order from the URL and writes it before the page; drops an unknown one', () => {
    expect(parse('q=React&sort=salary').sort).toBe('salary');
    expect(parse('sort=cheapest').sort).toBeNull();
    const search = { ...parse('q=React'), sort: 'newest' as const };
    expect(jobSearchQueryString(search, 2)).toBe('?q=React&sort=newest&page=2');
    expect(jobSearchParams(search)).toEqual([
      ['q', 'React'],
      ['sort', 'newest'],
    ]);
    // the order narrows nothing
    expect(hasActiveFilters({ ...emptyJobSearch(), sort: 'salary' })).toBe(false);
  });

  it('offers Relevance only with words or to a seeker, and falls back to the default', () => {
    const words = parse('q=React');
    const none = emptyJobSearch();
    expect(sortOptions(words, false)).toEqual(['relevance', 'newest', 'salary']);
    expect(sortOptions(none, true)).toEqual(['relevance', 'newest', 'salary']);
    expect(sortOptions(none, false)).toEqual(['newest', 'salary']);
    expect(effectiveSort(words, false)).toBe('relevance');
    expect(effectiveSort(none, false)).toBe('newest');
    expect(effectiveSort({ ...none, sort: 'relevance' }, false)).toBe('newest');
    expect(effectiveSort({ ...none, sort: 'relevance' }, true)).toBe('relevance');
    expect(effectiveSort({ ...words, sort: 'salary' }, false)).toBe('salary');
  });
});
