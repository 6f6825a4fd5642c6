// Cleanup after each test, Testing Library's waiting time and the MSW handlers every package's
// component tests share.
import '@rozgar/design-system/remote-kit/test-setup';
