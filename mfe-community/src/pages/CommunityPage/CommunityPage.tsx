import { Card, EmptyState, QueryState, Skeleton } from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { communitiesQuery } from '../../data/queries';

const Page = styled.section`
  max-width: 1100px;
  margin: 0 auto;
  padding: 24px;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: 16px;
`;

const Members = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9rem;
`;

const LOAD_FAILED = 'Failed to load communities';

const memberCount = new Intl.NumberFormat('en-IN');

/** `/community`: the communities a seeker can join and discuss in. */
export function CommunityPage() {
  const communities = useQuery(communitiesQuery());

  return (
    <Page aria-labelledby="community-heading">
      <h1 id="community-heading">Communities</h1>
      <QueryState
        query={communities}
        loading={
          <Grid role="status" aria-busy="true" aria-label="Loading communities">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} height={120} />
            ))}
          </Grid>
        }
        errorFallback={LOAD_FAILED}
        // The page's own text, whatever the server said.
        errorTitle={() => LOAD_FAILED}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            title="No communities found"
            description="New communities appear here as soon as they are created."
          />
        }
      >
        {(list) => (
          <Grid>
            {list.map((community) => (
              <Card as="article" key={community.id} aria-labelledby={`community-${community.id}`}>
                <h2 id={`community-${community.id}`}>{community.name}</h2>
                {community.description && <p>{community.description}</p>}
                <Members>
                  {memberCount.format(community.member_count)}{' '}
                  {community.member_count === 1 ? 'member' : 'members'}
                </Members>
              </Card>
            ))}
          </Grid>
        )}
      </QueryState>
    </Page>
  );
}
