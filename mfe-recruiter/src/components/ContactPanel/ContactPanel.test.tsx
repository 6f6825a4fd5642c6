import { renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactPanel } from './ContactPanel';

describe('ContactPanel', () => {
  it('gives the support phone to call, the hours and the e-mail to write to', () => {
    renderPage('/', <ContactPanel />);
    const panel = screen.getByRole('region', { name: 'Need help?' });
    expect(within(panel).getByRole('link', { name: '+91 80 4000 1234' })).toHaveAttribute(
      'href',
      'tel:+918040001234',
    );
    expect(within(panel).getByText('10:00 AM – 6:00 PM, Mon – Sat')).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'support@rozgar.example' })).toHaveAttribute(
      'href',
      'mailto:support@rozgar.example',
    );
  });
});
