import { welcomePayloadSchema, type WelcomePayload } from '@rozgar/contracts/payloads/welcome';
import { apiFetch } from '@rozgar/design-system';
import { queryOptions } from '@tanstack/react-query';

/*
 * The recruiter's getting-started checklist (docs/product/recruiter-tools-and-workspace.md#welcome).
 */

export type { WelcomePayload };

/** `GET /api/recruiter/welcome`: each step, done or not, from the account's data. */
export async function fetchWelcome(): Promise<WelcomePayload> {
  return welcomePayloadSchema.parse(await apiFetch('/api/recruiter/welcome'));
}

/**
 * Under `recruiter`, read again each time /welcome opens: a step is done on another page (a
 * company created, a job posted), which does not know about this list.
 */
export const welcomeQuery = () =>
  queryOptions({
    queryKey: ['recruiter', 'welcome'] as const,
    queryFn: fetchWelcome,
    staleTime: 0,
    refetchOnMount: 'always',
  });
