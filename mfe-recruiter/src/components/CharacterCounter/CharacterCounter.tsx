import styled from 'styled-components';

const Count = styled.span<{ $over: boolean }>`
  color: ${({ theme, $over }) => ($over ? theme.color.danger : 'inherit')};
  font-variant-numeric: tabular-nums;
`;

/**
 * "120/5000 characters" under a long text: given as the field's hint (so it is its description)
 * and a polite live region, so screen readers hear the count without being interrupted.
 */
export function CharacterCounter({ length, max }: { length: number; max: number }) {
  return (
    <Count aria-live="polite" aria-atomic="true" $over={length > max}>
      {length}/{max} characters
    </Count>
  );
}
