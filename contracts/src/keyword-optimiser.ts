import { z } from 'zod';
import { bodyError, inputText, oneOf, optionalText, requiredText } from './text';
import { INDUSTRY_VALUES, POSTING_LIMITS, splitSkills } from './vocabularies/jobs';

/*
 * The job posting keyword optimiser (docs/product/recruiter-tools-and-workspace.md#job-posting-keyword-optimiser,
 * ADR 021): what is analysed (a draft, one of the recruiter's jobs, or pasted text), the five rules
 * with their advice texts, and the answer the BFF computes from the portal's own keywords.
 */

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

const roleText = optionalText('Role', KEYWORD_OPTIMISER_LIMITS.role);
const industryChoice = oneOf('Industry', INDUSTRY_VALUES).optional();

/** A draft from Post a Job: its title, description, key skills (comma-separated), role, industry. */
const draftSchema = z.strictObject(
  {
    source: z.literal('draft'),
    title: requiredText('Job title', POSTING_LIMITS.job_title),
    description: inputText('Job description', {
      max: POSTING_LIMITS.job_description,
      multiline: true,
    }).default(''),
    skills: inputText('Key skills', { max: POSTING_LIMITS.skills })
      .transform(splitSkills)
      .optional(),
    role: roleText,
    industry: industryChoice,
  },
  { error: bodyError },
);

/** One of the recruiter's own jobs, by id. */
const postedJobSchema = z.strictObject(
  {
    source: z.literal('job'),
    job_id: z.string('Not a valid job id').regex(/^[0-9a-f]{24}$/i, 'Not a valid job id'),
  },
  { error: bodyError },
);

/** Pasted text: its first non-blank line is the title, the rest the description. */
const pastedTextSchema = z.strictObject(
  {
    source: z.literal('text'),
    text: requiredText('Job text', KEYWORD_OPTIMISER_LIMITS.pastedText, { multiline: true }),
    role: roleText,
    industry: industryChoice,
  },
  { error: bodyError },
);

/** `POST /api/keyword-optimiser/analyse`: what to analyse, told apart by `source`. */
export const keywordAnalysisRequestSchema = z.discriminatedUnion(
  'source',
  [draftSchema, postedJobSchema, pastedTextSchema],
  {
    error: (issue) =>
      issue.code === 'invalid_union' || issue.code === 'invalid_type'
        ? issue.input && typeof issue.input === 'object'
          ? 'Source must be one of: draft, job, text'
          : 'The request body must be a JSON object'
        : undefined,
  },
);
export type KeywordAnalysisRequest = z.input<typeof keywordAnalysisRequestSchema>;
export type KeywordAnalysisInput = z.output<typeof keywordAnalysisRequestSchema>;

/** A keyword's relevance: 0–1, the most relevant keyword of the source being 1 (ADR 021). */
const relevance = z.number().min(0).max(1);

export const keywordRuleResultSchema = z.object({
  rule: z.enum(KEYWORD_RULES),
  met: z.boolean(),
  advice: z.string(),
});
export type KeywordRuleResult = z.infer<typeof keywordRuleResultSchema>;

export const foundKeywordSchema = z.object({
  keyword: z.string(),
  /** Times the title and description use it. */
  count: z.number().int().min(1),
  /** Its share of the text's words, in percent. */
  density: z.number().min(0),
  relevance,
});
export type FoundKeyword = z.infer<typeof foundKeywordSchema>;

export const suggestedKeywordSchema = z.object({ keyword: z.string(), relevance });
export type SuggestedKeyword = z.infer<typeof suggestedKeywordSchema>;

/** The answer of `POST /api/keyword-optimiser/analyse`. */
export const keywordAnalysisSchema = z.object({
  /** 20 per rule met. */
  score: z.number().int().min(0).max(100).multipleOf(KEYWORD_SCORE_STEP),
  /** The five rules, in the order of `KEYWORD_RULES`. */
  rules: z.array(keywordRuleResultSchema).length(KEYWORD_RULES.length),
  title_words: z.number().int().min(0),
  description_words: z.number().int().min(0),
  /** The average density of the keywords found, in percent (0 when none is found). */
  density: z.number().min(0),
  /** The keywords found, most used first. */
  keywords: z.array(foundKeywordSchema),
  /** The most relevant keywords the text lacks. */
  missing: z.array(suggestedKeywordSchema).max(KEYWORD_OPTIMISER_LIMITS.missing),
  /** Keywords used more than 5 times, most used first. */
  overused: z
    .array(z.object({ keyword: z.string(), count: z.number().int() }))
    .max(KEYWORD_OPTIMISER_LIMITS.overused),
  /** Keywords to add, most relevant first (none of them is in the text yet). */
  suggestions: z.array(suggestedKeywordSchema).max(KEYWORD_OPTIMISER_LIMITS.suggestions),
  /** Where the keywords came from: the open jobs of this role or industry, or all open jobs. */
  keyword_source: z.object({
    scope: z.enum(['role', 'industry', 'title', 'all']),
    value: z.string().optional(),
    jobs: z.number().int().min(0),
  }),
});
export type KeywordAnalysis = z.infer<typeof keywordAnalysisSchema>;

/** `GET /api/keyword-optimiser/keywords?role=&industry=` (anyone): the source's keywords. */
export const keywordListQuerySchema = z.strictObject(
  {
    role: roleText,
    industry: z
      .preprocess((value) => (value === '' ? undefined : value), industryChoice)
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown query parameter${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`
        : undefined,
  },
);
export type KeywordListQuery = z.output<typeof keywordListQuerySchema>;

/** The most relevant keywords of a source, at most this many. */
export const KEYWORD_LIST_MAX = 300;

export const keywordListSchema = z.object({
  keywords: z.array(suggestedKeywordSchema).max(KEYWORD_LIST_MAX),
});
export type KeywordList = z.infer<typeof keywordListSchema>;
