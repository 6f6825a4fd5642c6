import { useSyncExternalStore } from 'react';

/*
 * One clock for every "12 minutes ago" on the page: a single timer, running only while something
 * shows a time, re-renders them when the minute changes, so a board left open keeps its times
 * true.
 */

const MINUTE = 60_000;
const CHECK_EVERY = 10_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

/** The current minute (minutes since 1970): the same value all through a minute. */
const currentMinute = () => Math.floor(Date.now() / MINUTE);

function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(() => {
    for (const notify of listeners) notify();
  }, CHECK_EVERY);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** Re-renders the caller when the minute changes; returns the current minute. */
export function useMinuteClock(): number {
  return useSyncExternalStore(subscribe, currentMinute, currentMinute);
}
