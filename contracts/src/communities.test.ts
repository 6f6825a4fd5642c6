import { describe, expect, it } from 'vitest';
import {
  COMMUNITY_LIMITS,
  communityChannel,
  createCommentBodySchema,
  createPostBodySchema,
  postCursor,
  postPageQuerySchema,
} from './communities';
import { communityEventSchema, postSchema } from './payloads/communities';

const ID = '65a0000000000000000000aa';
const POST_ID = '65a0000000000000000000bb';

describe('community board bodies', () => {
  it('keeps a post as typed, trimmed, line breaks kept, markup untouched', () => {
    const content = '  <img src=x onerror=alert(1)>\r\nsecond line  ';
    expect(createPostBodySchema.parse({ content })).toEqual({
      content: '<img src=x onerror=alert(1)>\nsecond line',
    });
  });

  it('refuses blank, too long, non-text and unknown fields', () => {
    const problem = (body: unknown) =>
      createPostBodySchema.safeParse(body).error?.issues[0]?.message;
    expect(problem({ content: ' \n\t ' })).toBe('Post is required');
    expect(problem({})).toBe('Post is required');
    expect(problem({ content: 5 })).toBe('Post is required');
    expect(problem({ content: 'x'.repeat(COMMUNITY_LIMITS.post + 1) })).toBe(
      'Post must be at most 5000 characters',
    );
    expect(problem({ content: 'x'.repeat(COMMUNITY_LIMITS.post) })).toBeUndefined();
    expect(problem({ content: 'hi', likes: 9 })).toBe('Unknown field: likes');
    expect(createCommentBodySchema.safeParse({ content: '   ' }).error?.issues[0]?.message).toBe(
      'Comment is required',
    );
  });
});

describe('GET posts query', () => {
  it('reads a next_before cursor, a bare date, and the default limit', () => {
    const cursor = postCursor({ created_at: '2026-11-20T10:00:00.000Z', id: POST_ID });
    expect(postPageQuerySchema.parse({ before: cursor })).toEqual({
      before: { created_at: new Date('2026-11-20T10:00:00.000Z'), id: POST_ID },
      limit: COMMUNITY_LIMITS.default_page_size,
    });
    expect(postPageQuerySchema.parse({ before: '2026-11-20T10:00:00Z', limit: '5' })).toEqual({
      before: { created_at: new Date('2026-11-20T10:00:00.000Z') },
      limit: 5,
    });
    expect(postPageQuerySchema.parse({ before: '', limit: '' }).before).toBeUndefined();
  });

  it('refuses a cursor it did not give and a limit out of 1–50', () => {
    for (const query of [{ before: 'yesterday' }, { before: `x_${POST_ID}` }, { limit: '51' }])
      expect(postPageQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('live events', () => {
  const post = {
    id: POST_ID,
    community_id: ID,
    author_id: ID,
    author_name: 'Asha',
    author_role: 'Job Seeker',
    content: 'Hello',
    likes: 0,
    comment_count: 0,
    created_at: '2026-11-20T10:00:00.000Z',
  };

  it('tells events apart by type, on the community channel', () => {
    expect(communityChannel(ID)).toBe(`community:${ID}`);
    const event = communityEventSchema.parse({
      type: 'post_liked',
      community_id: ID,
      post_id: POST_ID,
      likes: 3,
    });
    expect(event.type === 'post_liked' && event.likes).toBe(3);
    expect(
      communityEventSchema.safeParse({ type: 'post_created', community_id: ID, post }).success,
    ).toBe(true);
  });

  it('never carries per-viewer fields', () => {
    expect(
      communityEventSchema.safeParse({
        type: 'post_created',
        community_id: ID,
        post: { ...post, is_mine: true },
      }).success,
    ).toBe(false);
    expect(postSchema.safeParse({ ...post, is_mine: true, liked_by_me: false }).success).toBe(true);
  });
});
