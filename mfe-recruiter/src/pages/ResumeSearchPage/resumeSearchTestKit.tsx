import { useSession } from '@rozgar/design-system';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { candidateFixture, RECRUITER, searchResultFixture } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { ResumeSearchPage } from './ResumeSearchPage';

/*
 * What the tests of the resume search page and its parts share: a signed-in recruiter, two
 * candidates found, and the page rendered on /search-resume.
 */

export const initialSession = useSession.getState();

/** A recruiter signed in (each test's `beforeEach`). */
export function signInRecruiter() {
  useSession.setState({ ...initialSession, status: 'authenticated', user: RECRUITER }, true);
}

export const RAHUL = candidateFixture('u1', {
  full_name: 'Rahul Sharma',
  curr_role: 'Data Analyst',
  address: 'Koregaon Park, Pune',
  experience: 4,
  skills: ['SQL', 'Python', 'Power BI'],
  education: 'MCA',
  resume_link: '/api/candidates/u1/resume',
});
export const MEERA = candidateFixture('u2', {
  full_name: 'meera Iyer',
  saved: true,
  experience: 1,
});

/**
 * The BFF of these tests: no searches yet, and Rahul and Meera found, with `overrides` answering
 * first. Returns the requests the page sends.
 */
export function routes(...overrides: RequestHandler[]) {
  mswServer.use(
    handlers.candidateSearches(),
    handlers.candidateSearch(searchResultFixture([RAHUL, MEERA])),
  );
  mswServer.use(...overrides);
  return recordRequests();
}

export type User = ReturnType<typeof userEvent.setup>;

/** The BFF answering as `routes` does, and /search-resume rendered. */
export function setup(...overrides: RequestHandler[]) {
  const api = routes(...overrides);
  const user = userEvent.setup();
  renderPage('/search-resume', <ResumeSearchPage />);
  return { api, user };
}

export const sectionButton = (name: string) =>
  screen.findByRole('button', { name: new RegExp(name) });
export const chip = (group: string, name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('button', { name });

export async function openSection(user: User, name: string) {
  const button = await sectionButton(name);
  if (button.getAttribute('aria-expanded') === 'false') await user.click(button);
}
