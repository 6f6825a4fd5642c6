import { z } from 'zod/mini';

/*
 * The building blocks of the API's response shapes (ADR 015, "Payloads"): what every area's
 * payload module describes its fields with. zod/mini only, so the remotes bundle them small.
 */

/** A document's id as the API sends it: the ObjectId's 24 hexadecimal digits. */
export const objectId = z.string().check(z.regex(/^[0-9a-f]{24}$/i));

/** A date as the API sends it: `Date#toJSON`'s ISO text (`2026-11-20T10:00:00.000Z`). */
export const isoDateTime = z.iso.datetime({ offset: true });

/** A whole number of things, 0 or more. */
export const count = z.number().check(z.int(), z.nonnegative());

/** A non-empty text. */
export const someText = z.string().check(z.minLength(1));

/** `{ success: true }`, the answer of an action that has nothing else to tell. */
export const successSchema = z.object({ success: z.literal(true) });
export type Success = z.infer<typeof successSchema>;
