import { Button } from '@rozgar/design-system';
import styled from 'styled-components';

const Panel = styled.section`
  margin: 48px auto;
  max-width: 560px;
  padding: 32px 24px;
  text-align: center;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 12px;
  background: ${({ theme }) => theme.color.surface};
`;

/** Shown in place of a remote's page when that remote cannot be loaded or crashed. */
export function RemoteUnavailable({
  area,
  onRetry,
  retrying = false,
}: {
  area: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Panel role="alert" aria-live="assertive">
      <h1>The {area} section is unavailable right now.</h1>
      <p>The rest of Rozgar keeps working. Please try again in a moment.</p>
      <Button type="button" onClick={onRetry} disabled={retrying}>
        Retry
      </Button>
    </Panel>
  );
}
