import { apiFetch } from '@rozgar/design-system';
import { z } from 'zod/mini';

/** `GET /api/communities` → `{ communities: [{ id, name, description, member_count, created_at }] }`. */
export const communitySchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  name: z.string(),
  description: z.nullish(z.string()),
  member_count: z.nullish(z.number().check(z.int(), z.nonnegative())),
  created_at: z.nullish(z.string()),
});

export type Community = z.infer<typeof communitySchema>;

const communitiesResponseSchema = z.object({ communities: z.array(communitySchema) });

export async function fetchCommunities(): Promise<Community[]> {
  return communitiesResponseSchema.parse(await apiFetch('/api/communities')).communities;
}
