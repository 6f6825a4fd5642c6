import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { listenWithMsw } from '@rozgar/design-system/remote-kit/testing';

afterEach(() => cleanup());

// The BFF of the component tests: MSW handlers (design-system/src/remote-kit/msw.ts).
listenWithMsw();

// Embla (the dashboard's quota carousel) watches its slides with these observers, which jsdom
// lacks; in jsdom nothing has a size to observe, so observers that never report are faithful.
class SilentObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver ??= SilentObserver as unknown as typeof IntersectionObserver;
globalThis.ResizeObserver ??= SilentObserver as unknown as typeof ResizeObserver;
