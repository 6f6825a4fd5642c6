import { z } from 'zod';
import { bodyError, idSchema, optionalText, requiredText } from './text';
import {
  INTERVIEW_DIFFICULTIES,
  INTERVIEW_EXPERIENCE_LIMITS as LIMITS,
  INTERVIEW_MONTH_PATTERN,
  INTERVIEW_OUTCOMES,
  INTERVIEW_SOURCES,
  earliestInterviewMonth,
  latestInterviewMonth,
} from './vocabularies/interview-experiences';
import { REVIEW_STATUSES } from './vocabularies/reviews';

export * from './vocabularies/interview-experiences';

/*
 * Interview experiences (docs/product/community-and-reviews.md, "Share interview experience"): the
 * body POST /api/interview-experiences takes and the query of a company's list. What the API sends
 * back is in ./payloads/interview-experiences (zod/mini).
 */

const isAbsent = (input: unknown) => input === undefined || input === null || input === '';

/** A choice of the form: "<label> is required" when left out, else one of the values. */
const choice = <const Values extends readonly [string, ...string[]]>(
  label: string,
  values: Values,
) =>
  z.enum(values, {
    error: (issue) =>
      isAbsent(issue.input)
        ? `${label} is required`
        : `${label} must be one of: ${values.join(', ')}`,
  });

/**
 * The interview's month, "YYYY-MM": not after the current month (anywhere on Earth) and at most
 * `max_years_back` years back. Checked against the clock at each parse.
 */
export const interviewMonthSchema = z
  .string({ error: (issue) => (isAbsent(issue.input) ? 'Interview date is required' : undefined) })
  .trim()
  .min(1, 'Interview date is required')
  .regex(INTERVIEW_MONTH_PATTERN, {
    message: 'Interview date must be a month written YYYY-MM',
    abort: true,
  })
  .refine((month) => month <= latestInterviewMonth(), {
    message: 'Interview date cannot be in the future',
    abort: true,
  })
  .refine((month) => month >= earliestInterviewMonth(), {
    message: `Interview date must be within the last ${LIMITS.max_years_back} years`,
  });

/** Question n's rule: a single-line or multi-line text, required, at most `question` characters. */
const questionText = (n: number) =>
  requiredText(`Question ${n}`, LIMITS.question, { multiline: true });

/**
 * The questions asked: a list of 1 to `max_questions` texts, each named by its place ("Question 2
 * is required") so that a form can put the problem next to it.
 */
const questionsSchema = z
  .array(z.unknown(), {
    error: (issue) =>
      isAbsent(issue.input) ? 'Questions is required' : 'Questions must be a list of texts',
  })
  .min(LIMITS.min_questions, `Questions must list at least ${LIMITS.min_questions} question`)
  .max(LIMITS.max_questions, `Questions must list at most ${LIMITS.max_questions} questions`)
  .transform((items, context) => {
    const texts: string[] = [];
    for (const [index, item] of items.entries()) {
      const parsed = questionText(index + 1).safeParse(item);
      if (!parsed.success) {
        context.issues.push({
          code: 'custom',
          message: parsed.error.issues[0]!.message,
          input: item,
          path: [index],
        });
        return z.NEVER;
      }
      texts.push(parsed.data);
    }
    return texts;
  });

/**
 * POST /api/interview-experiences — the share-interview-experience form: the company (an existing
 * one by `company_id`, or a name, as a review takes it), the role interviewed for, the month of
 * the interview, its difficulty and outcome, how the candidate got it (optional), the questions
 * asked, the overall experience and tips (optional).
 */
export const shareInterviewExperienceBodySchema = z.strictObject(
  {
    company_id: idSchema.optional(),
    company_name: requiredText('Company name', LIMITS.company_name),
    role: requiredText('Role', LIMITS.role),
    interview_date: interviewMonthSchema,
    difficulty: choice('Difficulty', INTERVIEW_DIFFICULTIES),
    outcome: choice('Outcome', INTERVIEW_OUTCOMES),
    source: z.preprocess(
      (value) => (isAbsent(value) ? undefined : value),
      z
        .enum(INTERVIEW_SOURCES, {
          error: `How you got the interview must be one of: ${INTERVIEW_SOURCES.join(', ')}`,
        })
        .optional(),
    ),
    questions: questionsSchema,
    experience: requiredText('Overall experience', LIMITS.experience, { multiline: true }),
    tips: optionalText('Tips', LIMITS.tips, { multiline: true }),
  },
  { error: bodyError },
);
export type ShareInterviewExperienceInput = z.input<typeof shareInterviewExperienceBodySchema>;
export type ShareInterviewExperienceBody = z.output<typeof shareInterviewExperienceBodySchema>;

/** GET /api/companies/{companyId}/interview-experiences?page= — `page` from 1. */
export const interviewExperienceListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type InterviewExperienceListQuery = z.output<typeof interviewExperienceListQuerySchema>;

/**
 * An interview experience as stored (`interview_experiences`, its stored fields): the form's
 * fields at a company by id, a date in the month of the interview, a status as a review's, and
 * its author, who is never sent.
 */
export const storedInterviewExperienceSchema = z.looseObject({
  company_id: z.unknown(),
  company: z.string().min(1),
  role: z.string().min(1).max(LIMITS.role),
  interview_date: z.date(),
  difficulty: z.enum(INTERVIEW_DIFFICULTIES),
  outcome: z.enum(INTERVIEW_OUTCOMES),
  source: z.enum(INTERVIEW_SOURCES).optional(),
  questions: z
    .array(z.string().min(1).max(LIMITS.question))
    .min(LIMITS.min_questions)
    .max(LIMITS.max_questions),
  experience: z.string().min(1).max(LIMITS.experience),
  tips: z.string().min(1).max(LIMITS.tips).optional(),
  status: z.enum(REVIEW_STATUSES),
  user_id: z.unknown(),
  created_at: z.date(),
});
