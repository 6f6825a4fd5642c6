import { Skeleton } from '@rozgar/design-system';
import styled from 'styled-components';

const Frame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Lists = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/**
 * The keyword report's shape while the analysis is on its way: the score, five checks and the
 * four lists, at their real sizes. Says what is loading to assistive technology.
 */
export function KeywordReportSkeleton() {
  return (
    <Frame aria-busy="true">
      <p>Analysing keywords…</p>
      <div>
        <Skeleton width="40%" height={20} />
        <Skeleton width={96} height={38} style={{ marginTop: 8 }} />
        <Skeleton height={12} style={{ marginTop: 8 }} />
      </div>
      <Skeleton lines={5} height={44} />
      <Lists>
        <Skeleton lines={6} height={24} />
        <Skeleton lines={6} height={40} />
        <Skeleton lines={2} height={28} />
        <Skeleton lines={2} height={28} />
      </Lists>
    </Frame>
  );
}
