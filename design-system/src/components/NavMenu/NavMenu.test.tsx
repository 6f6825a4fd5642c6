import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { NavMenu } from './NavMenu';

const items = [
  { label: 'Saved jobs', href: '/saved-jobs' },
  { label: 'Resume', href: '/resume' },
  { label: 'Application tracking', href: '/application-tracking', active: true },
];

function renderMenu() {
  renderWithTheme(
    <>
      <NavMenu label="My jobs" items={items} />
      <a href="/elsewhere">Elsewhere</a>
    </>,
  );
  return screen.getByRole('button', { name: 'My jobs' });
}

describe('NavMenu', () => {
  it('is a collapsed disclosure button that opens on click and shows its links', async () => {
    const trigger = renderMenu();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('link', { name: 'Saved jobs' })).not.toBeInTheDocument();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const saved = screen.getByRole('link', { name: 'Saved jobs' });
    expect(saved).toHaveAttribute('href', '/saved-jobs');
    expect(trigger).toHaveAttribute('aria-controls', saved.closest('ul')?.id);
    expect(screen.getByRole('link', { name: 'Application tracking' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it.each(['{Enter}', ' ', '{ArrowDown}'])(
    'opens with %s and focuses the first link',
    async (key) => {
      const trigger = renderMenu();
      trigger.focus();
      await userEvent.keyboard(key);
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('link', { name: 'Saved jobs' })).toHaveFocus();
    },
  );

  it('ArrowUp opens on the last link; arrows, Home and End move and wrap', async () => {
    const trigger = renderMenu();
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    const [saved, resume, tracking] = screen.getAllByRole('link').slice(0, 3);
    expect(tracking).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(saved).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(resume).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(tracking).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(saved).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(tracking).toHaveFocus();
  });

  it('Escape closes it and returns focus to the button', async () => {
    const trigger = renderMenu();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'Saved jobs' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Saved jobs' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on a click outside and when a link is chosen', async () => {
    const trigger = renderMenu();
    await userEvent.click(trigger);
    await userEvent.click(document.body);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    screen
      .getByRole('link', { name: 'Resume' })
      .addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(screen.getByRole('link', { name: 'Resume' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders items with the given link component (react-router style `to`)', async () => {
    function RouterLink({ to, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
      return <a {...rest} href={`#${to}`} data-router-link="" />;
    }
    renderWithTheme(
      <NavMenu
        label="Jobs & Responses"
        active
        items={[{ label: 'Post a Job', href: '/job-postings-section' }]}
        linkAs={RouterLink}
      />,
    );
    expect(screen.getByRole('button', { name: 'Jobs & Responses' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Jobs & Responses' }));
    const link = screen.getByRole('link', { name: 'Post a Job' });
    expect(link).toHaveAttribute('href', '#/job-postings-section');
    expect(link).toHaveAttribute('data-router-link');
  });
});

describe('NavMenu placeholders', () => {
  it('shows items without a target as unavailable and skips them with the arrow keys', async () => {
    renderWithTheme(
      <NavMenu
        label="Analytics"
        items={[
          { label: 'Job Posting analytics' },
          { label: 'Quota usage', href: '/quota-usage' },
          { label: 'NFL Report' },
          { label: 'Resdex folders', href: '/resdex-folders' },
        ]}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Analytics' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(
      screen.getByText('Job Posting analytics').closest('[aria-disabled="true"]'),
    ).toHaveTextContent('Job Posting analyticsComing soon');
    expect(screen.queryByRole('link', { name: /Job Posting analytics/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quota usage' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Resdex folders' })).toHaveFocus();
  });
});
