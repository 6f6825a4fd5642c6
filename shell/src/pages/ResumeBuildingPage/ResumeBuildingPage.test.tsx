import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../testing/renderShell';
import { ResumeBuildingPage } from './ResumeBuildingPage';

describe('ResumeBuildingPage', () => {
  it('explains structure, achievements and applicant tracking systems', () => {
    renderShell(<ResumeBuildingPage />, { url: '/services/resume-building' });
    expect(screen.getByRole('heading', { level: 1, name: 'Resume building' })).toBeVisible();
    for (const name of [
      'The structure that works',
      'Write achievements, not duties',
      'Make it readable by applicant tracking systems',
    ])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Don’t' })).toBeInTheDocument();
  });

  it('sends the visitor on to create a profile', async () => {
    renderShell(<ResumeBuildingPage />, { url: '/services/resume-building' });
    await userEvent.click(screen.getByRole('link', { name: 'Create your profile' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/signup$/);
  });
});
