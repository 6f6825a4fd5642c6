import { z } from 'zod';

/*
 * The one text rule every string of every payload goes through (ADR 014), and the body-level error
 * texts (ADR 011): a 400 carries the first problem only, in words, without a field path.
 */

/** A body's own problems in words: not an object, or unknown fields ("Unknown field: salary"). */
export const bodyError: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'unrecognized_keys')
    return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
  if (issue.code === 'invalid_type') return 'The request body must be a JSON object';
  return undefined;
};

/** A query's unknown parameters in words ("Unknown query parameter: sort"). */
export const queryError: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'unrecognized_keys'
    ? `Unknown query parameter${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`
    : undefined;

/** An empty query parameter (`?status=&q=`) means "no filter", as if it were left out. */
export function withoutBlankValues(query: unknown): unknown {
  if (!query || typeof query !== 'object' || Array.isArray(query)) return query;
  return Object.fromEntries(
    Object.entries(query).filter(
      ([, value]) => !(typeof value === 'string' && value.trim() === ''),
    ),
  );
}

/** A `page` query parameter: a whole number from 1 to `max`, 1 when left out. */
export const pageParameter = (max: number) =>
  z.coerce
    .number('Page must be a whole number')
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(max, `Page must be at most ${max}`)
    .default(1);

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

/** One of a vocabulary's values, else "<label> must be one of: a, b, c". */
export const oneOf = <const Values extends readonly [string, ...string[]]>(
  label: string,
  values: Values,
) => z.enum(values, `${label} must be one of: ${values.join(', ')}`);

/** The values of a vocabulary of `{ value, label }` entries, as a tuple zod's enum takes. */
export const valuesOf = <const Value extends string>(
  entries: readonly [{ readonly value: Value }, ...{ readonly value: Value }[]],
) => entries.map((entry) => entry.value) as [Value, ...Value[]];

/** An id as the API writes it: 24 hex digits. */
export const idSchema = z.string().regex(/^[0-9a-f]{24}$/i);

/** A date as the API writes it: ISO 8601 text (a stored Date is accepted as well). */
export const dateTimeSchema = z.union([z.iso.datetime({ offset: true }), z.date()]);

/** The list without repeats, compared case-insensitively: the vocabularies' rule. */
export { uniqueIgnoringCase } from './vocabularies/common';
