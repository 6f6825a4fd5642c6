import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../testing/renderShell';
import { AppFooter } from './AppFooter';

describe('AppFooter', () => {
  it('shows the configured support phone and e-mail (defaults without configuration)', () => {
    renderShell(<AppFooter />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('+91 80 4000 1234');
    expect(footer).toHaveTextContent('10:00 AM – 6:00 PM, Mon – Sat');
    expect(footer).not.toHaveTextContent('7:00 PM');
    expect(screen.getByRole('link', { name: 'support@rozgar.example' })).toHaveAttribute(
      'href',
      'mailto:support@rozgar.example',
    );
  });

  it('has the helpline and the recruiter, information and legal link groups', () => {
    renderShell(<AppFooter />);
    expect(screen.getByText('Helpline')).toBeInTheDocument();
    const recruiters = screen.getByRole('navigation', { name: 'For recruiters' });
    expect(within(recruiters).getByRole('link', { name: 'Post a job' })).toHaveAttribute(
      'href',
      '/job-postings-section',
    );
    const information = screen.getByRole('navigation', { name: 'Information' });
    expect(within(information).getByRole('link', { name: 'Salary insights' })).toBeInTheDocument();
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Terms and conditions', 'Contact us']);
  });

  it('navigates inside the app when a link is followed', async () => {
    renderShell(<AppFooter />);
    await userEvent.click(screen.getByRole('link', { name: 'Terms and conditions' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/terms-and-conditions');
  });
});
