import { queryOptions } from '@tanstack/react-query';
import { fetchCommunities } from '../communities/communitiesApi';

/**
 * The community remote's query keys (ADR 017): keys start with the area, as they share the
 * portal's one QueryClient; a write invalidates the keys it changes.
 */
export const communityQueryKeys = {
  community: ['community'] as const,
  communities: ['community', 'communities'] as const,
};

/** `GET /api/communities`. */
export const communitiesQuery = () =>
  queryOptions({ queryKey: communityQueryKeys.communities, queryFn: fetchCommunities });
