import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { listenWithMsw } from './msw';

/*
 * The setup every package's component tests share (their vitest.setup.ts imports this module).
 */

afterEach(() => cleanup());

// `findBy…` and `waitFor` wait for what the user waits for; Testing Library's default of 1 s is
// less than a page's first render takes on a busy 2-core machine running two test workers. A
// state that never comes still fails, after 5 s.
configure({ asyncUtilTimeout: 5_000 });

// The BFF of the component tests: MSW handlers (./msw.ts).
listenWithMsw();
