import { screen, within } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Footer } from './Footer';

describe('Footer', () => {
  it('is the contentinfo landmark with helpline, link groups and contact from props', () => {
    renderWithTheme(<Footer phone="1800-102-5557" email="support@rozgar.example" year={2026} />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getAllByRole('link', { name: '1800-102-5557' })[0]).toHaveAttribute(
      'href',
      'tel:18001025557',
    );
    expect(within(footer).getByRole('link', { name: 'support@rozgar.example' })).toHaveAttribute(
      'href',
      'mailto:support@rozgar.example',
    );
    expect(within(footer).getAllByText('10:00 AM – 6:00 PM, Mon – Sat').length).toBeGreaterThan(0);
    for (const group of ['For recruiters', 'Information', 'Legal']) {
      expect(within(footer).getByRole('navigation', { name: group })).toBeInTheDocument();
    }
    const legal = within(footer).getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(within(footer).getByRole('link', { name: 'Register as employer' })).toHaveAttribute(
      'href',
      '/recruiter-signup',
    );
    expect(footer).toHaveTextContent('© 2026 Rozgar');
  });

  it('takes custom support hours and link lists, and renders internal links through linkAs', () => {
    function RouterLink({ to, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
      return <a {...rest} href={to} data-router-link="" />;
    }
    renderWithTheme(
      <Footer
        phone="+91 80 4000 0000"
        email="help@example.in"
        supportHours="10:00 AM – 7:00 PM, Mon – Sat"
        legalLinks={[{ label: 'Privacy', href: '/privacy' }]}
        linkAs={RouterLink}
      />,
    );
    expect(screen.getAllByText('10:00 AM – 7:00 PM, Mon – Sat').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('data-router-link');
    expect(screen.queryByRole('link', { name: 'Terms and conditions' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '+91 80 4000 0000' })[0]).toHaveAttribute(
      'href',
      'tel:+918040000000',
    );
  });
});
