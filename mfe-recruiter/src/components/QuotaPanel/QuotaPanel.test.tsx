import { mswServer, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { handlers } from '../../mocks/handlers';
import { quotaUsageFixture } from '../../mocks/quotaFixtures';
import { QuotaPanel } from './QuotaPanel';

describe('QuotaPanel', () => {
  it('shows the same figures as /quota-usage in the carousel, linked to it', async () => {
    mswServer.use(handlers.quotaUsage(quotaUsageFixture({ resumeViews: 165 })));
    renderPage('/recruiter-dashboard', <QuotaPanel />);
    // the loading state is a region of that name too: the carousel is there once its link is
    await screen.findByRole('link', { name: 'View quota usage' });
    const carousel = screen.getByRole('region', { name: 'Your quotas' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const views = within(carousel).getAllByRole('listitem')[1]!;
    expect(views).toHaveAttribute('aria-label', '2 of 3: Resume views');
    expect(views).toHaveTextContent('165 of 1,000 used');
    expect(views).toHaveTextContent('835 left (16% used)');
    expect(views).toHaveTextContent('Resets on 1 Dec 2026');
    expect(within(carousel).getByRole('link', { name: 'View quota usage' })).toHaveAttribute(
      'href',
      '/quota-usage',
    );
  });

  it('shows skeletons while loading', async () => {
    mswServer.use(handlers.quotaUsageLoading());
    renderPage('/recruiter-dashboard', <QuotaPanel />);
    expect(await screen.findByRole('status', { name: 'Loading your quotas' })).toBeVisible();
  });

  it('shows the error with Retry, which loads the quotas', async () => {
    const user = userEvent.setup();
    mswServer.use(
      handlers.quotaUsageFailed(500, 'Database unavailable', { once: true }),
      handlers.quotaUsage(),
    );
    renderPage('/recruiter-dashboard', <QuotaPanel />);
    expect(await screen.findByText('Error: Database unavailable')).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'View quota usage' })).toBeVisible();
    expect(screen.getByText('164 of 1,000 used')).toBeVisible();
  });
});
