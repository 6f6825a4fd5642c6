import { QueryState, useKnownSession, usePageTitle } from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCommunityEvents } from '../../communities/live/useCommunityEvents';
import { communityPath } from '../../communities/permalink';
import { PostCard, PostCardSkeleton } from '../../communities/PostCard';
import { communitiesQuery, postQuery } from '../../data/queries';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size['2xl']};
    overflow-wrap: anywhere;
  }
`;

/**
 * `/community/:communityId/posts/:postId`: one post with its comments, the page a shared link
 * opens (docs/product/community-and-reviews.md, "Community board"). Its likes and comments stay
 * live; a post deleted meanwhile says so.
 */
export function CommunityPostPage() {
  const { communityId = '', postId = '' } = useParams();
  const navigate = useNavigate();
  const post = useQuery(postQuery(postId));
  const communities = useQuery(communitiesQuery());
  const { status: session, user } = useKnownSession();
  const community = communities.data?.find((one) => one.id === communityId);
  const heading = community ? `Post in ${community.name}` : 'Community post';
  // The document title says whose post it is ("Post in Bengaluru Frontend Developers – Rozgar").
  usePageTitle(community && heading);
  useCommunityEvents(communityId || undefined);

  return (
    <Page aria-labelledby="post-heading">
      <Link to={communityPath(communityId)}>
        ← Back to {community ? community.name : 'the community'}
      </Link>
      <h1 id="post-heading">{heading}</h1>
      <QueryState
        query={post}
        loading={
          <div role="status" aria-busy="true" aria-label="Loading the post">
            <PostCardSkeleton />
          </div>
        }
        errorFallback="Failed to load the post"
        errorTitle={(message) => message}
      >
        {(shown) => (
          <PostCard
            post={shown}
            viewerId={user?.id}
            session={session}
            isMember={community?.is_member === true}
            commentsOpen
            headingLevel={2}
            onDeleted={() => navigate(communityPath(communityId))}
          />
        )}
      </QueryState>
    </Page>
  );
}
