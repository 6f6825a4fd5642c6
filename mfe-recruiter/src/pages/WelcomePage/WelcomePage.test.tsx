import { useSession } from '@rozgar/design-system';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { RECRUITER } from '../../mocks/fixtures';
import { welcomeFixture, welcomeHandlers } from '../../mocks/welcomeHandlers';
import { WelcomePage } from './WelcomePage';

const initialSession = useSession.getState();

beforeEach(() => {
  useSession.setState({ ...initialSession, status: 'authenticated', user: RECRUITER }, true);
});

function setup(...answers: RequestHandler[]) {
  mswServer.use(...answers);
  const api = recordRequests();
  renderPage('/welcome', <WelcomePage />);
  return { api, user: userEvent.setup() };
}

/** Each step's title and what it says, in order. */
function steps() {
  const list = screen.getByRole('list', { name: 'Getting started steps' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => [
      within(item).getByRole('heading', { level: 3 }).textContent,
      within(item).getByText(/^(Done|Not done yet)$/).textContent,
    ]);
}

describe('WelcomePage', () => {
  it('lists the steps from the account, says how many are done and links each to its page', async () => {
    const { api } = setup(
      welcomeHandlers.welcome(welcomeFixture(['company_profile', 'first_job'])),
    );
    expect(await screen.findByText('2 of 6 done')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      `Welcome to Rozgar, ${RECRUITER.name}`,
    );
    expect(steps()).toEqual([
      ['Create your company profile', 'Done'],
      ['Post your first job', 'Done'],
      ['Add pre-screening questions to a job', 'Not done yet'],
      ['Save your first Resdex search', 'Not done yet'],
      ['Create a Resdex folder', 'Not done yet'],
      ['Invite a sub-user', 'Not done yet'],
    ]);
    expect(screen.getByRole('link', { name: 'Create your company profile' })).toHaveAttribute(
      'href',
      '/company-profile',
    );
    expect(screen.getByRole('link', { name: 'Save your first Resdex search' })).toHaveAttribute(
      'href',
      '/search-resume',
    );
    expect(screen.getByRole('progressbar', { name: 'Getting started' })).toHaveAttribute(
      'value',
      '2',
    );
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/recruiter-dashboard',
    );
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain(
      'GET /api/recruiter/welcome',
    );
  });

  it('shows a skeleton while loading', async () => {
    setup(welcomeHandlers.welcomeLoading());
    expect(await screen.findByRole('status', { name: 'Loading your checklist' })).toBeVisible();
  });

  it('shows the server’s error with Retry, which loads the checklist', async () => {
    const { user } = setup(
      welcomeHandlers.welcomeFailed(500, 'Database unavailable', { once: true }),
      welcomeHandlers.welcome(),
    );
    expect(await screen.findByText('Error: Database unavailable')).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('0 of 6 done')).toBeVisible();
  });

  it('asks a visitor whose session ended to log in', async () => {
    setup(welcomeHandlers.welcomeFailed(401, 'Not logged in'));
    expect(
      await screen.findByRole('heading', { name: 'Please log in to get started.' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=/welcome',
    );
  });
});
