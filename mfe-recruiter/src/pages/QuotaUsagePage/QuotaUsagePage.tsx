import { Button, isLoggedOut, QueryState } from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { QuotaHistoryChart } from '../../components/QuotaHistoryChart/QuotaHistoryChart';
import {
  QuotaUsageCard,
  QuotaUsageCardSkeleton,
} from '../../components/QuotaUsageCard/QuotaUsageCard';
import { LoginPrompt } from '../../components/RecruiterOnly/LoginPrompt';
import { Page, PageIntro } from '../../components/RecruiterOnly/Page';
import { RecruiterOnly } from '../../components/RecruiterOnly/RecruiterOnly';
import { quotaUsageQuery } from '../../data/queries';
import type { QuotaUsagePayload } from '../../plan/quotaApi';
import { formatCount } from '../../plan/quotaView';

const LOGIN_TO_VIEW = 'Please log in to see your quota usage.';
const LOAD_FAILED = 'Failed to load your quota usage';

const Quotas = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  margin: ${({ theme }) => theme.space[4]} 0 0;
  padding: 0;
  list-style: none;
`;

const Failed = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;
  p {
    margin: 0;
  }
`;

const HEADING = <h1>Quota usage</h1>;

function Loading() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading your quota usage">
      <Quotas>
        {[0, 1, 2].map((key) => (
          <li key={key}>
            <QuotaUsageCardSkeleton />
          </li>
        ))}
      </Quotas>
    </div>
  );
}

function Usage({ usage }: { usage: QuotaUsagePayload }) {
  return (
    <>
      <PageIntro>
        Your plan: {formatCount(usage.plan.job_limit)} open jobs,{' '}
        {formatCount(usage.plan.resume_views_per_month)} resume views and{' '}
        {formatCount(usage.plan.candidate_invites_per_month)} candidate invites a month,{' '}
        {formatCount(usage.plan.sub_user_seats)} sub-user seats. A resume opened from Resdex counts
        once per candidate a month; resumes of your own jobs&apos; applicants never count.
      </PageIntro>
      <Quotas aria-label="Your quotas">
        {usage.quotas.map((quota) => (
          <li key={quota.category}>
            <section aria-labelledby={`quota-${quota.category}`}>
              <QuotaUsageCard quota={quota} headingId={`quota-${quota.category}`}>
                <QuotaHistoryChart quota={quota} />
              </QuotaUsageCard>
            </section>
          </li>
        ))}
      </Quotas>
    </>
  );
}

function QuotaUsageView() {
  const usage = useQuery(quotaUsageQuery());
  return (
    <QueryState
      query={usage}
      loading={
        <>
          {HEADING}
          <Loading />
        </>
      }
      errorFallback={LOAD_FAILED}
      renderError={({ error, message, retry }) =>
        isLoggedOut(error) ? (
          <LoginPrompt title={LOGIN_TO_VIEW} next="/quota-usage" purpose="see your plan's quotas" />
        ) : (
          <>
            {HEADING}
            <Failed>
              <p role="alert">Error: {message}</p>
              <Button type="button" variant="secondary" onClick={retry}>
                Retry
              </Button>
            </Failed>
          </>
        )
      }
    >
      {(data) => (
        <>
          {HEADING}
          <Usage usage={data} />
        </>
      )}
    </QueryState>
  );
}

/**
 * `/quota-usage` (docs/product/recruiter-tools-and-workspace.md#quota-usage, ADR 022): each quota
 * of the account's plan with used, left, percentage and reset date, and its last 30 days.
 */
export function QuotaUsagePage() {
  return (
    <RecruiterOnly
      loggedOut={
        <LoginPrompt title={LOGIN_TO_VIEW} next="/quota-usage" purpose="see your plan's quotas" />
      }
    >
      {(user) => (
        <Page>
          <QuotaUsageView key={user.id} />
        </Page>
      )}
    </RecruiterOnly>
  );
}
