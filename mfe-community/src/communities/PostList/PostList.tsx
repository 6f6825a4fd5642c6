import { COMMUNITY_TEXTS } from '@rozgar/contracts/communities';
import {
  Button,
  EmptyState,
  errorText,
  QueryState,
  VisuallyHidden,
  type SessionStatus,
} from '@rozgar/design-system';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import styled from 'styled-components';
import { communityPostsQuery } from '../../data/queries';
import type { Post } from '../communitiesApi';
import { PostCard, PostCardSkeleton } from '../PostCard';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.danger};
  }
`;

/** "Failed to load posts: {message}" (docs/product/community-and-reviews.md). */
const loadFailed = (error: unknown) =>
  `${COMMUNITY_TEXTS.load_posts_failed}${errorText(error, 'Please try again.')}`;

export interface PostListProps {
  communityId: string;
  viewerId: string | undefined;
  session: SessionStatus;
  isMember: boolean;
}

/**
 * A community's posts, newest first, a page at a time ("Load more" asks for the older ones). New
 * posts, likes and comments come into it live (useCommunityEvents) and from the viewer's writes.
 */
export function PostList({ communityId, viewerId, session, isMember }: PostListProps) {
  const headingId = useId();
  const posts = useInfiniteQuery({
    ...communityPostsQuery(communityId),
    select: (data) => data.pages.flatMap((page) => page.posts),
  });

  return (
    <section aria-labelledby={headingId} aria-busy={posts.isFetching || undefined}>
      {/* The posts' author names are level-3 headings under this one. */}
      <VisuallyHidden as="h2" id={headingId}>
        Posts
      </VisuallyHidden>
      <QueryState
        // A failed "Load more" keeps the posts already shown (said under them instead).
        query={posts.isFetchNextPageError ? { ...posts, status: 'success' } : posts}
        loading={
          <Stack role="status" aria-busy="true" aria-label="Loading posts">
            {Array.from({ length: 3 }, (_, index) => (
              <PostCardSkeleton key={index} />
            ))}
          </Stack>
        }
        errorFallback="Please try again."
        errorTitle={(message) => `${COMMUNITY_TEXTS.load_posts_failed}${message}`}
        isEmpty={(shown: Post[]) => shown.length === 0 && !posts.hasNextPage}
        empty={
          <EmptyState
            title={COMMUNITY_TEXTS.no_posts}
            description={isMember ? 'Be the first to post.' : undefined}
          />
        }
      >
        {(shown: Post[]) => (
          <Stack>
            {shown.map((post) => (
              <PostCard
                key={post.id}
                post={post}
                viewerId={viewerId}
                session={session}
                isMember={isMember}
              />
            ))}
            {(posts.hasNextPage || posts.isFetchNextPageError) && (
              <More>
                {posts.isFetchNextPageError && <p role="alert">{loadFailed(posts.error)}</p>}
                <Button
                  variant="secondary"
                  loading={posts.isFetchingNextPage}
                  onClick={() => void posts.fetchNextPage()}
                >
                  Load more
                </Button>
              </More>
            )}
          </Stack>
        )}
      </QueryState>
    </section>
  );
}
