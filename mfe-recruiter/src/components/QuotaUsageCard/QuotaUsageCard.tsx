import { Badge, Card, Skeleton } from '@rozgar/design-system';
import type { ElementType, ReactNode } from 'react';
import styled from 'styled-components';
import type { QuotaUsage } from '../../plan/quotaApi';
import { leftText, resetText, STATUS_LABELS, STATUS_TONES, usedText } from '../../plan/quotaView';

const Frame = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  height: 100%;
  align-content: start;
  p {
    margin: 0;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  > :first-child {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Figures = styled.p`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Bar = styled.progress`
  width: 100%;
  height: 8px;
  accent-color: ${({ theme }) => theme.color.primary};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * One quota (docs/product/recruiter-tools-and-workspace.md#quota-usage): its title and state, used
 * of its limit with a bar, what is left with the percentage, and when it resets. The same card on
 * /quota-usage and in the dashboard's quota carousel; `headingLevel` fits it into either page.
 */
export function QuotaUsageCard({
  quota,
  headingLevel = 'h2',
  headingId,
  children,
}: {
  quota: QuotaUsage;
  headingLevel?: 'h2' | 'h3';
  /** The heading's id, when the card names a region around it. */
  headingId?: string;
  /** Below the figures (the page's link or chart). */
  children?: ReactNode;
}) {
  const Heading: ElementType = headingLevel;
  return (
    <Frame data-category={quota.category}>
      <Head>
        <Heading id={headingId}>{quota.title}</Heading>
        <Badge tone={STATUS_TONES[quota.status]} size="sm">
          {STATUS_LABELS[quota.status]}
        </Badge>
      </Head>
      <Figures>{usedText(quota)}</Figures>
      <Bar
        value={Math.min(quota.used, quota.limit)}
        max={Math.max(quota.limit, 1)}
        aria-label={`${quota.title} used`}
      />
      <p>{leftText(quota)}</p>
      <Muted>{resetText(quota)}</Muted>
      {children}
    </Frame>
  );
}

/** A card's place while the quotas load: the same size, nothing to read. */
export function QuotaUsageCardSkeleton() {
  return (
    <Frame aria-hidden="true">
      <Skeleton width="50%" height={22} />
      <Skeleton width="70%" height={26} />
      <Skeleton height={8} />
      <Skeleton width="60%" />
      <Skeleton width="80%" />
    </Frame>
  );
}
