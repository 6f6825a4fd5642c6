import { screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { NavLink } from './NavLink';

describe('NavLink', () => {
  it('marks the active link as the current page', () => {
    renderWithTheme(
      <>
        <NavLink href="/jobs" active>
          Jobs
        </NavLink>
        <NavLink href="/company-reviews">Companies</NavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Companies' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Jobs' })).not.toHaveAttribute('active');
  });

  it('renders through a router link component with `as`', () => {
    function RouterLink({ to, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
      return <a {...rest} href={to} data-router-link="" />;
    }
    renderWithTheme(
      <NavLink as={RouterLink} to="/community" active>
        Explore Communities
      </NavLink>,
    );
    const link = screen.getByRole('link', { name: 'Explore Communities' });
    expect(link).toHaveAttribute('href', '/community');
    expect(link).toHaveAttribute('data-router-link');
    expect(link).toHaveAttribute('aria-current', 'page');
  });
});
