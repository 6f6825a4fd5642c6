import { act, render, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPageTitleName, usePageTitle, usePageTitleName } from './pageTitle';

function Named({ name }: { name: string | null | undefined }) {
  usePageTitle(name);
  return null;
}

describe('usePageTitle', () => {
  it('names the page while mounted, and no longer once unmounted', () => {
    const shell = renderHook(() => usePageTitleName());
    expect(shell.result.current).toBeNull();
    const page = render(<Named name="React Developer" />);
    expect(shell.result.current).toBe('React Developer');
    page.unmount();
    expect(shell.result.current).toBeNull();
  });

  it('makes no claim while the name is unknown or blank', () => {
    const page = render(<Named name={undefined} />);
    expect(currentPageTitleName()).toBeNull();
    page.rerender(<Named name="   " />);
    expect(currentPageTitleName()).toBeNull();
    page.rerender(<Named name=" Infosys " />);
    expect(currentPageTitleName()).toBe('Infosys');
    page.unmount();
  });

  it('follows a new name, and the newest mounted claim wins until it goes', () => {
    const shell = renderHook(() => usePageTitleName());
    const outer = render(<Named name="Infosys" />);
    const inner = render(<Named name="Infosys reviews" />);
    expect(shell.result.current).toBe('Infosys reviews');
    act(() => inner.rerender(<Named name="Wipro reviews" />));
    expect(shell.result.current).toBe('Wipro reviews');
    inner.unmount();
    expect(shell.result.current).toBe('Infosys');
    outer.unmount();
    expect(shell.result.current).toBeNull();
  });
});
