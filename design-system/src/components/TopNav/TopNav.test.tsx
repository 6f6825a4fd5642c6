import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Logo } from '../Logo';
import { NavLink } from '../NavLink';
import { setViewport } from '../../test/viewport';
import { TopNav } from './TopNav';

function LoggedOutNav({ path = '/' }: { path?: string }) {
  return (
    <TopNav
      navLabel="Main"
      closeMenuKey={path}
      logo={<Logo />}
      left={
        <>
          <NavLink href="/jobs" active={path === '/jobs'}>
            Jobs
          </NavLink>
          <NavLink href="/company-reviews">Companies</NavLink>
        </>
      }
      right={<NavLink href="/login">Login</NavLink>}
    />
  );
}

afterEach(() => {
  setViewport(1024, 768);
});

describe('TopNav', () => {
  it('is a banner holding a labelled navigation landmark with the logo and both slots', () => {
    renderWithTheme(<LoggedOutNav path="/jobs" />);
    // Wide screen: the small-screen toggle is not shown.
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(screen.getByRole('banner')).toContainElement(nav);
    expect(screen.getByRole('link', { name: 'Rozgar home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('has a small-screen Menu toggle that reports its state and closes on navigation', async () => {
    setViewport(375);
    const { rerender } = renderWithTheme(<LoggedOutNav path="/" />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const slots = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(slots).toContainElement(screen.getByRole('link', { name: 'Login' }));
    rerender(<LoggedOutNav path="/jobs" />);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('closes the open small-screen menu on Escape, focus back on the toggle', async () => {
    setViewport(375);
    renderWithTheme(<LoggedOutNav path="/" />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Companies' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('closes the open small-screen menu when Tab leaves it', async () => {
    setViewport(375);
    renderWithTheme(
      <>
        <LoggedOutNav path="/" />
        <a href="#after">After the header</a>
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'After the header' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the actions in sight on phones, outside the folded menu, last in the tab order', async () => {
    setViewport(375);
    renderWithTheme(
      <TopNav
        logo={<Logo />}
        right={<NavLink href="/login">Login</NavLink>}
        actions={<button type="button">Notifications</button>}
      />,
    );
    const bell = screen.getByRole('button', { name: 'Notifications' });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    const login = screen.getByRole('link', { name: 'Login' });
    expect(login.compareDocumentPosition(bell) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      document.getElementById(toggle.getAttribute('aria-controls') ?? ''),
    ).not.toContainElement(bell);
  });
});
