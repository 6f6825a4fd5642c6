import { describe, expect, it } from 'vitest';
import { pageWindow } from './pageWindow';

describe('pageWindow', () => {
  it('lists every page up to 7', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('lists no page when there are none', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('keeps the start whole near the first page, with one gap before the last', () => {
    expect(pageWindow(1, 169)).toEqual([1, 2, 3, 4, 5, 'gap', 169]);
    expect(pageWindow(4, 8)).toEqual([1, 2, 3, 4, 5, 'gap', 8]);
  });

  it('keeps the end whole near the last page', () => {
    expect(pageWindow(169, 169)).toEqual([1, 'gap', 165, 166, 167, 168, 169]);
    expect(pageWindow(5, 8)).toEqual([1, 'gap', 4, 5, 6, 7, 8]);
  });

  it('shows the current page with its neighbours between two gaps in the middle', () => {
    expect(pageWindow(50, 169)).toEqual([1, 'gap', 49, 50, 51, 'gap', 169]);
  });

  it('always gives seven slots over 7 pages, and clamps a page out of range', () => {
    for (let page = 1; page <= 30; page += 1) expect(pageWindow(page, 30)).toHaveLength(7);
    expect(pageWindow(99, 10)).toEqual(pageWindow(10, 10));
    expect(pageWindow(-3, 10)).toEqual(pageWindow(1, 10));
  });
});
