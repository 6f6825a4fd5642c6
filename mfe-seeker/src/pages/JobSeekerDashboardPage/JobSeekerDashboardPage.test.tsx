import { useSession } from '@rozgar/design-system';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTestQueryClient,
  mswServer,
  recordRequests,
  renderPage,
} from '@rozgar/design-system/remote-kit/testing';
import { profileQuery, seekerQueryKeys } from '../../data/queries';
import { emailPreferenceHandlers } from '../../mocks/emailPreferenceHandlers';
import { jobAlertHandlers } from '../../mocks/jobAlertHandlers';
import { handlers } from '../../mocks/handlers';
import {
  answerFixture,
  emptyProfileFixture,
  profileFixture,
  resumeFixture,
} from '../../mocks/profileFixtures';
import type { ProfileAnswer, SectionAnswer } from '../../profile/profileApi';
import { JobSeekerDashboardPage } from './JobSeekerDashboardPage';

const initialSession = useSession.getState();
const seeker = { id: 's1', email: 'seeker@example.com', role: 'Job Seeker', name: 'Asha Verma' };

const renderDashboard = (url = '/job-seeker-dashboard') =>
  renderPage('/job-seeker-dashboard', <JobSeekerDashboardPage />, url);

beforeEach(() => {
  useSession.setState(initialSession, true);
  Element.prototype.scrollIntoView = vi.fn();
  // A signed-in seeker with a full profile, unless a test answers otherwise.
  mswServer.use(
    handlers.me(seeker),
    handlers.profile(answerFixture(profileFixture(), 92)),
    ...emailPreferenceHandlers.stored(),
    ...jobAlertHandlers(),
  );
});

afterEach(() => {
  cleanup();
});

describe('JobSeekerDashboardPage', () => {
  it('asks a visitor who is not logged in to log in and come back', async () => {
    mswServer.use(handlers.me(null));
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Please login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=/job-seeker-dashboard',
    );
  });

  it('shows a load error without a server text as "Error: " and the default, and retries', async () => {
    mswServer.use(
      handlers.answers('get', '/api/profile', 'Bad gateway', { status: 502, once: true }),
      handlers.profile(answerFixture()),
    );
    renderDashboard();
    expect(await screen.findByText('Error: Request timed out or failed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Asha Verma' }),
    ).toBeInTheDocument();
  });

  it('falls back to "Request timed out or failed" when the network fails', async () => {
    mswServer.use(handlers.unreachable('get', '/api/profile'));
    renderDashboard();
    expect(await screen.findByText('Error: Request timed out or failed')).toBeInTheDocument();
  });

  it('says "No data available" when there is no profile', async () => {
    mswServer.use(handlers.refuses('get', '/api/profile', 'Profile not found', { status: 404 }));
    renderDashboard();
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('has View & Edit and Activity insights tabs', async () => {
    const user = userEvent.setup();
    mswServer.use(
      handlers.insights({
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
    mswServer.use(handlers.profile(answerFixture(emptyProfileFixture(), 17)));
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
    // The job alerts and the e-mail switches follow the profile's sections.
    const alerts = screen.getByRole('region', { name: 'Job alerts' });
    expect(
      await within(alerts).findByRole('heading', { name: 'No job alerts yet' }),
    ).toBeInTheDocument();
    const mail = screen.getByRole('region', { name: 'E-mail notifications' });
    expect(
      await within(mail).findByRole('switch', { name: 'Changes to my applications’ status' }),
    ).toBeChecked();
  });

  it('shows the uploaded resume in the Resume section', async () => {
    mswServer.use(
      handlers.profile({
        ...answerFixture(),
        resume: resumeFixture({
          filename: 'asha-cv.pdf',
          size: 120 * 1024,
          uploaded_at: '2026-11-20T10:00:00.000Z',
        }),
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
    renderDashboard('/job-seeker-dashboard#key-skills');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Key skills' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('scrolls to a section from the quick-links sidebar', async () => {
    const user = userEvent.setup();
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
      'Job alerts',
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
    mswServer.use(
      handlers.profile(start),
      handlers.answers(
        'post',
        '/api/profile/sections/employment',
        {
          profile: {
            ...start.profile,
            employment: [
              {
                id: '6650f1a2c3d4e5f6b0000009',
                company: 'TCS',
                jobTitle: 'Analyst',
                duration: '',
                description: '',
              },
            ],
          },
          completeness: { filled: 3, total: 12, percent: 25, missing: [] },
        } satisfies SectionAnswer,
        { status: 201 },
      ),
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
    const saved: ProfileAnswer = {
      profile: { ...start.profile, skills: ['React'] },
      completeness: { filled: 3, total: 12, percent: 25, missing: [] },
      resume: null,
    };
    mswServer.use(handlers.profile(start), handlers.answers('patch', '/api/profile', saved));
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
    const requests = recordRequests();
    const client = createTestQueryClient();
    await client.prefetchQuery(profileQuery());
    expect(requests.callsTo('GET', '/api/profile')).toHaveLength(1);

    renderPage('/job-seeker-dashboard', <JobSeekerDashboardPage />, undefined, client);
    expect(await screen.findByRole('progressbar', { name: /Profile completion/ })).toHaveAttribute(
      'aria-valuenow',
      '92',
    );
    expect(screen.queryByText('Loading your profile')).not.toBeInTheDocument();
    expect(requests.callsTo('GET', '/api/profile')).toHaveLength(1);
  });
});
