import { tokens, useSession } from '@rozgar/design-system';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FakeEventSource,
  mswServer,
  recordRequests,
  renderPage,
} from '@rozgar/design-system/remote-kit/testing';
import { NOTIFICATION_EVENTS_PATH } from '@rozgar/contracts/vocabularies';
import type { ApplicationStatus } from '@rozgar/contracts/vocabularies';
import { http, HttpResponse } from 'msw';
import type { Application } from '../../jobs/seekerJobsApi';
import { handlers } from '../../mocks/handlers';
import { applicationFixture, jobId, RECRUITER, SEEKER } from '../../mocks/jobFixtures';
import { ApplicationTrackingPage } from './ApplicationTrackingPage';

const initialSession = useSession.getState();

const application = (n: number, status: ApplicationStatus, overrides: Partial<Application> = {}) =>
  applicationFixture(n, { status, job_title: `Job ${n}`, company: `Company ${n}`, ...overrides });

beforeEach(() => {
  useSession.setState({ ...initialSession, status: 'authenticated', user: SEEKER }, true);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeEventSource.reset();
});

describe('ApplicationTrackingPage', () => {
  it("sends a recruiter to their own application tracking, asking nothing of the seekers' API", async () => {
    useSession.setState({ ...initialSession, status: 'authenticated', user: RECRUITER }, true);
    const api = recordRequests();
    renderPage('/application-tracking', <ApplicationTrackingPage />);
    expect(
      await screen.findByRole('link', { name: 'Open your application tracking' }),
    ).toHaveAttribute('href', '/recruiter/application-tracking');
    expect(api.calls.filter((call) => call.path === '/api/applications')).toEqual([]);
  });

  it('shows a status change live: an application_status notification asks for the applications again', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let status: ApplicationStatus = 'applied';
    mswServer.use(
      http.get('/api/applications', () =>
        HttpResponse.json({ applications: [application(1, status)] }),
      ),
    );
    const api = recordRequests();
    renderPage('/application-tracking', <ApplicationTrackingPage />);
    const shownStatus = () =>
      screen.getByText('Status:').parentElement!.querySelector('[data-tone]')!.textContent;
    await screen.findByRole('article');
    expect(shownStatus()).toBe('Applied');
    const [source] = FakeEventSource.open(NOTIFICATION_EVENTS_PATH);
    const notification = {
      id: '6750f1a2c3d4e5f600000001',
      title: 'Your application for Job 1 is now Interviewing',
      body: '',
      link: '/application-tracking',
      read: false,
      created_at: '2026-11-25T09:00:00.000Z',
    };
    // Another kind of notification changes nothing here.
    source!.emit(
      { type: 'notification', notification: { ...notification, type: 'job_match' }, unread: 1 },
      'notification',
    );
    status = 'interview';
    source!.emit(
      {
        type: 'notification',
        notification: { ...notification, type: 'application_status' },
        unread: 2,
      },
      'notification',
    );
    await waitFor(() => expect(shownStatus()).toBe('Interviewing'));
    expect(api.callsTo('GET', '/api/applications')).toHaveLength(2);
  });

  it('shows each status as its seeker label in its colour', async () => {
    mswServer.use(
      handlers.applications([
        application(1, 'applied'),
        application(2, 'under_review'),
        application(3, 'interview'),
        application(4, 'rejected'),
        application(5, 'accepted'),
      ]),
    );
    renderPage('/application-tracking', <ApplicationTrackingPage />);

    const cards = await screen.findAllByRole('article');
    const badges = cards.map((card) => {
      const badge = within(card).getByText('Status:').parentElement!.querySelector('[data-tone]')!;
      return [badge.textContent, badge.getAttribute('data-tone'), getComputedStyle(badge).color];
    });
    expect(badges).toEqual([
      ['Applied', 'yellow', tokens.tone.yellow.foreground],
      ['Shortlisted', 'orange', tokens.tone.orange.foreground],
      ['Interviewing', 'blue', tokens.tone.blue.foreground],
      ['Rejected', 'red', tokens.tone.red.foreground],
      ['Selected', 'green', tokens.tone.green.foreground],
    ]);
  });

  it('shows a rejection by the pre-screening criteria as Not selected in neutral grey, in its history too', async () => {
    const at = '2026-11-20T10:00:00.000Z';
    mswServer.use(
      handlers.applications([
        application(1, 'rejected', {
          screened_out: true,
          history: [
            { status: 'applied', at },
            { status: 'rejected', at, screened_out: true },
          ],
        }),
      ]),
    );
    renderPage('/application-tracking', <ApplicationTrackingPage />);

    const card = await screen.findByRole('article');
    const badge = within(card).getByText('Status:').parentElement!.querySelector('[data-tone]')!;
    expect([badge.textContent, badge.getAttribute('data-tone')]).toEqual([
      'Not selected',
      'neutral',
    ]);
    expect(
      within(within(card).getByRole('list', { name: 'Status history of Job 1' })).getByText(
        'Not selected',
      ),
    ).toBeVisible();
    expect(card).not.toHaveTextContent('Rejected');
  });

  it('shows title, company, date applied and the status history as an ordered timeline', async () => {
    mswServer.use(
      handlers.applications([
        application(1, 'interview', {
          job_title: 'Data Analyst',
          company: 'Zomato',
          applied_at: '2026-10-05T10:00:00.000Z',
          history: [
            { status: 'applied', at: '2026-10-05T10:00:00.000Z' },
            { status: 'under_review', at: '2026-10-09T10:00:00.000Z' },
            { status: 'interview', at: '2026-10-15T10:00:00.000Z' },
          ],
        }),
      ]),
    );
    renderPage('/application-tracking', <ApplicationTrackingPage />);

    const card = await screen.findByRole('article', { name: 'Data Analyst' });
    expect(within(card).getByRole('link', { name: 'Data Analyst' })).toHaveAttribute(
      'href',
      `/job-details/${jobId(1)}`,
    );
    expect(within(card).getByText(/Zomato/)).toHaveTextContent('Zomato · Pune');
    expect(within(card).getByText(/Applied on/)).toHaveTextContent('Applied on 05 Oct 26');

    const timeline = within(card).getByRole('list', { name: 'Status history of Data Analyst' });
    expect(timeline.tagName).toBe('OL');
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Applied05 Oct 26',
      'Shortlisted09 Oct 26',
      'Interviewing15 Oct 26',
    ]);
    expect(within(steps[2]!).getByText('15 Oct 26')).toHaveAttribute(
      'datetime',
      '2026-10-15T10:00:00.000Z',
    );
  });

  it('says Unknown Job and Unknown Company when the job is gone', async () => {
    mswServer.use(
      handlers.applications([application(9, 'applied', { job_title: null, company: null })]),
    );
    renderPage('/application-tracking', <ApplicationTrackingPage />);
    const card = await screen.findByRole('article', { name: 'Unknown Job' });
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card).getByText(/Unknown Company/)).toBeInTheDocument();
  });

  it('shows "No applications yet" when there are none', async () => {
    mswServer.use(handlers.applications([]));
    renderPage('/application-tracking', <ApplicationTrackingPage />);
    expect(await screen.findByRole('heading', { name: 'No applications yet' })).toBeInTheDocument();
  });

  it('shows "Error: " with the message and Retry', async () => {
    mswServer.use(
      handlers.refuses('get', '/api/applications', 'Database unavailable', { once: true }),
      handlers.applications([application(1, 'applied')]),
    );
    renderPage('/application-tracking', <ApplicationTrackingPage />);
    expect(await screen.findByText('Error: Database unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Job 1' })).toBeInTheDocument();
  });

  it('asks a visitor who is not logged in to log in, without asking for applications', async () => {
    useSession.setState({ status: 'unknown', user: null });
    mswServer.use(handlers.me(null));
    const api = recordRequests();
    renderPage('/application-tracking', <ApplicationTrackingPage />);
    expect(
      await screen.findByRole('heading', { name: 'Log in to track your applications' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=/application-tracking',
    );
    expect(api.callsTo('GET', '/api/applications')).toEqual([]);
  });

  it('turns a 401 from the server into the login prompt', async () => {
    mswServer.use(handlers.refuses('get', '/api/applications', 'Not logged in', { status: 401 }));
    renderPage('/application-tracking', <ApplicationTrackingPage />);
    expect(
      await screen.findByRole('heading', { name: 'Log in to track your applications' }),
    ).toBeInTheDocument();
  });
});
