/*
 * The job posting keyword optimiser's vocabulary (docs/product/recruiter-tools-and-workspace.md#job-posting-keyword-optimiser,
 * ADR 021): the rules, their thresholds, the lists' lengths and the advice texts. zod-free, for the
 * frontends' bundles.
 */

import { POSTING_LIMITS } from './jobs';

/** The lists' lengths and the rules' thresholds. */
export const KEYWORD_OPTIMISER_LIMITS = {
  /** The title rule: 5 to 10 words, both included. */
  titleWordsMin: 5,
  titleWordsMax: 10,
  /** The description rule: at least 300 words. */
  descriptionWordsMin: 300,
  /** The density rule: the average density in percent, both ends excluded. */
  densityMinExclusive: 0.5,
  densityMaxExclusive: 3,
  /** The variety rule: at least 5 distinct keywords found. */
  distinctKeywordsMin: 5,
  /** A keyword used more than this many times is overused. */
  overusedAbove: 5,
  missing: 5,
  overused: 3,
  suggestions: 10,
  /** Pasted text: the first line is the title, the rest the description. */
  pastedText: POSTING_LIMITS.job_title + POSTING_LIMITS.job_description + 1,
  role: 100,
} as const;

/** The score goes up by this much per rule met (0–100). */
export const KEYWORD_SCORE_STEP = 20;

export const KEYWORD_RULES = [
  'title_length',
  'description_length',
  'title_keyword',
  'keyword_density',
  'distinct_keywords',
] as const;
export type KeywordRule = (typeof KEYWORD_RULES)[number];

/**
 * The advice of each rule. The title-length, density and description-length texts are the
 * original tool's, verbatim; the stuffing warning, the title-keyword and the variety texts are ours.
 */
export const KEYWORD_ADVICE = {
  titleTooShort: 'Make your title longer and more descriptive',
  titleTooLong: 'Your title may be too long',
  titleGood: 'Good title length',
  densityTooLow: 'Add more relevant keywords to your description',
  densityTooHigh:
    'Your keywords are repeated too often (average density 3 % or more): write naturally, search engines and candidates read this as keyword stuffing',
  densityGood: 'Good keyword density',
  descriptionTooShort: 'Make your job description longer (aim for at least 300 words)',
  descriptionGood: 'Good description length',
  titleKeywordMissing: 'Add a high-relevance keyword to your title (see the suggestions)',
  titleKeywordGood: 'Your title has a high-relevance keyword',
  fewKeywords: 'Use at least 5 different relevant keywords (see the suggestions)',
  enoughKeywords: 'Good keyword variety',
} as const;

/** The most relevant keywords of a source, at most this many (all the BFF keeps of a source). */
export const KEYWORD_LIST_MAX = 500;
