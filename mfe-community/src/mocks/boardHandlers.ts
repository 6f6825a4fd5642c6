import { COMMUNITY_ERRORS, COMMUNITY_LIMITS, postCursor } from '@rozgar/contracts/communities';
import { DOWN, failure, pending } from '@rozgar/design-system/remote-kit/bff-mocks';
import { http, HttpResponse, sse } from 'msw';
import type { Comment, Community, Post } from '../communities/communitiesApi';
import { boardComments, boardCommunities, boardPosts } from './boardFixtures';

/*
 * The community board's endpoints of the BFF as MSW handlers (docs/product/community-and-reviews.md,
 * "Community board"), answering with the contracts' payload shapes and the BFF's rules: anyone
 * reads, a member posts and comments, only the author deletes, a like toggles. `communityBoard()`
 * is one running backend (join, post, like, comment and delete change what the next read
 * answers); the others answer one endpoint in one way (loading, failing).
 */

/** Who calls the backend: a signed-in user, or `null` for a visitor. */
export type BoardViewer = { id: string; name?: string; role: string } | null;

export interface BoardState {
  communities: Array<Community & { members: string[] }>;
  posts: Array<Post & { likers: string[] }>;
  comments: Comment[];
}

const json = (body: unknown, status = 200) => HttpResponse.json(body as object, { status });
const error = (text: string, status: number) => json({ error: text }, status);
const notLoggedIn = () => error('Not logged in', 401);
const byNewest = (a: Post, b: Post) =>
  b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);

let nextId = 0x100;
const newId = () => `6650f1a2c3d4e5f6099${(nextId++).toString(16).padStart(5, '0')}`;

async function contentOf(request: Request, limit: number) {
  const body = (await request.json().catch(() => null)) as { content?: unknown } | null;
  const content = typeof body?.content === 'string' ? body.content.trim() : '';
  return content.length === 0 || content.length > limit ? null : content;
}

/**
 * One running board backend for `viewer`, starting from `state` (the samples by default, copied:
 * each call starts afresh).
 */
