import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { SkipLink } from './SkipLink';

function Page() {
  return (
    <>
      <SkipLink targetId="results">Skip to results</SkipLink>
      <button type="button">Filter A</button>
      <button type="button">Filter B</button>
      <ul id="results">
        <li>
          <a href="#job-1">First job</a>
        </li>
      </ul>
    </>
  );
}

describe('SkipLink', () => {
  it('is the first Tab stop and moves focus past what it skips, without changing the URL', async () => {
    renderWithTheme(<Page />);
    const before = window.location.href;
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Skip to results' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#results');
    await userEvent.keyboard('{Enter}');
    const results = screen.getByRole('list');
    expect(results).toHaveFocus();
    expect(results).toHaveAttribute('tabindex', '-1');
    expect(window.location.href).toBe(before);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'First job' })).toHaveFocus();
  });

  it('leaves a target’s own tabindex alone', async () => {
    renderWithTheme(
      <>
        <SkipLink targetId="main">Skip to main content</SkipLink>
        <main id="main" tabIndex={0}>
          Main
        </main>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '0');
  });
});
