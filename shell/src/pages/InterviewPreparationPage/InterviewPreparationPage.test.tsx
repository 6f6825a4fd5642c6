import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../testing/renderShell';
import { InterviewPreparationPage } from './InterviewPreparationPage';

describe('InterviewPreparationPage', () => {
  it('shows six article cards that open safely in a new tab and say so', () => {
    renderShell(<InterviewPreparationPage />, { url: '/services/interview-preparation' });
    const articles = screen.getAllByRole('link', { name: /opens in a new tab/ });
    expect(articles).toHaveLength(6);
    for (const link of articles) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    expect(screen.getByRole('link', { name: /The STAR Interview Method/ })).toHaveAccessibleName(
      'The STAR Interview Method (opens in a new tab)',
    );
    expect(screen.getAllByText(/^By /)).toHaveLength(6);
  });

  it('"Looking for a job?" goes to /jobs', async () => {
    renderShell(<InterviewPreparationPage />, { url: '/services/interview-preparation' });
    await userEvent.click(screen.getByRole('link', { name: 'Looking for a job?' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/jobs$/);
  });
});
