import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seekerNotifications } from '../../mocks/notificationFixtures';
import { renderShell } from '../../testing/renderShell';
import { NotificationSummary } from './NotificationSummary';

describe('NotificationSummary', () => {
  it('says in words that a notification is unread, with its body and how long ago', () => {
    const [unread] = seekerNotifications;
    renderShell(<NotificationSummary notification={unread!} />);
    expect(
      screen.getByText('Unread:', { exact: false, selector: 'span' }).parentElement,
    ).toHaveTextContent(`Unread: ${unread!.title}`);
    expect(screen.getByText(unread!.body)).toBeInTheDocument();
    const time = screen.getByText('2 minutes ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', unread!.created_at);
  });

  it('has no unread mark once read, and no empty body', () => {
    const read = seekerNotifications.find((item) => item.read && item.body === '')!;
    const { container } = renderShell(<NotificationSummary notification={read} />);
    expect(screen.queryByText(/Unread/)).not.toBeInTheDocument();
    expect(screen.getByText(read.title)).toBeInTheDocument();
    expect(container.querySelectorAll('time')).toHaveLength(1);
  });

  it('moves "how long ago" on each minute while it stays on the page', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:30Z') });
    try {
      const [unread] = seekerNotifications;
      renderShell(
        <NotificationSummary notification={{ ...unread!, created_at: '2026-11-25T10:00:00Z' }} />,
      );
      expect(screen.getByText('just now')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(60_000));
      expect(screen.getByText('1 minute ago')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(60_000));
      expect(screen.getByText('2 minutes ago')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
