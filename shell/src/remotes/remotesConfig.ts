import { z } from 'zod/mini';

/**
 * `GET /remotes.json` (ADR 001, ADR 004): where each remote's manifest lives in this deployment
 * and the paths it owns (`null` or absent: the BFF could not read them).
 */
export const remotesConfigSchema = z.object({
  remotes: z.array(
    z.object({
      name: z.string().check(z.minLength(1)),
      entry: z.string().check(z.minLength(1)),
      routes: z.optional(z.nullable(z.array(z.string()))),
    }),
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
