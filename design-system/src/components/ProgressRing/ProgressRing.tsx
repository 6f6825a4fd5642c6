import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { tokens, type Tone } from '../../theme/tokens';

/** `grey` is an alias of `neutral`, as for `Badge`. */
export type ProgressRingTone = Tone | 'grey';

export interface ProgressRingProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
  /** Progress from 0 to 100 (clamped, rounded). */
  value: number;
  /** Colour of the filled arc; the number in the centre carries the meaning. */
  tone?: ProgressRingTone;
  /** Accessible name of the progress bar, e.g. "Profile completion". */
  label: string;
  /** Diameter in pixels (default 96). */
  size?: number;
  /** Shown in the centre instead of "{value}%". */
  children?: ReactNode;
}

/** Arc colours: strong enough to read as the tone next to the light track. */
const arcColour: Record<Tone, string> = {
  neutral: tokens.color.borderStrong,
  yellow: '#e0a800',
  orange: '#d9661f',
  blue: tokens.color.primary,
  green: tokens.color.success,
  red: tokens.color.danger,
  info: tokens.color.info,
};

const Wrapper = styled.div<{ $size: number }>`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => `${$size}px`};
  height: ${({ $size }) => `${$size}px`};
`;

const Centre = styled.span<{ $tone: Tone; $size: number }>`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  font-size: ${({ $size }) => `${Math.max(12, Math.round($size / 4.5))}px`};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme, $tone }) => theme.tone[$tone].foreground};
`;

const Arc = styled.circle`
  transition: stroke-dashoffset ${({ theme }) => theme.motion.normal};
`;

/**
 * A circular progress indicator (profile completion, quota use): a `progressbar` named by
 * `label`, with the percentage in the centre. Colour only supports the number.
 */
export function ProgressRing({
  value,
  tone = 'blue',
  label,
  size = 96,
  children,
  ...rest
}: ProgressRingProps) {
  const resolvedTone: Tone = tone === 'grey' ? 'neutral' : tone;
  const percent = Math.round(Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0)));
  const stroke = Math.max(4, Math.round(size / 10));
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  return (
    <Wrapper
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      data-tone={resolvedTone}
      $size={size}
      {...rest}
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          stroke={tokens.color.surfaceSunken}
          strokeWidth={stroke}
        />
        <Arc
          data-arc=""
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          stroke={arcColour[resolvedTone]}
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - percent / 100)}
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
        />
      </svg>
      <Centre aria-hidden="true" $tone={resolvedTone} $size={size}>
        {children ?? `${percent}%`}
      </Centre>
    </Wrapper>
  );
}
