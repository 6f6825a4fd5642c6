import { useSession } from '@rozgar/design-system';
import { mswServer } from '@rozgar/design-system/remote-kit/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seekerNotifications } from '../../mocks/notificationFixtures';
import { notificationInbox } from '../../mocks/notificationHandlers';
import { renderShell } from '../../testing/renderShell';
import { TopNavigation } from './TopNavigation';

const initialSession = useSession.getState();

function signIn(role: string, name = 'Asha Verma') {
  act(() => {
    useSession.setState({
      status: 'authenticated',
      user: { id: 'u1', email: 'user@example.com', role, name },
    });
  });
}

function mainNav() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

beforeEach(() => {
  useSession.setState(initialSession, true);
  // The signed-in variants' bell asks for its notifications.
  mswServer.use(...notificationInbox(seekerNotifications).handlers);
});

afterEach(() => {
  vi.useRealTimers();
  useSession.setState(initialSession, true);
});

describe('TopNavigation', () => {
  it('shows the logged-out links when nobody is signed in', () => {
    renderShell(<TopNavigation />);
    const nav = mainNav();
    expect(nav.getByRole('link', { name: 'Rozgar home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/jobs');
    expect(nav.getByRole('link', { name: 'Company reviews' })).toHaveAttribute(
      'href',
      '/company-reviews',
    );
    expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(nav.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/signup');
    expect(nav.getByRole('link', { name: 'For employers' })).toHaveAttribute(
      'href',
      '/recruiter-signup',
    );
    expect(nav.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('has the notification bell for a seeker and a recruiter, none for a visitor', async () => {
    const { unmount } = renderShell(<TopNavigation />);
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    unmount();
    for (const role of ['Job Seeker', 'Recruiter']) {
      signIn(role);
      const view = renderShell(<TopNavigation />);
      expect(
        await mainNav().findByRole('button', { name: 'Notifications, 2 unread' }),
      ).toBeInTheDocument();
      view.unmount();
    }
  });

  it('marks the jobs section active on a job path', () => {
    renderShell(<TopNavigation />, { url: '/job-details/42' });
    expect(mainNav().getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
    expect(mainNav().getByRole('link', { name: 'Company reviews' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it.each(['/jobseeker-home', '/job-seeker-dashboard', '/job-search-assistance'])(
    'does not light Explore Jobs on %s (whole path segments, not substrings)',
    (url) => {
      signIn('Job Seeker');
      renderShell(<TopNavigation />, { url });
      expect(mainNav().getByRole('link', { name: 'Explore Jobs' })).not.toHaveAttribute(
        'aria-current',
      );
    },
  );

  it('lights the Analytics menu, not Jobs & Responses, on /job-analytics', () => {
    signIn('Recruiter', 'Priya Nair');
    renderShell(<TopNavigation />, { url: '/job-analytics' });
    expect(mainNav().getByRole('button', { name: /Analytics/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(mainNav().getByRole('button', { name: /Jobs & Responses/ })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('shows the Job Seeker navigation with its menu, and logs out to /', async () => {
    signIn('Job Seeker');
    const logout = vi.fn(async () => {
      useSession.setState({ status: 'anonymous', user: null });
    });
    useSession.setState({ logout });
    renderShell(<TopNavigation />, { url: '/jobs' });
    const nav = mainNav();

    expect(nav.getByRole('link', { name: 'Explore Communities' })).toHaveAttribute(
      'href',
      '/community',
    );
    expect(nav.getByRole('link', { name: 'Explore Jobs' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Your profile' })).toHaveAttribute(
      'href',
      '/job-seeker-dashboard',
    );
    expect(nav.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    await userEvent.click(nav.getByRole('button', { name: /My jobs/ }));
    expect(nav.getByRole('link', { name: 'Saved jobs' })).toHaveAttribute('href', '/saved-jobs');
    expect(nav.getByRole('link', { name: 'Resume' })).toHaveAttribute('href', '/resume');
    expect(nav.getByRole('link', { name: 'Application tracking' })).toHaveAttribute(
      'href',
      '/application-tracking',
    );

    await userEvent.click(nav.getByRole('button', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledOnce();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(await mainNav().findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it("links the Resdex menu's folders and searches, the section active on their pages", async () => {
    signIn('Recruiter', 'Priya Nair');
    renderShell(<TopNavigation />, { url: '/resdex-folders' });
    const nav = mainNav();
    const resdex = nav.getByRole('button', { name: /Resdex/ });
    expect(resdex).toHaveAttribute('aria-current', 'true');
    await userEvent.click(resdex);
    expect(nav.getByRole('link', { name: 'Resdex folders' })).toHaveAttribute(
      'href',
      '/resdex-folders',
    );
    expect(nav.getByRole('link', { name: 'Resdex searches' })).toHaveAttribute(
      'href',
      '/resdex-searches',
    );
  });

  it("links the recruiter's own application tracking, not the seeker's page", async () => {
    signIn('Recruiter', 'Priya Nair');
    renderShell(<TopNavigation />, { url: '/recruiter/application-tracking' });
    const nav = mainNav();
    const jobs = nav.getByRole('button', { name: /Jobs & Responses/ });
    expect(jobs).toHaveAttribute('aria-current', 'true');
    await userEvent.click(jobs);
    expect(nav.getByRole('link', { name: 'Application tracking' })).toHaveAttribute(
      'href',
      '/recruiter/application-tracking',
    );
  });

  it('shows the Recruiter menus, placeholders as disabled "Coming soon" items, and the active section', async () => {
    signIn('Recruiter', 'Priya Nair');
    renderShell(<TopNavigation />, { url: '/search-resume' });
    const nav = mainNav();

    expect(nav.getByRole('button', { name: /Resdex/ })).toHaveAttribute('aria-current', 'true');
    expect(nav.getByRole('button', { name: /Jobs & Responses/ })).not.toHaveAttribute(
      'aria-current',
    );
    expect(nav.getByRole('link', { name: 'Saved candidates' })).toHaveAttribute(
      'href',
      '/saved-candidates',
    );
    expect(nav.getByRole('link', { name: 'Company profile' })).toHaveAttribute(
      'href',
      '/company-profile',
    );
    expect(nav.getByRole('link', { name: 'Your companies' })).toHaveAttribute(
      'href',
      '/your-companies',
    );
    expect(nav.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Explore Jobs' })).not.toBeInTheDocument();

    await userEvent.click(nav.getByRole('button', { name: /Jobs & Responses/ }));
    expect(nav.getByRole('link', { name: 'Post a Job' })).toHaveAttribute(
      'href',
      '/job-postings-section',
    );
    expect(nav.getByRole('link', { name: 'Manage Responses' })).toHaveAttribute(
      'href',
      '/responses',
    );
    expect(nav.getByRole('link', { name: 'Getting started' })).toHaveAttribute('href', '/welcome');
    expect(nav.getByRole('link', { name: 'Keyword optimiser' })).toHaveAttribute(
      'href',
      '/keyword-optimization',
    );
    expect(nav.getByRole('link', { name: 'Pre-screening' })).toHaveAttribute(
      'href',
      '/prescreening',
    );
    const mailCenter = nav.getByText('Mail Center');
    expect(mailCenter.closest('[aria-disabled="true"]')).toHaveTextContent(
      'Mail CenterComing soon',
    );
    expect(nav.queryByRole('link', { name: /Mail Center/ })).not.toBeInTheDocument();

    await userEvent.click(nav.getByRole('button', { name: /Analytics/ }));
    expect(nav.getByRole('link', { name: 'Job Posting analytics' })).toHaveAttribute(
      'href',
      '/job-analytics',
    );
    expect(nav.getByRole('link', { name: 'Quota usage' })).toHaveAttribute('href', '/quota-usage');
    expect(nav.queryByRole('link', { name: /NFL Report/ })).not.toBeInTheDocument();
    expect(nav.getByText('NFL Report').closest('[aria-disabled="true"]')).toBeInTheDocument();
  });
});
