import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { listenWithMsw } from '../remote-kit/msw';

afterEach(() => {
  cleanup();
});

// The BFF of the component tests: MSW handlers (../remote-kit/msw.ts).
listenWithMsw();
