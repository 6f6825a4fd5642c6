import { z } from 'zod/mini';
import {
  KEYWORD_LIST_MAX,
  KEYWORD_OPTIMISER_LIMITS,
  KEYWORD_RULES,
  KEYWORD_SCORE_STEP,
} from '../vocabularies/keyword-optimiser';
import { count } from './common';

/*
 * The keyword optimiser's answers (ADR 015 "Payloads", ADR 021): POST /api/keyword-optimiser/analyse
 * and GET /api/keyword-optimiser/keywords. zod/mini, so the remotes bundle them small.
 */

/** A keyword's relevance: 0–1, the most relevant keyword of the source being 1 (ADR 021). */
const relevance = z.number().check(z.minimum(0), z.maximum(1));
const percent = z.number().check(z.minimum(0));

export const keywordRuleResultSchema = z.object({
  rule: z.enum(KEYWORD_RULES),
  met: z.boolean(),
  advice: z.string(),
});
export type KeywordRuleResult = z.infer<typeof keywordRuleResultSchema>;

export const foundKeywordSchema = z.object({
  keyword: z.string(),
  /** Times the title and description use it. */
  count: z.number().check(z.int(), z.minimum(1)),
  /** Its share of the text's words, in percent. */
  density: percent,
  relevance,
});
export type FoundKeyword = z.infer<typeof foundKeywordSchema>;

export const suggestedKeywordSchema = z.object({ keyword: z.string(), relevance });
export type SuggestedKeyword = z.infer<typeof suggestedKeywordSchema>;

/** The answer of `POST /api/keyword-optimiser/analyse`. */
export const keywordAnalysisSchema = z.object({
  /** 20 per rule met. */
  score: z.number().check(z.int(), z.minimum(0), z.maximum(100), z.multipleOf(KEYWORD_SCORE_STEP)),
  /** The five rules, in the order of `KEYWORD_RULES`. */
  rules: z.array(keywordRuleResultSchema).check(z.length(KEYWORD_RULES.length)),
  title_words: count,
  description_words: count,
  /** The average density of the keywords found, in percent (0 when none is found). */
  density: percent,
  /** The keywords found, most used first. */
  keywords: z.array(foundKeywordSchema),
  /** The most relevant keywords the text lacks. */
  missing: z.array(suggestedKeywordSchema).check(z.maxLength(KEYWORD_OPTIMISER_LIMITS.missing)),
  /** Keywords used more than 5 times, most used first. */
  overused: z
    .array(z.object({ keyword: z.string(), count: z.number().check(z.int()) }))
    .check(z.maxLength(KEYWORD_OPTIMISER_LIMITS.overused)),
  /** Keywords to add, most relevant first (none of them is in the text yet). */
  suggestions: z
    .array(suggestedKeywordSchema)
    .check(z.maxLength(KEYWORD_OPTIMISER_LIMITS.suggestions)),
  /** Where the keywords came from: the open jobs of this role or industry, or all open jobs. */
  keyword_source: z.object({
    scope: z.enum(['role', 'industry', 'title', 'all']),
    value: z.optional(z.string()),
    jobs: count,
  }),
});
export type KeywordAnalysis = z.infer<typeof keywordAnalysisSchema>;

/** The answer of `GET /api/keyword-optimiser/keywords`: most relevant first. */
export const keywordListSchema = z.object({
  keywords: z.array(suggestedKeywordSchema).check(z.maxLength(KEYWORD_LIST_MAX)),
});
export type KeywordList = z.infer<typeof keywordListSchema>;
