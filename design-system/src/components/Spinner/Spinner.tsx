import type { HTMLAttributes } from 'react';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../../utils/VisuallyHidden';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'role'> {
  /** Text read by screen readers. */
  label?: string;
  size?: SpinnerSize;
  /** Render without a live region (e.g. inside a button that already says it is busy). */
  decorative?: boolean;
}

const diameter: Record<SpinnerSize, string> = { sm: '1em', md: '1.5rem', lg: '2.5rem' };

const spin = keyframes`to { transform: rotate(360deg); }`;

const Circle = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size }) => diameter[$size]};
  height: ${({ $size }) => diameter[$size]};
  border-radius: 50%;
  border: ${({ $size }) => ($size === 'lg' ? '4px' : '2px')} solid currentColor;
  border-right-color: transparent;
  opacity: 0.85;
  animation: ${spin} 0.7s linear infinite;
`;

const Wrapper = styled.span<{ $inheritColor: boolean }>`
  display: inline-flex;
  align-items: center;
  color: ${({ theme, $inheritColor }) => ($inheritColor ? 'inherit' : theme.color.primary)};
`;

/** A loading indicator with an accessible label ("Loading" by default). */
export function Spinner({
  label = 'Loading',
  size = 'md',
  decorative = false,
  ...rest
}: SpinnerProps) {
  if (decorative) {
    return (
      <Wrapper aria-hidden="true" $inheritColor {...rest}>
        <Circle $size={size} />
      </Wrapper>
    );
  }
  return (
    <Wrapper role="status" $inheritColor={false} {...rest}>
      <Circle $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Wrapper>
  );
}
