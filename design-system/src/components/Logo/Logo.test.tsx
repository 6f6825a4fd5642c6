import { screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Logo } from './Logo';

describe('Logo', () => {
  it('is a link home showing the Rozgar wordmark', () => {
    renderWithTheme(<Logo />);
    const link = screen.getByRole('link', { name: 'Rozgar home' });
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveTextContent('Rozgar');
  });

  it('renders through a router link with `as`', () => {
    function RouterLink({ to, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
      return <a {...rest} href={`/app${to}`} />;
    }
    renderWithTheme(<Logo as={RouterLink} to="/" />);
    expect(screen.getByRole('link', { name: 'Rozgar home' })).toHaveAttribute('href', '/app/');
  });
});
