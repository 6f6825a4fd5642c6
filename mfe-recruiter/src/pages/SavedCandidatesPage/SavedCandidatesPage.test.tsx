import { useSession } from '@rozgar/design-system';
import {
  createTestQueryClient,
  mswServer,
  recordRequests,
  renderPage,
} from '@rozgar/design-system/remote-kit/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { candidateFixture, RECRUITER } from '../../mocks/fixtures';
import { folderFixture, folderHandlers } from '../../mocks/folderHandlers';
import { failure, handlers } from '../../mocks/handlers';
import { RecruiterDashboardPage } from '../RecruiterDashboardPage/RecruiterDashboardPage';
import { SavedCandidatesPage } from './SavedCandidatesPage';

const initialSession = useSession.getState();

beforeEach(() => {
  useSession.setState({ ...initialSession, status: 'authenticated', user: RECRUITER }, true);
});

const ANITA = candidateFixture('u1', {
  full_name: 'Anita Desai',
  curr_role: 'QA Engineer',
  address: 'Baner, Pune',
  experience: 6,
  skills: ['Selenium', 'Java', 'SQL', 'Jenkins', 'Cypress'],
  education: 'B.E',
  saved: true,
  resume_link: '/api/candidates/u1/resume',
});
const VIKRAM = candidateFixture('u2', {
  full_name: 'Vikram Rao',
  skills: ['Go', 'Kubernetes'],
  saved: true,
});

function setup(...answers: RequestHandler[]) {
  mswServer.use(...answers);
  const api = recordRequests();
  const user = userEvent.setup();
  renderPage('/saved-candidates', <SavedCandidatesPage />);
  return { api, user };
}

