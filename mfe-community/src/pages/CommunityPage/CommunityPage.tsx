import { Button, Card, EmptyState, Skeleton } from '@rozgar/design-system';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { fetchCommunities, type Community } from '../../communities/communitiesApi';

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

type State =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; communities: Community[] };

const memberCount = new Intl.NumberFormat('en-IN');

/** `/community`: the communities a seeker can join and discuss in. */
export function CommunityPage() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    fetchCommunities()
      .then((communities) => current && setState({ status: 'ready', communities }))
      .catch(() => current && setState({ status: 'error' }));
    return () => {
      current = false;
    };
  }, [attempt]);

  return (
    <Page aria-labelledby="community-heading">
      <h1 id="community-heading">Communities</h1>
      {state.status === 'loading' && (
        <Grid role="status" aria-busy="true" aria-label="Loading communities">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height={120} />
          ))}
        </Grid>
      )}
      {state.status === 'error' && (
        <div role="alert">
          <EmptyState
            title="Failed to load communities"
            action={
              <Button type="button" onClick={() => setAttempt((n) => n + 1)}>
                Retry
              </Button>
            }
          />
        </div>
      )}
      {state.status === 'ready' && state.communities.length === 0 && (
        <EmptyState
          title="No communities found"
          description="New communities appear here as soon as they are created."
        />
      )}
      {state.status === 'ready' && state.communities.length > 0 && (
        <Grid>
          {state.communities.map((community) => (
            <Card as="article" key={community.id} aria-labelledby={`community-${community.id}`}>
              <h2 id={`community-${community.id}`}>{community.name}</h2>
              {community.description && <p>{community.description}</p>}
              {community.member_count != null && (
                <Members>
                  {memberCount.format(community.member_count)}{' '}
                  {community.member_count === 1 ? 'member' : 'members'}
                </Members>
              )}
            </Card>
          ))}
        </Grid>
      )}
    </Page>
  );
}
