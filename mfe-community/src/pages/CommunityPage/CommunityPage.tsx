import { COMMUNITY_TEXTS } from '@rozgar/contracts/communities';
import { EmptyState, QueryState, useKnownSession } from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { CommunityPicker, CommunityPickerSkeleton } from '../../communities/CommunityPicker';
import { useCommunityEvents } from '../../communities/live/useCommunityEvents';
import { PostComposer } from '../../communities/PostComposer';
import { PostList } from '../../communities/PostList';
import { communitiesQuery } from '../../data/queries';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  h1 {
    margin: 0;
  }
`;

/**
 * `/community`: the community board (docs/product/community-and-reviews.md, "Community board").
 * The community shown is in the address (`?community=<id>`), so links, Back and a reload keep it;
 * without one, the newest community is shown. Its posts, likes, comments and member count stay
 * live while it is open.
 */
export function CommunityPage() {
  const communities = useQuery(communitiesQuery());
  const { status: session, user } = useKnownSession();
  const [search, setSearch] = useSearchParams();
  const wanted = search.get('community');
  const first = communities.data?.[0];
  // Without one in the address the newest is shown at once, not after the effect below has put
  // it there: its description appearing a moment later pushed the page down (issue 17).
  const selected = wanted ? communities.data?.find((community) => community.id === wanted) : first;

  // No community in the address: show the newest, without adding a step to the history.
  useEffect(() => {
    if (!wanted && first) setSearch({ community: first.id }, { replace: true });
  }, [wanted, first, setSearch]);

  useCommunityEvents(selected?.id);

  return (
    <Page aria-labelledby="community-heading">
      <h1 id="community-heading">Communities</h1>
      <QueryState
        query={communities}
        loading={
          <div role="status" aria-busy="true" aria-label="Loading communities">
            <CommunityPickerSkeleton />
          </div>
        }
        errorFallback={COMMUNITY_TEXTS.load_communities_failed}
        // The page's own text, whatever the server said.
        errorTitle={() => COMMUNITY_TEXTS.load_communities_failed}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            title={COMMUNITY_TEXTS.no_communities}
            description="New communities appear here as soon as they are created."
          />
        }
      >
        {(list) => (
          <>
            <CommunityPicker
              communities={list}
              selected={selected}
              session={session}
              onSelect={(id) => setSearch({ community: id })}
            />
            <PostComposer community={selected} session={session} />
            {selected ? (
              <PostList
                communityId={selected.id}
                viewerId={user?.id}
                session={session}
                isMember={selected.is_member === true}
              />
            ) : (
              wanted && (
                <EmptyState
                  title="Community not found"
                  description="It may have been removed. Pick another community above."
                />
              )
            )}
          </>
        )}
      </QueryState>
    </Page>
  );
}
