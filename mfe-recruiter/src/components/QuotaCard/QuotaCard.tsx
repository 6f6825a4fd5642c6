import { Card, VisuallyHidden } from '@rozgar/design-system';
import styled from 'styled-components';

const Bar = styled.progress`
  width: 100%;
  height: 8px;
  accent-color: ${({ theme }) => theme.color.primary};
`;

const Figures = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * The job posting quota (docs/product/recruiter-jobs-and-responses.md#posting-quota): open jobs
 * against the plan's `job_limit`.
 */
export function QuotaCard({ used, limit }: { used: number; limit: number }) {
  const left = Math.max(limit - used, 0);
  return (
    <Card as="section" aria-labelledby="quota-heading">
      <h2 id="quota-heading">
        {/* "quota" tells this region from the Job Postings table's for screen readers. */}
        Job postings<VisuallyHidden> quota</VisuallyHidden>
      </h2>
      <Figures>
        {used} / {limit} used
      </Figures>
      <Bar value={Math.min(used, limit)} max={Math.max(limit, 1)} aria-label="Job postings used" />
      <Muted>
        {left} {left === 1 ? 'posting' : 'postings'} left
      </Muted>
    </Card>
  );
}
