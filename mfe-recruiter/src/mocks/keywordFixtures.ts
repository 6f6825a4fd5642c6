import { KEYWORD_ADVICE, type KeywordAnalysis } from '@rozgar/contracts/keyword-optimiser';

// The keyword optimiser's answers for stories and tests, typed by the contracts' payload
// (../keywords/keywordApi.ts). Their words are what the BFF's keyword source gives for frontend
// jobs in IT/ITES (ADR 021).

/**
 * A short draft: a 3-word title with a relevant keyword, a 120-word description, 4 keywords at an
 * average density of 2.5 %: title, description and variety rules not met (40 / 100).
 */
export const shortDraftAnalysis: KeywordAnalysis = {
  score: 40,
  rules: [
    { rule: 'title_length', met: false, advice: KEYWORD_ADVICE.titleTooShort },
    { rule: 'description_length', met: false, advice: KEYWORD_ADVICE.descriptionTooShort },
    { rule: 'title_keyword', met: true, advice: KEYWORD_ADVICE.titleKeywordGood },
    { rule: 'keyword_density', met: true, advice: KEYWORD_ADVICE.densityGood },
    { rule: 'distinct_keywords', met: false, advice: KEYWORD_ADVICE.fewKeywords },
  ],
  title_words: 3,
  description_words: 120,
  density: 2.5,
  keywords: [
    { keyword: 'react', count: 7, density: 5.6, relevance: 1 },
    { keyword: 'javascript', count: 3, density: 2.4, relevance: 0.82 },
    { keyword: 'css', count: 1, density: 0.8, relevance: 0.4 },
    { keyword: 'frontend', count: 2, density: 1.6, relevance: 0.71 },
  ],
  missing: [
    { keyword: 'typescript', relevance: 0.93 },
    { keyword: 'redux', relevance: 0.64 },
    { keyword: 'next.js', relevance: 0.58 },
    { keyword: 'jest', relevance: 0.41 },
    { keyword: 'html', relevance: 0.39 },
  ],
  overused: [{ keyword: 'react', count: 7 }],
  suggestions: [
    { keyword: 'typescript', relevance: 0.93 },
    { keyword: 'redux', relevance: 0.64 },
    { keyword: 'next.js', relevance: 0.58 },
    { keyword: 'jest', relevance: 0.41 },
    { keyword: 'html', relevance: 0.39 },
    { keyword: 'webpack', relevance: 0.33 },
    { keyword: 'graphql', relevance: 0.3 },
    { keyword: 'tailwind css', relevance: 0.27 },
    { keyword: 'accessibility', relevance: 0.22 },
    { keyword: 'node.js', relevance: 0.2 },
  ],
  keyword_source: { scope: 'industry', value: 'IT/ITES', jobs: 42 },
};

/** Every rule met: 100 / 100, nothing missing or overused. */
export const goodJobAnalysis: KeywordAnalysis = {
  score: 100,
  rules: [
    { rule: 'title_length', met: true, advice: KEYWORD_ADVICE.titleGood },
    { rule: 'description_length', met: true, advice: KEYWORD_ADVICE.descriptionGood },
    { rule: 'title_keyword', met: true, advice: KEYWORD_ADVICE.titleKeywordGood },
    { rule: 'keyword_density', met: true, advice: KEYWORD_ADVICE.densityGood },
    { rule: 'distinct_keywords', met: true, advice: KEYWORD_ADVICE.enoughKeywords },
  ],
  title_words: 6,
  description_words: 412,
  density: 1.2,
  keywords: [
    { keyword: 'react', count: 5, density: 1.2, relevance: 1 },
    { keyword: 'typescript', count: 4, density: 1, relevance: 0.93 },
    { keyword: 'javascript', count: 3, density: 0.7, relevance: 0.82 },
    { keyword: 'redux', count: 2, density: 0.5, relevance: 0.64 },
    { keyword: 'jest', count: 2, density: 0.5, relevance: 0.41 },
    { keyword: 'css', count: 2, density: 0.5, relevance: 0.4 },
  ],
  missing: [],
  overused: [],
  suggestions: [],
  keyword_source: { scope: 'role', value: 'Frontend Developer', jobs: 12 },
};

/** `analysis` with `changes` (a test's own case). */
export const keywordAnalysisFixture = (
  changes: Partial<KeywordAnalysis> = {},
): KeywordAnalysis => ({
  ...shortDraftAnalysis,
  ...changes,
});

/** Pasted text with no relevant keyword, analysed against every open job: 0 / 100. */
export const noKeywordsAnalysis: KeywordAnalysis = {
  ...shortDraftAnalysis,
  score: 0,
  rules: [
    { rule: 'title_length', met: false, advice: KEYWORD_ADVICE.titleTooShort },
    { rule: 'description_length', met: false, advice: KEYWORD_ADVICE.descriptionTooShort },
    { rule: 'title_keyword', met: false, advice: KEYWORD_ADVICE.titleKeywordMissing },
    { rule: 'keyword_density', met: false, advice: KEYWORD_ADVICE.densityTooLow },
    { rule: 'distinct_keywords', met: false, advice: KEYWORD_ADVICE.fewKeywords },
  ],
  title_words: 2,
  description_words: 40,
  density: 0,
  keywords: [],
  overused: [],
  keyword_source: { scope: 'all', jobs: 318 },
};
