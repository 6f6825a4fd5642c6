import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import styled from 'styled-components';

export interface SkipLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The id of the element to skip to (made focusable with tabindex=-1 if it is not). */
  targetId: string;
}

const Anchor = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndex.menu};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: #fff;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  transform: translateY(calc(-100% - 16px));
  &:not(:focus) {
    clip-path: inset(50%);
  }
  &:focus {
    transform: none;
  }
  &:hover {
    color: #fff;
  }
`;

/**
 * A link hidden until focused with Tab that moves focus to the element `targetId` names ("Skip to
 * main content" first on every page, "Skip to results" before a filter panel). Focus moves without
 * changing the URL, so the portal's router sees no navigation. Give the nearest positioned
 * ancestor the place it should appear at.
 */
export function SkipLink({ targetId, onClick, children, ...rest }: SkipLinkProps) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  };
  return (
    <Anchor href={`#${targetId}`} onClick={skip} {...rest}>
      {children}
    </Anchor>
  );
}
