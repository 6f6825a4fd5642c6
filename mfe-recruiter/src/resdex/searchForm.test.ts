import { describe, expect, it } from 'vitest';
import {
  EMPTY_SEARCH,
  fromCriteria,
  needsFullSearch,
  searchFormSchema,
  toCriteria,
  toggleJobType,
  toggleNoticePeriod,
} from './searchForm';

describe('toggleJobType', () => {
  it('keeps the chips rule: Any clears, a type removes Any, the last one off is Any again', () => {
    expect(toggleJobType([], 'Contract')).toEqual(['Contract']);
    expect(toggleJobType(['Contract'], 'Full-time')).toEqual(['Full-time', 'Contract']);
    expect(toggleJobType(['Full-time', 'Contract'], 'Any')).toEqual([]);
    expect(toggleJobType(['Contract'], 'Contract')).toEqual([]);
    expect(toggleJobType([], 'Any')).toEqual([]);
  });
});

describe('toCriteria / fromCriteria', () => {
  it('leaves empty fields out but always sends the active period', () => {
    expect(toCriteria(EMPTY_SEARCH)).toEqual({ activePeriod: 6 });
    expect(
      toCriteria({ ...EMPTY_SEARCH, markAllSkillsAsMandatory: true, experienceMax: '0' }),
    ).toEqual({ experience: { max: 0 }, activePeriod: 6 });
  });

  it('turns stored criteria back into the same form values', () => {
    const values = {
      ...EMPTY_SEARCH,
      skills: 'React, Node.js',
      markAllSkillsAsMandatory: true,
      experienceMin: '0',
      experienceMax: '30',
      phone: '+91 98765 43210',
      graduationYear: '2019',
      jobType: ['Part-time' as const],
      gender: 'Other' as const,
      activePeriod: '1',
    };
    expect(fromCriteria(toCriteria(values))).toEqual(values);
    // What the form does not know is dropped.
    expect(
      fromCriteria({ jobType: ['Internship'], gender: 'X', activePeriod: 2 } as never),
    ).toEqual(EMPTY_SEARCH);
  });

  it('refuses a phone that is not a number and more than 20 skills', () => {
    const skills = Array.from({ length: 21 }, (_, i) => `s${i}`).join(',');
    const result = searchFormSchema.safeParse({ ...EMPTY_SEARCH, phone: 'call me', skills });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).sort()).toEqual([
      'Enter at most 20 skills',
      'Phone must be a phone number',
    ]);
  });
});

describe('keywords, notice period and expected salary', () => {
  it('round-trips through the criteria, chips in the vocabulary order', () => {
    const values = {
      ...EMPTY_SEARCH,
      keywords: ' java AND NOT php ',
      anyKeywords: 'spring, hibernate',
      excludeKeywords: '',
      noticePeriods: toggleNoticePeriod(toggleNoticePeriod([], '1 month'), 'Immediate'),
      salaryMin: '8.5',
      salaryMax: '',
    };
    const criteria = toCriteria(values);
    expect(criteria).toEqual({
      keywords: 'java AND NOT php',
      anyKeywords: 'spring, hibernate',
      noticePeriods: ['Immediate', '1 month'],
      expectedSalary: { min: 8.5 },
      activePeriod: 6,
    });
    expect(toCriteria(fromCriteria(criteria))).toEqual(criteria);
    expect(toggleNoticePeriod(['Immediate', '1 month'], 'Immediate')).toEqual(['1 month']);
  });

  it('refuses a query that does not parse, then a salary range upside down', () => {
    const issues = (values: Partial<typeof EMPTY_SEARCH>) => {
      const result = searchFormSchema.safeParse({ ...EMPTY_SEARCH, ...values });
      return result.success
        ? []
        : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    };
    expect(issues({ keywords: 'java AND' })).toEqual([['keywords', 'Put a keyword after AND']]);
    expect(issues({ anyKeywords: '"big data' })).toEqual([
      ['anyKeywords', 'Close the quotes: a phrase has no closing "'],
    ]);
    expect(issues({ salaryMin: '30', salaryMax: '12' })).toEqual([
      ['salaryMax', 'Maximum salary must not be below the minimum'],
    ]);
    expect(issues({ salaryMin: '12.345' })).toEqual([
      ['salaryMin', 'Enter lakhs per annum from 0 to 1000'],
    ]);
  });
});

describe('needsFullSearch', () => {
  it('is true for a search with keywords, notice periods or an expected salary only', () => {
    expect(needsFullSearch({ skills: ['React'], location: 'Pune', activePeriod: 12 })).toBe(false);
    expect(needsFullSearch({})).toBe(false);
    expect(needsFullSearch({ keywords: 'java AND NOT php' })).toBe(true);
    expect(needsFullSearch({ anyKeywords: 'spring' })).toBe(true);
    expect(needsFullSearch({ excludeKeywords: 'intern' })).toBe(true);
    expect(needsFullSearch({ noticePeriods: ['Immediate'] })).toBe(true);
    expect(needsFullSearch({ expectedSalary: { max: 20 } })).toBe(true);
    expect(needsFullSearch({ keywords: '  ', noticePeriods: [] })).toBe(false);
  });
});
