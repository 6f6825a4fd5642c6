import type { HTMLAttributes } from 'react';
import styled, { keyframes } from 'styled-components';

export interface SkeletonProps extends HTMLAttributes<HTMLDivElement> {
  /** CSS width (default 100%). */
  width?: string | number;
  /** CSS height (default 1em). */
  height?: string | number;
  /** A circle (avatars); uses `height` for both sides. */
  circle?: boolean;
  /** Renders that many text lines, the last one shorter. */
  lines?: number;
}

const shimmer = keyframes`
  0% { background-position: 100% 0; }
  100% { background-position: -100% 0; }
`;

const Block = styled.div<{ $width: string; $height: string; $circle: boolean }>`
  width: ${({ $width, $circle, $height }) => ($circle ? $height : $width)};
  height: ${({ $height }) => $height};
  border-radius: ${({ theme, $circle }) => ($circle ? '50%' : theme.radius.sm)};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.color.surfaceSunken} 25%,
    ${({ theme }) => theme.color.border} 50%,
    ${({ theme }) => theme.color.surfaceSunken} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const toCss = (value: string | number) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A placeholder shape while content loads. Hidden from assistive technology: pair it with a
 * `Spinner` or an `aria-busy` container that says what is loading.
 */
export function Skeleton({
  width = '100%',
  height = '1em',
  circle = false,
  lines,
  ...rest
}: SkeletonProps) {
  if (lines && lines > 1) {
    return (
      <Lines aria-hidden="true" data-skeleton="" {...rest}>
        {Array.from({ length: lines }, (_, index) => (
          <Block
            key={index}
            $width={index === lines - 1 ? '60%' : toCss(width)}
            $height={toCss(height)}
            $circle={false}
          />
        ))}
      </Lines>
    );
  }
  return (
    <Block
      aria-hidden="true"
      data-skeleton=""
      $width={toCss(width)}
      $height={toCss(height)}
      $circle={circle}
      {...rest}
    />
  );
}
