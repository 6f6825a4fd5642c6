import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@rozgar/design-system/remote-kit/testing';
import { RegisterBanner } from './RegisterBanner';

describe('RegisterBanner', () => {
  it('is a named region whose Register now leads to the recruiter signup', async () => {
    renderPage('/companies', <RegisterBanner />);
    expect(screen.getByRole('complementary', { name: 'Is your company hiring?' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Register now' }));
    expect(screen.getByTestId('location').textContent).toBe('/recruiter-signup');
  });
});
