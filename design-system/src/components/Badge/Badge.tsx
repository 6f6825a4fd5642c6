import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import type { Tone } from '../../theme/tokens';

/** `grey` is an alias of `neutral`. */
export type BadgeTone = Tone | 'grey';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  size?: 'sm' | 'md';
  children: ReactNode;
}

const StyledBadge = styled.span<{ $tone: Tone; $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ $size }) => ($size === 'sm' ? '0 6px' : '2px 10px')};
  border: 1px solid ${({ theme, $tone }) => theme.tone[$tone].border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $tone }) => theme.tone[$tone].background};
  color: ${({ theme, $tone }) => theme.tone[$tone].foreground};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.font.size.xs : theme.font.size.sm)};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.5;
  white-space: nowrap;
`;

/** A short status label (application status, job type). The text carries the meaning; colour only supports it. */
export function Badge({ tone = 'neutral', size = 'md', children, ...rest }: BadgeProps) {
  const resolvedTone: Tone = tone === 'grey' ? 'neutral' : tone;
  return (
    <StyledBadge data-tone={resolvedTone} $tone={resolvedTone} $size={size} {...rest}>
      {children}
    </StyledBadge>
  );
}
