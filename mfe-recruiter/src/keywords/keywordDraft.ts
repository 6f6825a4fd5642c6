import { INDUSTRY_VALUES } from '@rozgar/contracts/vocabularies';
import type { KeywordAnalysisRequest } from './keywordApi';

type Industry = (typeof INDUSTRY_VALUES)[number];
const isIndustry = (value: string): value is Industry =>
  (INDUSTRY_VALUES as readonly string[]).includes(value);

/**
 * A job being written, as the keyword optimiser reads it: Post a Job's title, description, key
 * skills (comma-separated, as typed) and industry. Post a Job hands one to `/keyword-optimization`
 * in the router's state (`{ keywordDraft }`).
 */
export interface KeywordDraft {
  title: string;
  description: string;
  skills: string;
  industry: string;
}

export const EMPTY_DRAFT: KeywordDraft = { title: '', description: '', skills: '', industry: '' };

/** The draft in a router state, if it holds one (a state is whatever a history entry kept). */
export function keywordDraftFrom(state: unknown): KeywordDraft | null {
  if (!state || typeof state !== 'object' || !('keywordDraft' in state)) return null;
  const draft = state.keywordDraft;
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
