import { z } from 'zod/mini';

/** `GET /remotes.json` (ADR 001): where each remote's manifest lives in this deployment. */
export const remotesConfigSchema = z.object({
  remotes: z.array(
    z.object({ name: z.string().check(z.minLength(1)), entry: z.string().check(z.minLength(1)) }),
  ),
});

export type RemotesConfig = z.infer<typeof remotesConfigSchema>;

export async function fetchRemotesConfig(fetchImpl: typeof fetch = fetch): Promise<RemotesConfig> {
  const response = await fetchImpl('/remotes.json', {
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  return remotesConfigSchema.parse(await response.json());
}
