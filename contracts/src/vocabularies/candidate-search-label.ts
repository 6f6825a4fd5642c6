import { DEFAULT_ACTIVE_PERIOD } from './candidates';

/*
 * A search's label (docs/product/resume-search-resdex.md#recent-and-saved-searches): what was
 * searched, criterion by criterion, e.g. "Name: Aarav · mandatory skills: React, Node · 2–5 yrs".
 * Zod-free: the BFF labels recent and saved searches with it, the search page its summary.
 */

interface Range {
  min?: number;
  max?: number;
}

/** The criteria a label reads (stored criteria, or what the form sends). */
export interface LabelledCriteria {
  fullName?: string;
  email?: string;
  phone?: string;
  keywords?: string;
  anyKeywords?: string;
  excludeKeywords?: string;
  skills?: readonly string[];
  markAllSkillsAsMandatory?: boolean;
  experience?: Range;
  location?: string;
  includeRelocateWilling?: boolean;
  prefLocation?: string;
  pinCode?: string;
  currRole?: string;
  company?: string;
  jobType?: readonly string[];
  achievements?: string;
  education?: string;
  fieldOfStudy?: string;
  institution?: string;
  graduationYear?: number;
  educationDetailed?: string;
  gender?: string;
  noticePeriods?: readonly string[];
  expectedSalary?: Range;
  activePeriod?: number;
}

/** "2–5 yrs", "3+ yrs", "0–4 yrs", "1 yr"; "" for an open range. */
function range({ min, max }: Range = {}, unit: (value: number) => string): string {
  if (min !== undefined && max !== undefined)
    return min === max ? `${min} ${unit(min)}` : `${min}–${max} ${unit(2)}`;
  if (min !== undefined) return `${min}+ ${unit(2)}`;
  if (max !== undefined) return `0–${max} ${unit(2)}`;
  return '';
}
const yrs = (value: number) => (value === 1 ? 'yr' : 'yrs');

/** Every criterion in use, in the form's order; "" when none (the sidebar says "All candidates"). */
export function criteriaLabel(criteria: LabelledCriteria): string {
  const parts: string[] = [];
  const add = (name: string, value: string | undefined) => {
    if (value) parts.push(name ? `${name}: ${value}` : value);
  };
  add('name', criteria.fullName);
  add('e-mail', criteria.email);
  add('phone', criteria.phone);
  add('keywords', criteria.keywords);
  add('any of', criteria.anyKeywords);
  add('excluding', criteria.excludeKeywords);
  if (criteria.skills?.length)
    add(
      criteria.markAllSkillsAsMandatory ? 'mandatory skills' : 'skills',
      criteria.skills.join(', '),
    );
  add('', range(criteria.experience, yrs));
  add(
    criteria.includeRelocateWilling ? 'location (or willing to relocate)' : 'location',
    criteria.location,
  );
  add('preferred location', criteria.prefLocation);
  add('PIN code', criteria.pinCode);
  add('role', criteria.currRole);
  add('company', criteria.company);
  add('job type', criteria.jobType?.join(', '));
  add('achievements', criteria.achievements);
  add('education', criteria.education);
  add('field of study', criteria.fieldOfStudy);
  add('institution', criteria.institution);
  add('graduated', criteria.graduationYear?.toString());
  add('other education', criteria.educationDetailed);
  add('gender', criteria.gender);
  add('notice period', criteria.noticePeriods?.join(', '));
  add(
    'expected salary',
    range(criteria.expectedSalary, () => 'LPA'),
  );
  if (criteria.activePeriod !== undefined && criteria.activePeriod !== DEFAULT_ACTIVE_PERIOD)
    add(
      '',
      `active in the last ${criteria.activePeriod} ${criteria.activePeriod === 1 ? 'month' : 'months'}`,
    );
  const label = parts.join(' · ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}
