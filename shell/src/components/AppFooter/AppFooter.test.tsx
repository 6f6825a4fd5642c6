import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../testing/renderShell';
import { AppFooter } from './AppFooter';

describe('AppFooter', () => {
  it('shows the configured support phone and e-mail (defaults without configuration)', () => {
    renderShell(<AppFooter />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('+91 80 4000 1234');
    expect(footer).toHaveTextContent('10:00 AM – 6:00 PM, Mon – Sat');
    expect(screen.getByRole('link', { name: 'support@rozgar.example' })).toHaveAttribute(
      'href',
      'mailto:support@rozgar.example',
    );
  });
});
