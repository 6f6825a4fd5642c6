import { useSession } from '@rozgar/design-system';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handlers } from '../../mocks/handlers';
import { SignedInOnly } from './SignedInOnly';

const initialSession = useSession.getState();

beforeEach(() => {
  useSession.setState(initialSession, true);
});

// Unmount before the next test resets the session, or a mounted page would ask the BFF again.
afterEach(() => {
  cleanup();
});

function renderGate() {
  return renderPage(
    '/resume',
    <SignedInOnly next="/resume" reason="Upload your resume once you are signed in.">
      {(user) => <p>Hello {user.name}</p>}
    </SignedInOnly>,
  );
}

describe('SignedInOnly', () => {
  it('tells a recruiter the page is for job seekers, with a link to their dashboard', () => {
    useSession.setState({
      status: 'authenticated',
      user: { id: 'r1', email: 'priya@example.com', role: 'Recruiter', name: 'Priya' },
    });
    renderGate();
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page is for job seekers' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/recruiter-dashboard',
    );
    expect(screen.queryByText('Hello Priya')).not.toBeInTheDocument();
  });

  it('renders the page with the signed-in user', () => {
    useSession.setState({
      status: 'authenticated',
      user: { id: 's1', email: 'asha@example.com', role: 'Job Seeker', name: 'Asha' },
    });
    renderGate();
    expect(screen.getByText('Hello Asha')).toBeInTheDocument();
  });

  it('asks the BFF who this is, showing a spinner meanwhile, then prompts a visitor to log in', async () => {
    mswServer.use(handlers.me(null));
    const requests = recordRequests();
    useSession.setState({ status: 'unknown', user: null });
    renderGate();
    expect(screen.getByText('Loading your session')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Please login' })).toBeInTheDocument();
    expect(screen.getByText(/Upload your resume once you are signed in\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=/resume',
    );
    expect(requests.calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/me']);
    expect(screen.queryByText(/Hello/)).not.toBeInTheDocument();
  });
});
