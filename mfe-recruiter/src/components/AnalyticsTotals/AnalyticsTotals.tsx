import { Skeleton } from '@rozgar/design-system';
import styled from 'styled-components';
import type { JobAnalyticsFigures } from '../../analytics/jobAnalyticsApi';
import { rateText } from '../../analytics/analyticsText';
import { APPLICATION_STATUSES } from '../../jobs/recruiterJobsApi';

const Cards = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
`;

const Figure = styled.div`
  display: flex;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 96px;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size['2xl']};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const Statuses = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  margin: ${({ theme }) => theme.space[3]} 0 0;
  div {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

/**
 * The period's totals (docs/product/recruiter-tools-and-workspace.md#job-analytics): views, applies
 * and the apply rate as cards, and the applications by their status now.
 */
export function AnalyticsTotals({ figures }: { figures: JobAnalyticsFigures }) {
  return (
    <div>
      <Cards>
        <Figure>
          <dt>Views</dt>
          <dd>{figures.views}</dd>
        </Figure>
        <Figure>
          <dt>Applies</dt>
          <dd>{figures.applies}</dd>
        </Figure>
        <Figure>
          <dt>Apply rate</dt>
          <dd>{rateText(figures.apply_rate)}</dd>
        </Figure>
      </Cards>
      <Statuses aria-label="Applications by status">
        {APPLICATION_STATUSES.map(({ value, label }) => (
          <div key={value}>
            <dt>{label}</dt>
            <dd>{figures.by_status[value]}</dd>
          </div>
        ))}
      </Statuses>
    </div>
  );
}

/** The totals' place while they load: three cards and the status line, of the same size. */
export function AnalyticsTotalsSkeleton() {
  return (
    <div aria-hidden="true">
      <Cards as="div">
        {[0, 1, 2].map((index) => (
          <Figure key={index}>
            <Skeleton width="50%" />
            <Skeleton width="40%" height="2rem" />
          </Figure>
        ))}
      </Cards>
      <Skeleton width="70%" style={{ marginTop: 12 }} />
    </div>
  );
}
