import { renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ForJobSeekers } from './ForJobSeekers';
import { isRecruiter } from './isRecruiter';

describe('ForJobSeekers', () => {
  it("says whose page it is and links to the recruiter's dashboard", async () => {
    renderPage('/saved-jobs', <ForJobSeekers />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page is for job seekers' }),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Go to your dashboard' });
    expect(link).toHaveAttribute('href', '/recruiter-dashboard');
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/recruiter-dashboard');
  });

  it('tells recruiters from everybody else', () => {
    expect(isRecruiter({ role: 'Recruiter' })).toBe(true);
    expect(isRecruiter({ role: 'Job Seeker' })).toBe(false);
    expect(isRecruiter(null)).toBe(false);
  });
});
