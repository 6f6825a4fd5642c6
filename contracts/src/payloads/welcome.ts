import { z } from 'zod/mini';
import { WELCOME_STEPS } from '../vocabularies/welcome';
import { count } from './common';

/*
 * GET /api/recruiter/welcome (recruiter): the getting-started checklist as the API sends it
 * (docs/product/recruiter-tools-and-workspace.md#welcome), each step worked out from the account's
 * own data.
 */

/** One step: done once the thing it asks for exists. */
export const welcomeItemSchema = z.object({ step: z.enum(WELCOME_STEPS), done: z.boolean() });
export type WelcomeItem = z.infer<typeof welcomeItemSchema>;

/** Every step in WELCOME_STEPS order, with how many are done. */
export const welcomePayloadSchema = z.object({
  items: z.array(welcomeItemSchema),
  done: count,
  total: count,
});
export type WelcomePayload = z.infer<typeof welcomePayloadSchema>;
