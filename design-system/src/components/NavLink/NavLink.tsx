import type { ElementType, ReactNode } from 'react';
import styled from 'styled-components';
import type { PolymorphicProps } from '../../utils/polymorphic';
import { navItemStyles } from './navItemStyles';

export interface NavLinkOwnProps {
  /** The current section: styled as active and announced with `aria-current="page"`. */
  active?: boolean;
  children?: ReactNode;
}

export type NavLinkProps<C extends ElementType = 'a'> = PolymorphicProps<C, NavLinkOwnProps>;

const StyledNavLink = styled.a<{ $active: boolean }>`
  ${navItemStyles}
  position: relative;
  color: ${({ theme, $active }) => ($active ? theme.color.primary : theme.color.text)};
  background: ${({ theme, $active }) => ($active ? theme.color.primarySoft : 'transparent')};
  font-weight: ${({ theme, $active }) => ($active ? theme.font.weight.semibold : theme.font.weight.medium)};
  &:hover {
    color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySoft};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/**
 * A top-navigation link. The shell decides `active`
 * (docs/product/navigation-and-layout.md#active-section).
 */
export function NavLink<C extends ElementType = 'a'>(props: NavLinkProps<C>) {
  const { as, active = false, ...rest } = props as NavLinkProps<'a'> & { as?: ElementType };
  return (
    <StyledNavLink as={as} $active={active} aria-current={active ? 'page' : undefined} {...rest} />
  );
}
