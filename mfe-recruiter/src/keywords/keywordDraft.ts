import { INDUSTRY_VALUES, splitSkills } from '@rozgar/contracts/vocabularies';
import type { KeywordAnalysisRequest } from './keywordApi';

type Industry = (typeof INDUSTRY_VALUES)[number];
const isIndustry = (value: string): value is Industry =>
  (INDUSTRY_VALUES as readonly string[]).includes(value);

/**
 * A job being written, as the keyword optimiser reads it: Post a Job's title, description, key
 * skills (comma-separated, as typed) and industry. Post a Job hands one to `/keyword-optimization`
 * opened in a new tab (the form stays as it is in its own): see `handOverDraft`.
 */
export interface KeywordDraft {
  title: string;
  description: string;
  skills: string;
  industry: string;
}

export const EMPTY_DRAFT: KeywordDraft = { title: '', description: '', skills: '', industry: '' };

/** The draft `value` holds, if it is one (whatever was stored: it is checked field by field). */
export function keywordDraftFrom(value: unknown): KeywordDraft | null {
  const draft = value;
  if (!draft || typeof draft !== 'object') return null;
  const text = (key: keyof KeywordDraft) => {
    const value = (draft as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : '';
  };
  return {
    title: text('title'),
    description: text('description'),
    skills: text('skills'),
    industry: text('industry'),
  };
}

/** The analyse request of a draft: blank skills and an industry not in the list are left out. */
export function draftRequest(draft: KeywordDraft): KeywordAnalysisRequest {
  return {
    source: 'draft',
    title: draft.title,
    description: draft.description,
    ...(draft.skills.trim() ? { skills: draft.skills } : {}),
    ...(isIndustry(draft.industry) ? { industry: draft.industry } : {}),
  };
}

/** `skills` (comma-separated, as typed) with `keyword` appended: what a suggestion's Add writes. */
export function appendSkill(skills: string, keyword: string): string {
  const before = skills.trim().replace(/,\s*$/, '');
  return before ? `${before}, ${keyword}` : keyword;
}

/** The skills among `skills`, lower-cased: a suggestion among them reads "Added". */
export const addedSkills = (skills: string): ReadonlySet<string> =>
  new Set(splitSkills(skills).map((skill) => skill.toLowerCase()));

/** Where a handed-over draft waits for the optimiser's tab, and the link that opens it. */
const HANDOVER_KEY = 'rozgar.keyword-draft';
export const HANDOVER_PATH = '/keyword-optimization?from=post-a-job';

/**
 * Leaves `draft` for the optimiser opened in a new tab by `HANDOVER_PATH`: a new tab shares
 * localStorage, not sessionStorage nor the router's state. The optimiser takes it away at once.
 */
export function handOverDraft(draft: KeywordDraft) {
  try {
    localStorage.setItem(HANDOVER_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the optimiser opens on an empty draft.
  }
}

/** The draft Post a Job handed over, if any (read only: `forgetHandedDraft` removes it). */
export function handedDraft(): KeywordDraft | null {
  try {
    const stored = localStorage.getItem(HANDOVER_KEY);
    return stored ? keywordDraftFrom(JSON.parse(stored)) : null;
  } catch {
    return null;
  }
}

/** Removes the handed-over draft once the optimiser has it: the job's text is not kept around. */
export function forgetHandedDraft() {
  try {
    localStorage.removeItem(HANDOVER_KEY);
  } catch {
    // Nothing to remove.
  }
}
