import styled from 'styled-components';

/** A section's text when it has nothing to show yet. */
export const EmptyText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;
