import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RedirectDestination } from '../../../.storybook/RedirectDestination';
import { RECRUITER, SEEKER, sessionLoading, signedInAs } from '../../../.storybook/session';

/** Renders `page` at `path`; any other path shows where the page redirected to. */
export function renderWithRedirects(path: string, page: ReactElement) {
  return () => (
    <Routes>
      <Route path={path} element={page} />
      <Route path="*" element={<RedirectDestination />} />
    </Routes>
  );
}

/** The pages that send each role elsewhere (/, /dashboard): signed out, by role, session loading. */
export const roleRedirectStories = {
  SignedOut: {},
  Seeker: { beforeEach: () => signedInAs(SEEKER) },
  Recruiter: { beforeEach: () => signedInAs(RECRUITER) },
  SessionLoading: { beforeEach: sessionLoading },
};
