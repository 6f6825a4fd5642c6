import { ThemeProvider } from '@rozgar/design-system';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageCount } from './pageCount';
import { Pager } from './Pager';

const renderPager = (page: number, total: number) => {
  const onPage = vi.fn();
  const view = render(
    <ThemeProvider>
      <Pager page={page} pageSize={20} total={total} onPage={onPage} label="Applicants pages" />
    </ThemeProvider>,
  );
  return { onPage, ...view };
};

describe('Pager', () => {
  it('counts the pages the items fill, one at least', () => {
    expect([0, 1, 20, 21, 40, 41].map((total) => pageCount(total, 20))).toEqual([1, 1, 1, 2, 2, 3]);
  });

  it('says which page of how many, and moves by Previous and Next from the keyboard', async () => {
    const user = userEvent.setup();
    const { onPage } = renderPager(2, 45);
    const nav = screen.getByRole('navigation', { name: 'Applicants pages' });
    expect(nav).toHaveTextContent('Page 2 of 3');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard(' ');
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('cannot go before the first page or past the last, keeping the focus there', async () => {
    const user = userEvent.setup();
    const { onPage } = renderPager(1, 45);
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.tab();
    expect(previous).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPage).not.toHaveBeenCalled();
  });

  it('shows a page past the end as the last one', () => {
    renderPager(9, 45);
    expect(screen.getByText('Page 3 of 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows nothing when everything fits on one page', () => {
    const { container } = renderPager(1, 20);
    expect(container).toBeEmptyDOMElement();
  });
});
