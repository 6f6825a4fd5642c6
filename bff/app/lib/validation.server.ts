import { inputText } from '@rozgar/contracts';
import type { z } from 'zod';
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

/*
 * The one text rule every string the API takes goes through, and the body-level error texts, are
 * the contracts' (`@rozgar/contracts`): every payload schema is built on them.
 */
export { bodyError, inputText, optionalText, requiredText, type TextRule } from '@rozgar/contracts';

/**
 * A 24-hex-digit id from the path; anything else does not exist. Not trimmed: callers check the
 * id with it and then use the id as it came.
 */
export const objectIdSchema = inputText('Id', { max: 24, trim: false }).regex(/^[0-9a-fA-F]{24}$/);
