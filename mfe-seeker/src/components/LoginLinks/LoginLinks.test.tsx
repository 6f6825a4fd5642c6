import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginLinks } from './LoginLinks';

describe('LoginLinks', () => {
  it('links Log in and Register, each coming back to the job', () => {
    render(<LoginLinks next="/job-details/42" onNavigate={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fjob-details%2F42',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/signup?next=%2Fjob-details%2F42',
    );
  });

  it('moves inside the portal on a click or Enter, without reloading it', async () => {
    const onNavigate = vi.fn();
    render(<LoginLinks next="/job-details/42" onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('link', { name: 'Register' }));
    expect(onNavigate).toHaveBeenCalledWith('/signup?next=%2Fjob-details%2F42');
    screen.getByRole('link', { name: 'Log in' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenLastCalledWith('/login?next=%2Fjob-details%2F42');
  });

  it('leaves a modified click (a new tab) to the browser', async () => {
    const onNavigate = vi.fn();
    render(<LoginLinks next="/job-details/42" onNavigate={onNavigate} />);
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    await user.keyboard('{/Control}');
    expect(onNavigate).not.toHaveBeenCalled();
  });
});
