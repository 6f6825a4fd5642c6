import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@rozgar/design-system/remote-kit/testing';
import { LoginPrompt } from './LoginPrompt';

describe('LoginPrompt', () => {
  it('links to the login page with the page to come back to', () => {
    renderPage(
      '/resume',
      <LoginPrompt next="/job-seeker-dashboard">Log in to see your profile.</LoginPrompt>,
    );
    expect(screen.getByRole('heading', { name: 'Please login' })).toBeInTheDocument();
    expect(screen.getByText(/Log in to see your profile/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=/job-seeker-dashboard',
    );
  });
});
