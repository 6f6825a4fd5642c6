import { z } from 'zod';
import { jsonError } from './http.server';

/*
 * zod pieces the API's request checks share (ADR 011): a 400 carries the first problem only, in
 * words, without a field path.
 */

/** The first problem of a failed parse, as the `{ error }` text (ADR 011). */
function firstProblem(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request';
}

/** Validates with the schema; a failure throws a 400 carrying the first problem only. */
export function validateOrThrow<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw jsonError(400, firstProblem(result.error));
  return result.data;
}

/** A body's own problems in words: not an object, or unknown fields ("Unknown field: salary"). */
export const bodyError: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'unrecognized_keys')
    return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
  if (issue.code === 'invalid_type') return 'The request body must be a JSON object';
  return undefined;
};

/** Every control character: C0 (NUL, TAB, LF, CR, ESC …), DEL and C1. */
const CONTROL_CHARACTER = /\p{Cc}/u;
/** A control character other than a line feed or a tab. */
const CONTROL_CHARACTER_BUT_LINE_BREAK = /(?![\n\t])\p{Cc}/u;

export interface TextRule {
  /** The most characters the text may have (counted after trimming). */
  max: number;
  /** Line feeds and tabs allowed (descriptions, messages); CR LF and a lone CR arrive as LF. */
  multiline?: boolean;
  /** Surrounding white space kept (passwords); every other text is trimmed. */
  trim?: boolean;
  /** The problem when the value is not a string (default "<label> must be text"). */
  notText?: string;
  /** The problem when the text is too long (default "<label> must be at most <max> characters"). */
  tooLong?: string;
}

/**
 * The one rule every string the API takes goes through, whether it comes from a JSON body, the
 * query string or the path: a string (not a number, list, object or null), without control
 * characters — NUL and the like would otherwise reach the database, where a NUL inside a search
 * pattern fails the whole query — except line feeds and tabs in multi-line texts, trimmed, and
 * at most `max` characters. Callers chain their own checks (`.min`, `.regex`, `.pipe(z.email())`).
 */
export function inputText(label: string, rule: TextRule) {
  const { max, multiline = false, trim = true } = rule;
  let schema = z.string(rule.notText ?? `${label} must be text`);
  if (multiline) schema = schema.overwrite((value) => value.replace(/\r\n?/g, '\n'));
  schema = schema.refine(
    (value) => !(multiline ? CONTROL_CHARACTER_BUT_LINE_BREAK : CONTROL_CHARACTER).test(value),
    {
      message: multiline
        ? `${label} must not contain control characters (line breaks and tabs are fine)`
        : `${label} must not contain line breaks or other control characters`,
      abort: true,
    },
  );
  if (trim) schema = schema.trim();
  return schema.max(max, {
    message: rule.tooLong ?? `${label} must be at most ${max} characters`,
    abort: true,
  });
}

/** A text that must not be blank. */
export const requiredText = (
  label: string,
  max: number,
  rule: Omit<TextRule, 'max' | 'notText'> = {},
) =>
  inputText(label, { max, notText: `${label} is required`, ...rule }).min(
    1,
    `${label} is required`,
  );

/** A text that may be left out, null or blank (all read as absent). */
export const optionalText = (label: string, max: number, rule: Omit<TextRule, 'max'> = {}) =>
  inputText(label, { max, ...rule })
    .nullish()
    .transform((value) => (value ? value : undefined));

/**
 * A 24-hex-digit id from the path; anything else does not exist. Not trimmed: callers check the
 * id with it and then use the id as it came.
 */
export const objectIdSchema = inputText('Id', { max: 24, trim: false }).regex(/^[0-9a-fA-F]{24}$/);
