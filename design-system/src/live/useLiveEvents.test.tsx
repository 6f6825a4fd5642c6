import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from './FakeEventSource';
import { LIVE_RETRY_FIRST_MS, LIVE_RETRY_MAX_MS, type LiveMessage } from './sharedEventSource';
import { useLiveEvents } from './useLiveEvents';

const URL = '/api/notifications/events';

function listen(url: string | null, types: readonly string[] = ['notification']) {
  const received: LiveMessage[] = [];
  const hook = renderHook(
    ({ target }: { target: string | null }) =>
      useLiveEvents(target, types, (message) => received.push(message)),
    { initialProps: { target: url } },
  );
  return { hook, received };
}

describe('useLiveEvents', () => {
  beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource));
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeEventSource.reset();
  });

  it('delivers named and unnamed JSON events, and skips what is not JSON or not asked for', () => {
    const { received } = listen(URL);
    const [source] = FakeEventSource.open(URL);
    source!.emit({ a: 1 }, 'notification');
    source!.emit({ b: 2 });
    source!.emit({ c: 3 }, 'other');
    source!.dispatchEvent(new MessageEvent('notification', { data: 'not json' }));
    expect(received).toEqual([
      { kind: 'event', type: 'notification', data: { a: 1 } },
      { kind: 'event', type: 'message', data: { b: 2 } },
    ]);
  });

  it('shares one connection between every listener of a URL, closed with the last one', () => {
    const first = listen(URL);
    const second = listen(URL, ['read']);
    expect(FakeEventSource.connections).toHaveLength(1);
    const [source] = FakeEventSource.open(URL);
    source!.emit({ unread: 0 }, 'read');
    expect(first.received).toEqual([]);
    expect(second.received).toEqual([{ kind: 'event', type: 'read', data: { unread: 0 } }]);

    first.hook.unmount();
    expect(source!.closed).toBe(false);
    second.hook.unmount();
    expect(source!.closed).toBe(true);
    listen(URL);
    expect(FakeEventSource.open(URL)).toHaveLength(1);
    expect(FakeEventSource.connections).toHaveLength(2);
  });

  it('says when a dropped connection is back, not on the first open', () => {
    const { received } = listen(URL);
    const [source] = FakeEventSource.open(URL);
    source!.dispatchEvent(new Event('open'));
    expect(received).toEqual([]);
    source!.reconnect();
    expect(received).toEqual([{ kind: 'reconnected' }]);
  });

  it('listens to nothing without a URL, and closes when the URL goes away', () => {
    const { hook } = listen(null);
    expect(FakeEventSource.connections).toHaveLength(0);
    hook.rerender({ target: URL });
    const [source] = FakeEventSource.open(URL);
    hook.rerender({ target: null });
    expect(source!.closed).toBe(true);
  });

  it('calls the latest callback without reconnecting', () => {
    const calls: string[] = [];
    const hook = renderHook(
      ({ name }: { name: string }) => useLiveEvents(URL, ['notification'], () => calls.push(name)),
      { initialProps: { name: 'first' } },
    );
    hook.rerender({ name: 'second' });
    expect(FakeEventSource.connections).toHaveLength(1);
    FakeEventSource.open(URL)[0]!.emit({}, 'notification');
    expect(calls).toEqual(['second']);
  });

  it('opens the stream again, later and later, when the browser gives up on it', () => {
    vi.useFakeTimers();
    try {
      const { received, hook } = listen(URL);
      const [first] = FakeEventSource.open(URL);
      first!.fail();
      expect(FakeEventSource.connections).toHaveLength(1);
      vi.advanceTimersByTime(LIVE_RETRY_FIRST_MS);
      expect(FakeEventSource.connections).toHaveLength(2);
      const second = FakeEventSource.connections[1]!;
      second.fail();
      vi.advanceTimersByTime(LIVE_RETRY_FIRST_MS);
      expect(FakeEventSource.connections).toHaveLength(2);
      vi.advanceTimersByTime(LIVE_RETRY_FIRST_MS);
      const third = FakeEventSource.connections[2]!;
      third.dispatchEvent(new Event('open'));
      expect(received).toEqual([{ kind: 'reconnected' }]);
      third.emit({ a: 1 }, 'notification');
      // The sources given up on say nothing any more.
      first!.emit({ stale: true }, 'notification');
      expect(received).toEqual([
        { kind: 'reconnected' },
        { kind: 'event', type: 'notification', data: { a: 1 } },
      ]);
      third.fail();
      hook.unmount();
      vi.advanceTimersByTime(LIVE_RETRY_MAX_MS);
      expect(FakeEventSource.connections).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
