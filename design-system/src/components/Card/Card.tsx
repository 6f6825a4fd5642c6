import type { ElementType, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { PolymorphicProps } from '../../utils/polymorphic';

export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

export interface CardOwnProps {
  padding?: CardPadding;
  /** Raised look with a shadow instead of a border. */
  elevated?: boolean;
  /** Hover lift, for cards that are links or open something. */
  interactive?: boolean;
  children?: ReactNode;
}

export type CardProps<C extends ElementType = 'div'> = PolymorphicProps<C, CardOwnProps>;

const paddingBySize = { none: '0', sm: '12px', md: '20px', lg: '32px' } as const;

const StyledCard = styled.div<{ $padding: CardPadding; $elevated: boolean; $interactive: boolean }>`
  display: block;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme, $elevated }) => ($elevated ? 'transparent' : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme, $elevated }) => ($elevated ? theme.shadow.md : 'none')};
  padding: ${({ $padding }) => paddingBySize[$padding]};
  text-decoration: none;
  ${({ $interactive }) =>
    $interactive &&
    css`
      transition:
        box-shadow ${({ theme }) => theme.motion.normal},
        transform ${({ theme }) => theme.motion.normal};
      &:hover {
        box-shadow: ${({ theme }) => theme.shadow.lg};
        transform: translateY(-1px);
      }
    `}
`;

/** A surface that groups related content (a job, a company, a review). Polymorphic via `as`. */
export function Card<C extends ElementType = 'div'>(props: CardProps<C>) {
  const {
    as,
    padding = 'md',
    elevated = false,
    interactive = false,
    ...rest
  } = props as CardProps<'div'> & {
    as?: ElementType;
  };
  return (
    <StyledCard
      as={as}
      $padding={padding}
      $elevated={elevated}
      $interactive={interactive}
      {...rest}
    />
  );
}
