import { remotesDocumentSchema, type RemotesDocument } from '@rozgar/contracts/remotes';

/** `GET /remotes.json` (docs/decisions/004): its shape is defined once, in @rozgar/contracts. */
export const remotesConfigSchema = remotesDocumentSchema;

export type RemotesConfig = RemotesDocument;

export async function fetchRemotesConfig(fetchImpl: typeof fetch = fetch): Promise<RemotesConfig> {
  const response = await fetchImpl('/remotes.json', {
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  return remotesConfigSchema.parse(await response.json());
}
