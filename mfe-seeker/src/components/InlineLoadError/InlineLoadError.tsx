import { Button } from '@rozgar/design-system';
import styled from 'styled-components';

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * A section's failed load, small enough for a card or a modal: "Error: …" as an alert and a
 * Retry button (QueryState's `renderError`).
 */
export function InlineLoadError({ message, retry }: { message: string; retry: () => void }) {
  return (
    <div>
      <Message role="alert">Error: {message}</Message>
      <Button type="button" variant="secondary" size="sm" onClick={retry}>
        Retry
      </Button>
    </div>
  );
}
