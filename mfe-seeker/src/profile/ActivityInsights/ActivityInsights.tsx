import { seekerStatusLabel } from '@rozgar/contracts/vocabularies';
import { Button, Card, QueryState, Spinner } from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { insightsQuery } from '../../data/queries';
import { formatDate } from '../format';
import { DEFAULT_LOAD_ERROR, NO_DATA } from '../messages';
import { APPLICATION_STATUSES, type Insights } from '../profileApi';
import { BarChart, ColumnChart, LineChart } from './charts';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  /* Each card's heading: an h2 under the page's h1 (the tab panel has no heading of its own). */
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Stat = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size['3xl']};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const weekFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  timeZone: 'UTC',
});

/** "2026-11-16" → "16 Nov". */
const weekLabel = (weekStart: string) => {
  const date = new Date(`${weekStart.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? weekStart : weekFormat.format(date);
};

/** The Activity insights tab, built from `GET /api/profile/insights`. */
export function ActivityInsights() {
  const query = useQuery(insightsQuery());
  return (
    <QueryState
      query={query}
      loading={<Spinner label="Loading your activity" />}
      errorFallback={DEFAULT_LOAD_ERROR}
      renderError={({ message, retry }) => (
        <Card>
          <Muted role="alert">Error: {message}</Muted>
          <Button type="button" variant="secondary" onClick={retry}>
            Retry
          </Button>
        </Card>
      )}
    >
      {(insights) => <InsightsView insights={insights} />}
    </QueryState>
  );
}

function InsightsView({ insights }: { insights: Insights }) {
  const history = insights.completeness_history
    .map((entry) => ({
      at: Date.parse(entry.at),
      label: formatDate(entry.at),
      value: Math.round(entry.percent),
    }))
    .filter((entry) => !Number.isNaN(entry.at))
    .sort((a, b) => a.at - b.at);

  return (
    <Grid>
      <Card>
        <BarChart
          caption="Applications by status"
          valueHeader="Applications"
          data={APPLICATION_STATUSES.map((status) => ({
            // the seeker's words, as on their application tracking (one vocabulary, contracts)
            label: seekerStatusLabel(status),
            value: insights.applications_by_status[status],
          }))}
        />
      </Card>
      <Card>
        {insights.applications_by_week.length === 0 ? (
          <>
            <h2>Applications per week</h2>
            <Muted>{NO_DATA}</Muted>
          </>
        ) : (
          <ColumnChart
            caption="Applications per week (last 12 weeks)"
            labelHeader="Week starting"
            valueHeader="Applications"
            data={insights.applications_by_week.map((week) => ({
              label: weekLabel(week.week_start),
              value: week.count,
            }))}
          />
        )}
      </Card>
      <Card as="section" aria-labelledby="saved-jobs-stat">
        <h2 id="saved-jobs-stat">Saved jobs</h2>
        <Stat>{insights.saved_jobs}</Stat>
        <Muted>jobs saved to apply to later</Muted>
      </Card>
      <Card>
        {history.length === 0 ? (
          <>
            <h2>Profile completeness over time</h2>
            <Muted>{NO_DATA}</Muted>
          </>
        ) : (
          <LineChart
            caption="Profile completeness over time"
            labelHeader="Date"
            valueHeader="Completeness"
            points={history}
          />
        )}
      </Card>
    </Grid>
  );
}
