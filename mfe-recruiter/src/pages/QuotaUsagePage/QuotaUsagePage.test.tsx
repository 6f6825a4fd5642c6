import { useSession } from '@rozgar/design-system';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { RECRUITER } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { quotaUsageFixture } from '../../mocks/quotaFixtures';
import { QuotaUsagePage } from './QuotaUsagePage';

const initialSession = useSession.getState();

beforeEach(() => {
  useSession.setState({ ...initialSession, status: 'authenticated', user: RECRUITER }, true);
});

function setup(...answers: RequestHandler[]) {
  mswServer.use(...answers);
  const api = recordRequests();
  renderPage('/quota-usage', <QuotaUsagePage />);
  return { api, user: userEvent.setup() };
}

describe('QuotaUsagePage', () => {
  it('shows each quota used of its limit, what is left, its reset and its last 30 days', async () => {
    const { api } = setup(handlers.quotaUsage());
    const views = await screen.findByRole('region', { name: 'Resume views' });
    expect(within(views).getByText('164 of 1,000 used')).toBeVisible();
    expect(within(views).getByText('836 left (16% used)')).toBeVisible();
    expect(within(views).getByText('Resets on 1 Dec 2026')).toBeVisible();
    expect(within(views).getByText('Available')).toBeVisible();
    expect(within(views).getByRole('progressbar', { name: 'Resume views used' })).toHaveAttribute(
      'value',
      '164',
    );
    expect(
      within(views).getByRole('figure', { name: 'Resumes opened per day, last 30 days' }),
    ).toBeVisible();

    const invites = screen.getByRole('region', { name: 'Candidate invites' });
    expect(within(invites).getByText('9,984 of 10,000 used')).toBeVisible();
    expect(within(invites).getByText('16 left (99% used)')).toBeVisible();
    expect(within(invites).getByText('Running low')).toBeVisible();

    const postings = screen.getByRole('region', { name: 'Job postings' });
    expect(within(postings).getByText('7 of 10 used')).toBeVisible();
    expect(
      within(postings).getByText('A posting frees up when one of your jobs closes or expires'),
    ).toBeVisible();
    expect(screen.getByText(/Your plan: 10 open jobs, 1,000 resume views/)).toBeVisible();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain(
      'GET /api/recruiter/quota-usage',
    );
  });

  it('says a quota is used up', async () => {
    setup(handlers.quotaUsage(quotaUsageFixture({ resumeViews: 1000 })));
    const views = await screen.findByRole('region', { name: 'Resume views' });
    expect(within(views).getByText('Used up')).toBeVisible();
    expect(within(views).getByText('0 left (100% used)')).toBeVisible();
  });

  it('shows skeletons while loading, under the heading', async () => {
    setup(handlers.quotaUsageLoading());
    expect(await screen.findByRole('status', { name: 'Loading your quota usage' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Quota usage' })).toBeVisible();
  });

  it('shows the server’s error with Retry, which loads the quotas', async () => {
    const { user } = setup(
      handlers.quotaUsageFailed(500, 'Database unavailable', { once: true }),
      handlers.quotaUsage(),
    );
    expect(await screen.findByText('Error: Database unavailable')).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Resume views' })).toBeVisible();
  });

  it('asks a visitor whose session ended to log in', async () => {
    setup(handlers.quotaUsageFailed(401, 'Not logged in'));
    expect(
      await screen.findByRole('heading', { name: 'Please log in to see your quota usage.' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=/quota-usage',
    );
  });
});
