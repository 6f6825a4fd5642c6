import { COMMUNITY_TEXTS } from '@rozgar/contracts/communities';
import { isLoggedOut, serverErrorText, useToast } from '@rozgar/design-system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  patchCommunity,
  putComment,
  putPost,
  removeComment,
  removePost,
  setLikes,
} from './boardCache';
import {
  createComment,
  createPost,
  deleteComment,
  deletePost,
  setMembership,
  togglePostLike,
} from './communitiesApi';

/*
 * The board's writes (docs/product/community-and-reviews.md, "Community board"): each answer is
 * written into the cached board at once (the live event of the same write, arriving too, changes
 * nothing more); each failure is a toast with the page's text and the server's reason.
 */

function useFailureToast() {
  const { toast } = useToast();
  return (title: string, error: unknown) =>
    toast({
      tone: 'error',
      title,
      description: isLoggedOut(error)
        ? 'Please log in first.'
        : serverErrorText(error) || undefined,
    });
}

/** Join or leave a community: its membership and member count follow the server's answer. */
export function useMembership(communityId: string) {
  const client = useQueryClient();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: (join: boolean) => setMembership(communityId, join),
    onSuccess: (community) => patchCommunity(client, communityId, () => community),
    onError: (error, join) =>
      failed(join ? 'Failed to join community' : 'Failed to leave community', error),
  });
}

/** Write a post: it goes to the top of the community's posts. */
export function useCreatePost(communityId: string) {
  const client = useQueryClient();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: (content: string) => createPost(communityId, { content }),
    onSuccess: (post) => putPost(client, post),
    onError: (error) => failed(COMMUNITY_TEXTS.create_post_failed, error),
  });
}

/** Like (or take back the like of) a post, and delete one's own post. */
export function usePostActions(communityId: string, postId: string) {
  const client = useQueryClient();
  const failed = useFailureToast();
  const { toast } = useToast();
  const like = useMutation({
    mutationFn: () => togglePostLike(postId),
    onSuccess: (answer) => setLikes(client, communityId, postId, answer.likes, answer.liked_by_me),
    onError: (error) => failed('Failed to like post', error),
  });
  const remove = useMutation({
    mutationFn: () => deletePost(postId),
    onSuccess: () => {
      removePost(client, communityId, postId);
      toast({ tone: 'success', title: 'Post deleted' });
    },
    onError: (error) => failed('Failed to delete post', error),
  });
  return { like, remove };
}

/** Comment on a post, and delete one's own comment. */
export function useCommentActions(communityId: string, postId: string) {
  const client = useQueryClient();
  const failed = useFailureToast();
  const add = useMutation({
    mutationFn: (content: string) => createComment(postId, { content }),
    onSuccess: ({ comment, comment_count }) =>
      putComment(client, communityId, comment, comment_count),
    onError: (error) => failed('Failed to add comment', error),
  });
  const remove = useMutation({
    mutationFn: (commentId: string) => deleteComment(commentId),
    onSuccess: ({ post_id, comment_count }, commentId) =>
      removeComment(client, communityId, post_id, commentId, comment_count),
    onError: (error) => failed('Failed to delete comment', error),
  });
  return { add, remove };
}
