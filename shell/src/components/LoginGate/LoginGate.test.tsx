import { useSession } from '@rozgar/design-system';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../testing/renderShell';
import { LoginGate, type LoginGateMode } from './LoginGate';

const initialSession = useSession.getState();

afterEach(() => {
  useSession.setState(initialSession, true);
});

function renderGated(mode: LoginGateMode, url: string) {
  return renderShell(
    <Routes>
      <Route
        path="/gated"
        element={
          <LoginGate mode={mode}>
            <p>the private page</p>
          </LoginGate>
        }
      />
      <Route path="/login" element={<p>the login page</p>} />
    </Routes>,
    { url },
  );
}

const anonymous = () => useSession.setState({ status: 'anonymous', user: null });

describe('LoginGate', () => {
  it('shows the page to a logged-in user', () => {
    useSession.setState({
      status: 'authenticated',
      user: { id: 'u1', email: 'seeker@example.com', role: 'Job Seeker', name: 'Aarav' },
    });
    renderGated('redirect', '/gated');
    expect(screen.getByText('the private page')).toBeInTheDocument();
  });

  it('waits for the session before deciding', () => {
    useSession.setState({ status: 'unknown', user: null });
    renderGated('redirect', '/gated');
    expect(screen.getByText('Loading your session')).toBeInTheDocument();
    expect(screen.queryByText('the private page')).not.toBeInTheDocument();
  });

  it('redirect: sends a logged-out visitor to /login with the way back', () => {
    anonymous();
    renderGated('redirect', '/gated?tab=2');
    expect(screen.getByText('the login page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/login?next=${encodeURIComponent('/gated?tab=2')}`,
    );
  });

  it('prompt: shows "Please login First" and a login form that brings the visitor back', async () => {
    anonymous();
    const login = vi.fn(async (email: string) => {
      useSession.setState({
        status: 'authenticated',
        user: { id: 'r1', email, role: 'Recruiter', name: 'Priya' },
      });
      return { role: 'Recruiter', welcome: false };
    });
    useSession.setState({ login });
    renderGated('prompt', '/gated');
    expect(screen.getByRole('heading', { name: 'Please login First' })).toBeInTheDocument();
    expect(screen.queryByText('the private page')).not.toBeInTheDocument();

    // The form's code is downloaded when the prompt first shows.
    await userEvent.type(await screen.findByLabelText('Email'), 'recruiter@example.com');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'Demo@12345');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(login).toHaveBeenCalledWith('recruiter@example.com', 'Demo@12345');
    expect(await screen.findByText('the private page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/gated');
  });
});
