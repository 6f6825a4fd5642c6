import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@rozgar/design-system/remote-kit/testing';
import { Breadcrumb } from './Breadcrumb';

describe('Breadcrumb', () => {
  it('links the pages above and marks the last crumb as the current page', () => {
    renderPage(
      '/companies/:id',
      <Breadcrumb
        crumbs={[
          { label: 'Home', to: '/' },
          { label: 'Companies', to: '/companies' },
          { label: 'Acme Analytics' },
        ]}
      />,
      '/companies/1',
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(trail).getByRole('link', { name: 'Companies' })).toHaveAttribute(
      'href',
      '/companies',
    );
    expect(within(trail).queryByRole('link', { name: 'Acme Analytics' })).toBeNull();
    expect(within(trail).getByText('Acme Analytics')).toHaveAttribute('aria-current', 'page');
  });
});
