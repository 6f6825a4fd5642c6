import { communitiesResponseSchema, type Community } from '@rozgar/contracts/payloads/communities';
import { apiFetch } from '@rozgar/design-system';

/** A community as `GET /api/communities` sends it: the contracts' payload. */
export type { Community };

/** `GET /api/communities`: every community, newest first. */
export async function fetchCommunities(): Promise<Community[]> {
  return communitiesResponseSchema.parse(await apiFetch('/api/communities')).communities;
}
