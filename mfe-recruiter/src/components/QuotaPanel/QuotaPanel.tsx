import { Button, Card, QueryState } from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { quotaUsageQuery } from '../../data/queries';
import { QuotaCarousel } from '../QuotaCarousel/QuotaCarousel';
import { QuotaUsageCardSkeleton } from '../QuotaUsageCard/QuotaUsageCard';

const TITLE = 'Your quotas';
const LOAD_FAILED = 'Failed to load your quotas';

const Panel = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Skeletons = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Failed = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;
  p {
    margin: 0;
  }
`;

/**
 * The dashboard's quotas (docs/product/recruiter-tools-and-workspace.md#plan-and-quotas): the
 * carousel of GET /api/recruiter/quota-usage's cards — the same figures as /quota-usage, linked
 * from it — with skeletons while they load and the error with Retry when they could not.
 */
export function QuotaPanel() {
  const usage = useQuery(quotaUsageQuery());
  return (
    <Panel>
      <QueryState
        query={usage}
        loading={
          <section aria-labelledby="quota-panel-heading" aria-busy="true">
            <h2 id="quota-panel-heading">{TITLE}</h2>
            <Skeletons role="status" aria-label="Loading your quotas">
              <QuotaUsageCardSkeleton />
              <QuotaUsageCardSkeleton />
              <QuotaUsageCardSkeleton />
            </Skeletons>
          </section>
        }
        errorFallback={LOAD_FAILED}
        renderError={({ message, retry }) => (
          <section aria-labelledby="quota-panel-heading">
            <h2 id="quota-panel-heading">{TITLE}</h2>
            <Failed>
              <p role="alert">Error: {message}</p>
              <Button type="button" variant="secondary" size="sm" onClick={retry}>
                Retry
              </Button>
            </Failed>
          </section>
        )}
      >
        {(data) => (
          <QuotaCarousel
            title={TITLE}
            quotas={data.quotas}
            action={<Link to="/quota-usage">View quota usage</Link>}
          />
        )}
      </QueryState>
    </Panel>
  );
}
