import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../testing/renderShell';
import { TermsPage } from './TermsPage';

describe('TermsPage', () => {
  it('covers the sections docs/product names, each reachable from the contents', () => {
    renderShell(<TermsPage />, { url: '/terms-and-conditions' });
    for (const name of [
      '1. The service',
      '2. Who operates Rozgar',
      '4. Acceptable use',
      '5. No scraping or automated access',
      '6. No spam',
      '7. No use for AI training',
    ]) {
      const heading = screen.getByRole('heading', { level: 2, name });
      const section = heading.closest('section');
      const link = within(screen.getByRole('navigation', { name: 'Contents' })).getByRole('link', {
        name: name.replace(/^\d+\.\s*/, ''),
      });
      expect(link).toHaveAttribute('href', `#${section?.id}`);
    }
  });

  it('names the operator’s contact from configuration', () => {
    renderShell(<TermsPage />, { url: '/terms-and-conditions' });
    const operator = screen.getByRole('region', { name: '2. Who operates Rozgar' });
    expect(operator).toHaveTextContent('support@rozgar.example');
    expect(operator).toHaveTextContent('10:00 AM – 6:00 PM, Mon – Sat');
  });
});
