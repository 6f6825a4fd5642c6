import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lastPageOf, usePageWithinResults } from './usePageWithinResults';

describe('lastPageOf', () => {
  it.each([
    [0, 20, 1],
    [1, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [300, 20, 15],
  ])('%i results by %i → last page %i', (total, size, last) => {
    expect(lastPageOf(total, size)).toBe(last);
  });
});

describe('usePageWithinResults', () => {
  it('moves a page beyond the last to the last page, and says so', () => {
    const showPage = vi.fn();
    const { result } = renderHook(() =>
      usePageWithinResults(99, { total: 300, pageSize: 20 }, showPage),
    );
    expect(result.current).toBe(true);
    expect(showPage).toHaveBeenCalledExactlyOnceWith(15);
  });

  it('leaves a page within the results, and waits for the answer', () => {
    const showPage = vi.fn();
    const { result, rerender } = renderHook(
      ({ answer }: { answer?: { total: number; pageSize: number } }) =>
        usePageWithinResults(15, answer, showPage),
      { initialProps: {} },
    );
    expect(result.current).toBe(false);
    rerender({ answer: { total: 300, pageSize: 20 } });
    expect(result.current).toBe(false);
    expect(showPage).not.toHaveBeenCalled();
  });

  it('sends a page beyond an empty answer to page 1', () => {
    const showPage = vi.fn();
    renderHook(() => usePageWithinResults(3, { total: 0, pageSize: 20 }, showPage));
    expect(showPage).toHaveBeenCalledExactlyOnceWith(1);
  });
});
