import { useSession } from '@rozgar/design-system';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderShell } from '../../testing/renderShell';
import { DashboardPage } from './DashboardPage';

const initialSession = useSession.getState();

afterEach(() => {
  useSession.setState(initialSession, true);
});

function renderDashboard() {
  return renderShell(
    <Routes>
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { url: '/dashboard' },
  );
}

function signIn(role: string) {
  useSession.setState({
    status: 'authenticated',
    user: { id: 'u1', email: 'someone@example.com', role, name: 'Someone' },
  });
}

describe('DashboardPage', () => {
  it('sends a Recruiter to the recruiter dashboard', () => {
    signIn('Recruiter');
    renderDashboard();
    expect(screen.getByTestId('location')).toHaveTextContent('/recruiter-dashboard');
  });

  it('sends a Job Seeker to the seeker dashboard', () => {
    signIn('Job Seeker');
    renderDashboard();
    expect(screen.getByTestId('location')).toHaveTextContent('/job-seeker-dashboard');
  });

  it('treats any other role as a job seeker', () => {
    signIn('Intern');
    renderDashboard();
    expect(screen.getByTestId('location')).toHaveTextContent('/job-seeker-dashboard');
  });

  it('asks a logged-out visitor to log in, and returns here after login', async () => {
    useSession.setState({ status: 'anonymous', user: null });
    renderDashboard();
    expect(
      screen.getByRole('heading', { name: 'Please login to view your dashboard' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Login' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login?next=/dashboard');
  });

  it('waits for the session before deciding', () => {
    useSession.setState({ status: 'unknown', user: null });
    renderDashboard();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
