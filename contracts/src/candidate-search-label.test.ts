import { describe, expect, it } from 'vitest';
import { criteriaLabel } from './vocabularies/candidates';

describe('criteriaLabel', () => {
  it('says what was searched, criterion by criterion', () => {
    expect(
      criteriaLabel({
        fullName: 'Aarav',
        skills: ['React', 'Node'],
        markAllSkillsAsMandatory: true,
        activePeriod: 6,
      }),
    ).toBe('Name: Aarav · mandatory skills: React, Node');
    expect(
      criteriaLabel({
        keywords: '"machine learning" AND NOT php',
        excludeKeywords: 'intern',
        experience: { min: 1, max: 1 },
        location: 'Pune',
        includeRelocateWilling: true,
        noticePeriods: ['Immediate', '15 days'],
        expectedSalary: { max: 20 },
        activePeriod: 1,
      }),
    ).toBe(
      'Keywords: "machine learning" AND NOT php · excluding: intern · 1 yr · location (or willing to relocate): Pune · notice period: Immediate, 15 days · expected salary: 0–20 LPA · active in the last 1 month',
    );
    expect(criteriaLabel({ activePeriod: 6 })).toBe('');
  });
});
