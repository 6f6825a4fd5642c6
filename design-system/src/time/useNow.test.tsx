import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatTimeAgo } from '../format/dates';
import { useNow } from './useNow';

const START = new Date('2026-11-25T10:00:00Z');
const POSTED = new Date(START.getTime() - 5 * 60_000).toISOString();

function Ago({ label }: { label: string }) {
  const now = useNow();
  return <p aria-label={label}>{formatTimeAgo(POSTED, new Date(now))}</p>;
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const text = (label: string) => screen.getByLabelText(label).textContent;

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    setHidden(false);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('moves relative times on each minute, with one timer for every row', () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const clearInterval = vi.spyOn(globalThis, 'clearInterval');
    const view = render(
      <>
        <Ago label="first" />
        <Ago label="second" />
        <Ago label="third" />
      </>,
    );
    expect(setInterval).toHaveBeenCalledTimes(1);
    expect(text('first')).toBe('5 minutes ago');

    act(() => vi.advanceTimersByTime(59_000));
    expect(text('first')).toBe('5 minutes ago');
    act(() => vi.advanceTimersByTime(1_000));
    expect([text('first'), text('second'), text('third')]).toEqual(Array(3).fill('6 minutes ago'));
    act(() => vi.advanceTimersByTime(55 * 60_000));
    expect(text('second')).toBe('1 hour ago');
    expect(setInterval).toHaveBeenCalledTimes(1);

    view.unmount();
    expect(clearInterval).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('pauses while the tab is hidden and catches up at once when it is shown again', () => {
    render(<Ago label="row" />);
    setHidden(true);
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(text('row')).toBe('5 minutes ago');

    setHidden(false);
    expect(text('row')).toBe('15 minutes ago');
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(60_000));
    expect(text('row')).toBe('16 minutes ago');
  });

  it('starts a row mounted later from the current time, on the same timer', () => {
    const view = render(<Ago label="early" />);
    act(() => vi.advanceTimersByTime(30_000));
    view.rerender(
      <>
        <Ago label="early" />
        <Ago label="late" />
      </>,
    );
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(30_000));
    expect([text('early'), text('late')]).toEqual(['6 minutes ago', '6 minutes ago']);
  });
});
