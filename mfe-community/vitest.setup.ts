import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { listenWithMsw } from '@rozgar/design-system/remote-kit/testing';

afterEach(() => cleanup());

// The BFF of the component tests: MSW handlers (design-system/src/remote-kit/msw.ts).
listenWithMsw();
