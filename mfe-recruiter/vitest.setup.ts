// Cleanup after each test, Testing Library's waiting time and the MSW handlers every package's
// component tests share.
import '@rozgar/design-system/remote-kit/test-setup';

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
