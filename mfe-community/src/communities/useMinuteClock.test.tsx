import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatTimeAgo } from '@rozgar/design-system/format';
import { useMinuteClock } from './useMinuteClock';

function Ago({ at }: { at: string }) {
  useMinuteClock();
  return <span>{formatTimeAgo(at)}</span>;
}

afterEach(() => vi.useRealTimers());

describe('useMinuteClock', () => {
  it('keeps a shown time true as minutes pass', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-11-24T12:00:30Z'));
    render(<Ago at="2026-11-24T11:58:00Z" />);
    expect(screen.getByText('2 minutes ago')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('3 minutes ago')).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(1);
  });
});