describe('SavedCandidatesPage', () => {
  it('lists the saved candidates with their first three skills and a pressed star each', async () => {
    setup(handlers.savedCandidates([ANITA, VIKRAM]));

    const anita = await screen.findByRole('article', { name: 'Anita Desai' });
    expect(within(anita).getByText('QA Engineer')).toBeVisible();
    expect(within(anita).getByText('Baner, Pune')).toBeVisible();
    expect(within(anita).getByText('6 years')).toBeVisible();
    expect(within(anita).getByText('Selenium, Java, SQL +2 more')).toBeVisible();
    const star = within(anita).getByRole('button', { name: 'Save Anita Desai' });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    // The tooltip says what the name says (no "Unsave" beside "Save Anita Desai").
    expect(star).toHaveAttribute('title', 'Save Anita Desai');
    expect(within(anita).getByRole('link', { name: 'View Resume' })).toHaveAttribute(
      'href',
      '/api/candidates/u1/resume',
    );
    const vikram = screen.getByRole('article', { name: 'Vikram Rao' });
    expect(within(vikram).getByText('Go, Kubernetes')).toBeVisible();
    expect(within(vikram).queryByRole('link')).toBeNull();
  });

  it('unsaves with the star and saves again with a second press', async () => {
    const { api, user } = setup(
      handlers.savedCandidates([ANITA, VIKRAM]),
      handlers.candidateSaved(),
    );
    const star = await screen.findByRole('button', { name: 'Save Anita Desai' });

    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('Anita Desai removed from saved candidates')).toBeVisible();
    expect(api.callsTo('DELETE', `/api/saved-candidates/${ANITA.id}`)).toHaveLength(1);

    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Anita Desai saved')).toBeVisible();
    expect(api.callsTo('PUT', `/api/saved-candidates/${ANITA.id}`)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Save Vikram Rao' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('keeps an unsaved card until the page is left; shown again within 30 s, it asks again and the card is gone', async () => {
    mswServer.use(
      handlers.savedCandidates([ANITA, VIKRAM], { once: true }),
      handlers.savedCandidates([VIKRAM]),
      handlers.candidateSaved(),
    );
    const api = recordRequests();
    const user = userEvent.setup();
    const client = createTestQueryClient();
    const first = renderPage('/saved-candidates', <SavedCandidatesPage />, undefined, client);
    await user.click(await screen.findByRole('button', { name: 'Save Anita Desai' }));
    expect(await screen.findByText('Anita Desai removed from saved candidates')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save Anita Desai' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(api.callsTo('GET', '/api/saved-candidates')).toHaveLength(1);
    first.unmount();

    renderPage('/saved-candidates', <SavedCandidatesPage />, undefined, client);
    expect(await screen.findByRole('button', { name: 'Save Vikram Rao' })).toBeVisible();
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Save Anita Desai' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('GET', '/api/saved-candidates')).toHaveLength(2);
  });

  it("shares one answer with the dashboard's panel, which counts an unsave when shown again", async () => {
    mswServer.use(
      handlers.recruiterJobs([]),
      handlers.quotaUsage(),
      handlers.savedCandidates([ANITA, VIKRAM], { once: true }),
      handlers.savedCandidates([VIKRAM]),
      handlers.candidateSaved(),
    );
    const api = recordRequests();
    const user = userEvent.setup();
    const client = createTestQueryClient();
    const dashboard = renderPage(
      '/recruiter-dashboard',
      <RecruiterDashboardPage />,
      undefined,
      client,
    );
    expect(await screen.findByText('2 saved in all.')).toBeVisible();
    dashboard.unmount();

    const saved = renderPage('/saved-candidates', <SavedCandidatesPage />, undefined, client);
    await user.click(screen.getByRole('button', { name: 'Save Anita Desai' }));
    expect(await screen.findByText('Anita Desai removed from saved candidates')).toBeVisible();
    expect(api.callsTo('GET', '/api/saved-candidates')).toHaveLength(1);
    saved.unmount();

    renderPage('/recruiter-dashboard', <RecruiterDashboardPage />, undefined, client);
    expect(await screen.findByText('1 saved in all.')).toBeVisible();
    expect(api.callsTo('GET', '/api/saved-candidates')).toHaveLength(2);
  });

  it('puts the star back and says why when removing fails', async () => {
    const { user } = setup(
      handlers.savedCandidates([ANITA]),
      failure('delete', `/api/saved-candidates/${ANITA.id}`, 500, {
        error: 'Database unavailable',
      }),
    );
    const star = await screen.findByRole('button', { name: 'Save Anita Desai' });
    await user.click(star);
    expect(
      await screen.findByText('Failed to remove candidate: Database unavailable'),
    ).toBeVisible();
    expect(star).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when no candidate is saved yet', async () => {
    setup(handlers.savedCandidates([]));
    expect(await screen.findByRole('heading', { name: 'No candidates saved yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Search resumes' })).toHaveAttribute(
      'href',
      '/search-resume',
    );
  });

  it('shows a failed load and the login prompt when the session is gone', async () => {
    setup(failure('get', '/api/saved-candidates', 500, { error: 'Database unavailable' }));
    expect(await screen.findByText('Error: Database unavailable')).toHaveAttribute('role', 'alert');
    cleanup();

    setup(failure('get', '/api/saved-candidates', 401, { error: 'Not logged in' }));
    expect(
      await screen.findByRole('heading', { name: 'Please log in to see your saved candidates.' }),
    ).toBeVisible();
  });
});

describe('SavedCandidatesPage folders', () => {
  it("adds a saved candidate to one of the recruiter's Resdex folders", async () => {
    const folder = folderFixture('Shortlist');
    const { api, user } = setup(
      handlers.savedCandidates([ANITA]),
      ...folderHandlers.folders([folder]),
    );
    const anita = await screen.findByRole('article', { name: 'Anita Desai' });
    await user.click(within(anita).getByRole('button', { name: 'Add to folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Anita Desai to a folder' });
    await within(dialog).findByRole('combobox', { name: /Folder/ });
    await user.click(within(dialog).getByRole('button', { name: 'Add to folder' }));
    expect(await screen.findByText('Added Anita Desai to "Shortlist"')).toBeVisible();
    expect(
      api.callsTo('PUT', `/api/resdex-folders/${folder.id}/candidates/${ANITA.id}`),
    ).toHaveLength(1);
  });
});
