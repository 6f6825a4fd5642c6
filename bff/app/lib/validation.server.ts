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

export const requiredText = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const optionalText = (label: string, max: number) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : undefined));

/** A 24-hex-digit id from the path; anything else does not exist. */
export const objectIdSchema = z.string().regex(/^[0-9a-fA-F]{24}$/);
