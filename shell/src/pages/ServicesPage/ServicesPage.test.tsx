import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../testing/renderShell';
import { ServicesPage } from './ServicesPage';

describe('ServicesPage', () => {
  it('links the six services of docs/product', () => {
    renderShell(<ServicesPage />, { url: '/services' });
    expect(screen.getByRole('heading', { level: 1, name: 'Career services' })).toBeInTheDocument();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/job-search-assistance',
      '/services/resume-building',
      '/services/interview-preparation',
      '/salary-insights',
      '/company-reviews',
      '/career-counselling',
    ]);
  });

  it('opens a service when its card is followed', async () => {
    renderShell(<ServicesPage />, { url: '/services' });
    await userEvent.click(screen.getByRole('link', { name: /Salary insights/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/salary-insights');
  });
});
