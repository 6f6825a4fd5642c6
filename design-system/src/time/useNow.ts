import { useEffect, useState } from 'react';

/*
 * One shared clock per interval for everything on the page that shows a relative time ("5
 * minutes ago": the bell, /notifications, the community board's posts and comments), so such
 * texts move on while the page stays open
 * (docs/product/notifications-and-alerts.md#the-bell-and-notifications). However many rows use
 * it, there is one timer per interval, started with the first user and stopped with the last;
 * while the tab is hidden it is stopped too, and showing the tab again ticks at once.
 */

interface Clock {
  readonly listeners: Set<(now: number) => void>;
  timer: ReturnType<typeof setInterval> | undefined;
}

const clocks = new Map<number, Clock>();

const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

function tick(clock: Clock) {
  const now = Date.now();
  for (const listener of clock.listeners) listener(now);
}

function start(clock: Clock, intervalMs: number) {
  if (clock.timer === undefined && !hidden())
    clock.timer = setInterval(() => tick(clock), intervalMs);
}

function stop(clock: Clock) {
  if (clock.timer !== undefined) clearInterval(clock.timer);
  clock.timer = undefined;
}

function onVisibilityChange() {
  for (const [intervalMs, clock] of clocks) {
    if (hidden()) {
      stop(clock);
    } else if (clock.timer === undefined) {
      tick(clock);
      start(clock, intervalMs);
    }
  }
}

function subscribe(intervalMs: number, listener: (now: number) => void): () => void {
  if (clocks.size === 0 && typeof document !== 'undefined')
    document.addEventListener('visibilitychange', onVisibilityChange);
  let clock = clocks.get(intervalMs);
  if (!clock) {
    clock = { listeners: new Set(), timer: undefined };
    clocks.set(intervalMs, clock);
  }
  clock.listeners.add(listener);
  start(clock, intervalMs);
  const own = clock;
  return () => {
    own.listeners.delete(listener);
    if (own.listeners.size > 0) return;
    stop(own);
    clocks.delete(intervalMs);
    if (clocks.size === 0 && typeof document !== 'undefined')
      document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}

/**
 * The current time in milliseconds, re-rendering the component every `intervalMs` (a minute by
 * default) from a timer shared with every other user of the same interval, paused while the tab
 * is hidden. For texts such as `formatTimeAgo(created_at, new Date(now))`.
 */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => subscribe(intervalMs, setNow), [intervalMs]);
  return now;
}
