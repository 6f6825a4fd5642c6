import { useSession } from '@rozgar/design-system';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { profileQuery, seekerQueryKeys } from '../../data/queries';
import { profileApiDouble, type ProfileApiRoute } from '../../test/profileApiDouble';
import { answerFixture, emptyProfileFixture, profileFixture } from '../../mocks/profileFixtures';
import { JobSeekerDashboardPage } from './JobSeekerDashboardPage';

const initialSession = useSession.getState();
const seeker = { id: 's1', email: 'seeker@example.com', role: 'Job Seeker', name: 'Asha Verma' };

function api(routes: Record<string, ProfileApiRoute> = {}) {
  return profileApiDouble({
    'GET /api/me': { body: { user: seeker } },
    'GET /api/profile': { body: answerFixture(profileFixture(), 92) },
    ...routes,
  });
}

const renderDashboard = (url = '/job-seeker-dashboard') =>
  renderPage('/job-seeker-dashboard', <JobSeekerDashboardPage />, url);

beforeEach(() => {
  useSession.setState(initialSession, true);
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('JobSeekerDashboardPage', () => {
  it('asks a visitor who is not logged in to log in and come back', async () => {
    vi.stubGlobal(
      'fetch',
      api({ 'GET /api/me': { status: 401, body: { error: 'Not logged in' } } }),
    );
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Please login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=/job-seeker-dashboard',
    );
  });

  it('shows a load error without a server text as "Error: " and the default, and retries', async () => {
    vi.stubGlobal(
      'fetch',
      api({
        'GET /api/profile': [{ status: 502, body: 'Bad gateway' }, { body: answerFixture() }],
      }),
    );
    renderDashboard();
    expect(await screen.findByText('Error: Request timed out or failed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Asha Verma' }),
    ).toBeInTheDocument();
  });

  it('falls back to "Request timed out or failed" when the network fails', async () => {
    const network = api();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input) === '/api/profile') throw new TypeError('Failed to fetch');
        return network(input, init);
      }),
    );
    renderDashboard();
    expect(await screen.findByText('Error: Request timed out or failed')).toBeInTheDocument();
  });

  it('says "No data available" when there is no profile', async () => {
    vi.stubGlobal(
      'fetch',
      api({ 'GET /api/profile': { status: 404, body: { error: 'Profile not found' } } }),
    );
    renderDashboard();
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('has View & Edit and Activity insights tabs', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      api({
        'GET /api/profile/insights': {
          body: {
            applications_by_status: {
              applied: 1,
              under_review: 0,
              interview: 0,
              accepted: 0,
              rejected: 0,
            },
            applications_by_week: [{ week_start: '2026-11-16', count: 1 }],
            saved_jobs: 2,
            completeness_history: [{ at: '2026-11-20T10:00:00Z', percent: 92 }],
          },
        },
      }),
    );
    renderDashboard();
    const viewTab = await screen.findByRole('tab', { name: 'View & Edit' });
    expect(viewTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'View & Edit' })).toBeInTheDocument();

    await user.click(viewTab);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Activity insights' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      await screen.findByRole('figure', { name: 'Applications by status' }),
    ).toBeInTheDocument();
  });

  it('shows every section with its empty text for a new profile', async () => {
    vi.stubGlobal(
      'fetch',
      api({ 'GET /api/profile': { body: answerFixture(emptyProfileFixture(), 17) } }),
    );
    renderDashboard();
    await screen.findByRole('tab', { name: 'View & Edit' });
    const texts: Array<[string, string]> = [
      ['Key skills', 'No skills added'],
      ['Languages', 'No languages added'],
      ['Internships', 'No internships added'],
      ['Projects', 'No projects added'],
      ['Employment', 'No employment history added'],
      ['Academic Achievements', 'No academic achievements added'],
      ['Resume', 'No resume uploaded'],
      ['Profile summary', 'Not specified'],
    ];
    for (const [section, text] of texts) {
      expect(screen.getByRole('region', { name: section })).toHaveTextContent(text);
    }
    expect(screen.getByRole('link', { name: 'Upload resume' })).toHaveAttribute('href', '/resume');
  });

  it('shows the uploaded resume in the Resume section', async () => {
    vi.stubGlobal(
      'fetch',
      api({
        'GET /api/profile': {
          body: {
            ...answerFixture(),
            resume: {
              id: 'r1',
              filename: 'asha-cv.pdf',
              content_type: 'application/pdf',
              size: 120 * 1024,
              uploaded_at: '2026-11-20T10:00:00Z',
              has_text: true,
            },
          },
        },
      }),
    );
    renderDashboard();
    const resume = await screen.findByRole('region', { name: 'Resume' });
    expect(resume).toHaveTextContent('asha-cv.pdf · 120 kB · uploaded 20 Nov 26');
    expect(within(resume).getByRole('link', { name: 'Manage resume' })).toHaveAttribute(
      'href',
      '/resume',
    );
  });

  it('opens the section the URL hash names, focusing its heading', async () => {
    vi.stubGlobal('fetch', api());
    renderDashboard('/job-seeker-dashboard#key-skills');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Key skills' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('scrolls to a section from the quick-links sidebar', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', api());
    renderDashboard();
    const sidebar = await screen.findByRole('navigation', { name: 'Quick links' });
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Preference',
      'Education',
      'Key skills',
      'Languages',
      'Internships',
      'Projects',
      'Employment',
      'Academic Achievements',
      'Profile summary',
      'Resume',
    ]);
    await user.click(within(sidebar).getByRole('link', { name: 'Employment' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Employment' })).toHaveFocus();
    await user.click(within(sidebar).getByRole('link', { name: 'Projects' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Projects' })).toHaveFocus();
    await user.click(within(sidebar).getByRole('link', { name: 'Employment' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Employment' })).toHaveFocus();
    // The same link again (the hash does not change) still brings the reader there.
    await user.click(within(sidebar).getByRole('link', { name: 'Employment' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Employment' })).toHaveFocus();
  });

  it('updates the completion ring from the answer of a section write', async () => {
    const user = userEvent.setup();
    const start = answerFixture(emptyProfileFixture(), 17);
    vi.stubGlobal(
      'fetch',
      api({
        'GET /api/profile': { body: start },
        'POST /api/profile/sections/employment': {
          status: 201,
          body: {
            profile: {
              ...start.profile,
              employment: [
                { id: 'e9', company: 'TCS', jobTitle: 'Analyst', duration: '', description: '' },
              ],
            },
            completeness: { filled: 3, total: 12, percent: 25, missing: [] },
          },
        },
      }),
    );
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Add employment' }));
    const dialog = screen.getByRole('dialog', { name: 'Add employment' });
    await user.type(within(dialog).getByLabelText('Company', { exact: false }), 'TCS');
    await user.type(within(dialog).getByLabelText('Job title', { exact: false }), 'Analyst');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: /Profile completion/ })).toHaveAttribute(
        'aria-valuenow',
        '25',
      ),
    );
    expect(screen.getByRole('region', { name: 'Employment' })).toHaveTextContent('Analyst · TCS');
  });

  it('puts a saved profile into the portal cache (the home board) and marks the job details (skill match) stale', async () => {
    const user = userEvent.setup();
    const start = answerFixture(emptyProfileFixture(), 17);
    const saved = {
      profile: { ...start.profile, skills: ['React'] },
      completeness: { filled: 3, total: 12, percent: 25, missing: [] },
    };
    vi.stubGlobal(
      'fetch',
      api({
        'GET /api/profile': { body: start },
        'PATCH /api/profile': { body: saved },
      }),
    );
    const client = createTestQueryClient();
    client.setQueryData(seekerQueryKeys.job('j1'), { id: 'j1' });
    renderPage('/job-seeker-dashboard', <JobSeekerDashboardPage />, undefined, client);
    await user.click(await screen.findByRole('button', { name: 'Edit key skills' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit key skills' });
    await user.type(within(dialog).getByLabelText('Add a skill'), 'React');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(client.getQueryData(seekerQueryKeys.profile)).toMatchObject({
        completeness: { percent: 25 },
      }),
    );
    expect(client.getQueryState(seekerQueryKeys.job('j1'))?.isInvalidated).toBe(true);
  });

  it('shows the profile the home just loaded at once, without asking for it again', async () => {
    const routes = api();
    vi.stubGlobal('fetch', routes);
    const client = createTestQueryClient();
    await client.prefetchQuery(profileQuery());
    const asked = routes.requests.filter((request) => request.url === '/api/profile').length;
    expect(asked).toBe(1);

    renderPage('/job-seeker-dashboard', <JobSeekerDashboardPage />, undefined, client);
    expect(await screen.findByRole('progressbar', { name: /Profile completion/ })).toHaveAttribute(
      'aria-valuenow',
      '92',
    );
    expect(screen.queryByText('Loading your profile')).not.toBeInTheDocument();
    expect(routes.requests.filter((request) => request.url === '/api/profile')).toHaveLength(1);
  });
});
