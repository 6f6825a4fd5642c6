import { useSession } from '@rozgar/design-system';
import { mswServer } from '@rozgar/design-system/remote-kit/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handlers } from '../../mocks/handlers';
import { notificationInbox } from '../../mocks/notificationHandlers';
import { HomePage } from '../../pages/HomePage/HomePage';
import { renderShell } from '../../testing/renderShell';
import { LoginGate } from '../LoginGate/LoginGate';
import { TopNavigation } from './TopNavigation';

const initialSession = useSession.getState();

/** Every path the router showed, in order. */
function PathRecorder({ seen }: { seen: string[] }) {
  const { pathname } = useLocation();
  useEffect(() => {
    seen.push(pathname);
  }, [pathname, seen]);
  return null;
}

beforeEach(() => {
  mswServer.use(
    handlers.highlights({ categories: [], featured: [] }),
    ...notificationInbox([]).handlers,
  );
  act(() => {
    useSession.setState({
      status: 'authenticated',
      user: { id: 'u1', email: 'seeker@example.com', role: 'Job Seeker', name: 'Aarav' },
    });
  });
});

afterEach(() => {
  useSession.setState(initialSession, true);
});

describe('TopNavigation: Logout', () => {
  it('goes from a gated page straight to /, never to the login prompt, landing page once logged out', async () => {
    let endSession: () => void = () => {};
    const logout = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          endSession = () => {
            useSession.setState({ status: 'anonymous', user: null });
            resolve();
          };
        }),
    );
    useSession.setState({ logout });
    const seen: string[] = [];
    renderShell(
      <>
        <TopNavigation />
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route
            path="/saved-jobs"
            element={
              <LoginGate mode="redirect">
                <p>Saved jobs</p>
              </LoginGate>
            }
          />
          <Route path="/jobseeker-home" element={<p>Seeker home</p>} />
          <Route path="/login" element={<p>Login page</p>} />
        </Routes>
        <PathRecorder seen={seen} />
      </>,
      { url: '/saved-jobs' },
    );
    expect(screen.getByText('Saved jobs')).toBeInTheDocument();

    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    await userEvent.click(nav.getByRole('button', { name: 'Logout' }));
    // at / at once, waiting for the server rather than going back to the seeker's home
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.getByText('Logging out')).toBeInTheDocument();
    expect(logout).toHaveBeenCalledOnce();

    act(() => endSession());
    expect(await nav.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByText('Logging out')).not.toBeInTheDocument();
    expect(screen.queryByText('Login page')).not.toBeInTheDocument();
    expect(seen).toEqual(['/saved-jobs', '/']);
  });

  it('still leaves for the landing page when the server call fails', async () => {
    const logout = vi.fn(async () => {
      useSession.setState({ status: 'anonymous', user: null });
      throw new Error('network down');
    });
    useSession.setState({ logout });
    renderShell(
      <>
        <TopNavigation />
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/jobs" element={<p>Jobs</p>} />
        </Routes>
      </>,
      { url: '/jobs' },
    );
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    await userEvent.click(nav.getByRole('button', { name: 'Logout' }));
    expect(await nav.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByText('Logging out')).not.toBeInTheDocument();
  });
});