export function communityBoard(
  viewer: BoardViewer,
  state: BoardState = {
    communities: boardCommunities,
    posts: boardPosts,
    comments: boardComments,
  },
) {
  const communities = state.communities.map((one) => ({ ...one, members: [...one.members] }));
  let posts = state.posts.map((one) => ({ ...one, likers: [...one.likers] }));
  let comments = [...state.comments];

  const communityView = ({ members, ...community }: (typeof communities)[number]) => ({
    ...community,
    member_count: members.length,
    ...(viewer ? { is_member: members.includes(viewer.id) } : {}),
  });
  const postView = ({ likers, ...post }: (typeof posts)[number]): Post => ({
    ...post,
    likes: likers.length,
    comment_count: comments.filter((comment) => comment.post_id === post.id).length,
    ...(viewer
      ? { is_mine: post.author_id === viewer.id, liked_by_me: likers.includes(viewer.id) }
      : {}),
  });
  const commentView = (comment: Comment): Comment => ({
    ...comment,
    ...(viewer ? { is_mine: comment.author_id === viewer.id } : {}),
  });
  const author = () => ({
    author_id: viewer!.id,
    author_name: viewer!.name ?? 'Member',
    author_role: viewer!.role === 'Recruiter' ? ('Recruiter' as const) : ('Job Seeker' as const),
  });
  const communityOf = (id: string) => communities.find((one) => one.id === id);
  const postOf = (id: string) => posts.find((one) => one.id === id);
  const countOf = (postId: string) => comments.filter((one) => one.post_id === postId).length;

  return [
    http.get('/api/communities', () =>
      json({
        communities: [...communities]
          .sort((a, b) => b.created_at.localeCompare(a.created_at))
          .map(communityView),
      }),
    ),
    ...(['post', 'delete'] as const).map((method) =>
      http[method]('/api/communities/:id/membership', ({ params }) => {
        if (!viewer) return notLoggedIn();
        const community = communityOf(String(params.id));
        if (!community) return error(COMMUNITY_ERRORS.community_not_found, 404);
        community.members = community.members.filter((member) => member !== viewer.id);
        if (method === 'post') community.members.push(viewer.id);
        return json({ community: { ...communityView(community), is_member: method === 'post' } });
      }),
    ),
    http.get('/api/communities/:id/posts', ({ params, request }) => {
      const communityId = String(params.id);
      if (!communityOf(communityId)) return error(COMMUNITY_ERRORS.community_not_found, 404);
      const search = new URL(request.url).searchParams;
      const before = search.get('before');
      const limit = Number(search.get('limit')) || COMMUNITY_LIMITS.default_page_size;
      const all = posts.filter((post) => post.community_id === communityId).sort(byNewest);
      const from = before ? all.findIndex((post) => postCursor(post) === before) + 1 : 0;
      const page = all.slice(from, from + limit);
      const last = page.at(-1);
      return json({
        posts: page.map(postView),
        next_before: last && from + limit < all.length ? postCursor(last) : null,
      });
    }),
    http.post('/api/communities/:id/posts', async ({ params, request }) => {
      if (!viewer) return notLoggedIn();
      const community = communityOf(String(params.id));
      if (!community) return error(COMMUNITY_ERRORS.community_not_found, 404);
      if (!community.members.includes(viewer.id)) {
        return error(COMMUNITY_ERRORS.join_to_post, 403);
      }
      const content = await contentOf(request, COMMUNITY_LIMITS.post);
      if (!content) return error('Post is required', 400);
      const post = {
        id: newId(),
        community_id: community.id,
        ...author(),
        content,
        likes: 0,
        comment_count: 0,
        created_at: new Date().toISOString(),
        likers: [],
      };
      posts = [post, ...posts];
      return json({ post: postView(post) }, 201);
    }),
    http.get('/api/posts/:id', ({ params }) => {
      const post = postOf(String(params.id));
      return post ? json({ post: postView(post) }) : error(COMMUNITY_ERRORS.post_not_found, 404);
    }),
    http.post('/api/posts/:id/like', ({ params }) => {
      if (!viewer) return notLoggedIn();
      const post = postOf(String(params.id));
      if (!post) return error(COMMUNITY_ERRORS.post_not_found, 404);
      const liked = !post.likers.includes(viewer.id);
      post.likers = liked
        ? [...post.likers, viewer.id]
        : post.likers.filter((liker) => liker !== viewer.id);
      return json({ post_id: post.id, likes: post.likers.length, liked_by_me: liked });
    }),
    http.delete('/api/posts/:id', ({ params }) => {
      if (!viewer) return notLoggedIn();
      const post = postOf(String(params.id));
      if (!post) return error(COMMUNITY_ERRORS.post_not_found, 404);
      if (post.author_id !== viewer.id) return error(COMMUNITY_ERRORS.not_your_post, 403);
      posts = posts.filter((one) => one.id !== post.id);
      comments = comments.filter((one) => one.post_id !== post.id);
      return json({ success: true });
    }),
    http.get('/api/posts/:id/comments', ({ params }) => {
      const postId = String(params.id);
      if (!postOf(postId)) return error(COMMUNITY_ERRORS.post_not_found, 404);
      return json({
        comments: comments
          .filter((comment) => comment.post_id === postId)
          .sort((a, b) => a.created_at.localeCompare(b.created_at))
          .map(commentView),
      });
    }),
    http.post('/api/posts/:id/comments', async ({ params, request }) => {
      if (!viewer) return notLoggedIn();
      const post = postOf(String(params.id));
      if (!post) return error(COMMUNITY_ERRORS.post_not_found, 404);
      if (!communityOf(post.community_id)?.members.includes(viewer.id)) {
        return error(COMMUNITY_ERRORS.join_to_comment, 403);
      }
      const content = await contentOf(request, COMMUNITY_LIMITS.comment);
      if (!content) return error('Comment is required', 400);
      const comment: Comment = {
        id: newId(),
        post_id: post.id,
        ...author(),
        content,
        created_at: new Date().toISOString(),
      };
      comments = [...comments, comment];
      return json({ comment: commentView(comment), comment_count: countOf(post.id) }, 201);
    }),
    http.delete('/api/comments/:id', ({ params }) => {
      if (!viewer) return notLoggedIn();
      const comment = comments.find((one) => one.id === String(params.id));
      if (!comment) return error(COMMUNITY_ERRORS.comment_not_found, 404);
      if (comment.author_id !== viewer.id) return error(COMMUNITY_ERRORS.not_your_comment, 403);
      comments = comments.filter((one) => one.id !== comment.id);
      return json({ post_id: comment.post_id, comment_count: countOf(comment.post_id) });
    }),
    // Storybook's browser opens the live stream: it stays open and quiet (where there is an
    // EventSource: MSW cannot build the handler without one, as in the unit tests).
    ...(typeof EventSource === 'undefined' ? [] : [sse('/api/communities/:id/events', () => {})]),
  ];
}

export const boardHandlers = {
  communityBoard,
  /** The posts never arrive: the list stays on its skeletons. */
  postsLoading: () =>
    pending('get', '/api/communities/:id/posts', { posts: [], next_before: null }),
  /** The posts fail to load (503 with the BFF's text). */
  postsDown: () => failure('get', '/api/communities/:id/posts', 503, DOWN),
  /** A write of `method` at `path` fails with `status` and `text`. */
  boardWriteFails: (method: 'post' | 'delete', path: string, status = 503, text = DOWN.error) =>
    failure(method, path, status, { error: text }),
};
