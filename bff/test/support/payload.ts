import { expect } from 'vitest';
import { z } from 'zod';

/**
 * A response body read through its payload schema from @rozgar/contracts/payloads (ADR 015,
 * "Payloads"): it must fit, and the schema must keep every field the BFF sent, so a change of
 * the answer that the contract does not describe fails the test.
 */
export function payload<Schema extends z.core.$ZodType>(
  schema: Schema,
  body: unknown,
): z.core.output<Schema> {
  const parsed = z.parse(schema, body);
  expect(parsed).toEqual(body);
  return parsed;
}
