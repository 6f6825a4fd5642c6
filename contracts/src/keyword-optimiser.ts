import { z } from 'zod';
import { bodyError, inputText, oneOf, optionalText, queryError, requiredText } from './text';
import { INDUSTRY_VALUES, POSTING_LIMITS, splitSkills } from './vocabularies/jobs';
import { KEYWORD_OPTIMISER_LIMITS } from './vocabularies/keyword-optimiser';

export * from './vocabularies/keyword-optimiser';
export * from './payloads/keyword-optimiser';

/*
 * The job posting keyword optimiser (docs/product/recruiter-tools-and-workspace.md#job-posting-keyword-optimiser,
 * ADR 021): what is analysed (a draft, one of the recruiter's jobs, or pasted text); the rules'
 * thresholds and advice texts are in the vocabulary, the answers in the payloads (zod/mini).
 */

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

/** `GET /api/keyword-optimiser/keywords?role=&industry=` (anyone): the source's keywords. */
export const keywordListQuerySchema = z.strictObject(
  {
    role: roleText,
    industry: z
      .preprocess((value) => (value === '' ? undefined : value), industryChoice)
      .optional(),
  },
  { error: queryError },
);
export type KeywordListQuery = z.output<typeof keywordListQuerySchema>;

/**
 * A stored `search_terms` row (ADR 021): a normalised term (trimmed, single-spaced, lower-case, at
 * most 100 characters), a UTC day at midnight and a count — and nothing else, so nothing about who
 * searched.
 */
export const storedSearchTermSchema = z.strictObject({
  _id: z.unknown(),
  term: z
    .string()
    .min(1)
    .max(100)
    .refine(
      (term) => term === term.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en'),
      'A term is stored normalised',
    ),
  day: z.date().refine((day) => day.getTime() % (24 * 60 * 60 * 1000) === 0, 'A UTC midnight'),
  count: z.number().int().min(1),
});
