import type { ElementType } from 'react';
import styled from 'styled-components';
import type { PolymorphicProps } from '../../utils/polymorphic';

export interface LogoOwnProps {
  /** Light wordmark for dark backgrounds (footer). */
  inverse?: boolean;
  size?: 'md' | 'lg';
}

export type LogoProps<C extends ElementType = 'a'> = PolymorphicProps<C, LogoOwnProps>;

const Wordmark = styled.a<{ $inverse: boolean; $size: 'md' | 'lg' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.font.size['3xl'] : theme.font.size['2xl'])};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: -0.02em;
  text-decoration: none;
  color: ${({ theme, $inverse }) => ($inverse ? theme.color.textInverse : theme.color.primary)};
  &:hover {
    color: ${({ theme, $inverse }) => ($inverse ? theme.color.textInverse : theme.color.primaryHover)};
  }
`;

const Mark = styled.svg`
  width: 1.1em;
  height: 1.1em;
`;

/** The "Rozgar" wordmark, a link home. Pass `as={Link} to="/"` in a router. */
export function Logo<C extends ElementType = 'a'>(props: LogoProps<C>) {
  const {
    as,
    inverse = false,
    size = 'md',
    children,
    ...rest
  } = props as LogoProps<'a'> & { as?: ElementType };
  const linkDefaults = as === undefined || as === 'a' ? { href: '/' } : {};
  return (
    <Wordmark
      as={as}
      $inverse={inverse}
      $size={size}
      aria-label="Rozgar home"
      {...linkDefaults}
      {...rest}
    >
      <Mark viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect x="2" y="6" width="20" height="15" rx="3" fill="currentColor" />
        <path
          d="M8 6V4.5A1.5 1.5 0 0 1 9.5 3h5A1.5 1.5 0 0 1 16 4.5V6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <path d="M2 12h20" stroke="#fff" strokeOpacity="0.6" strokeWidth="1.5" />
      </Mark>
      <span>{children ?? 'Rozgar'}</span>
    </Wordmark>
  );
}
