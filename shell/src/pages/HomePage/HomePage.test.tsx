import { useSession } from '@rozgar/design-system';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mswServer } from '@rozgar/design-system/remote-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handlers } from '../../mocks/handlers';
import { renderShell } from '../../testing/renderShell';
import { HomePage } from './HomePage';

const initialSession = useSession.getState();

beforeEach(() => {
  // The landing page asks for its company highlights; no companies is a valid answer.
  mswServer.use(handlers.highlights({ categories: [], featured: [] }));
});

afterEach(() => {
  useSession.setState(initialSession, true);
});

function renderHome() {
  return renderShell(
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
  );
}

function sessionAs(role: string | null) {
  act(() => {
    useSession.setState(
      role
        ? { status: 'authenticated', user: { id: 'u1', email: 'u@example.com', role, name: 'U' } }
        : { status: 'anonymous', user: null },
    );
  });
}

describe('HomePage', () => {
  it('waits for the session before choosing a page', () => {
    renderHome();
    expect(screen.getByText('Loading your session')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('sends a Job Seeker to the seeker home and a Recruiter to the dashboard', () => {
    sessionAs('Job Seeker');
    const { unmount } = renderHome();
    expect(screen.getByTestId('location')).toHaveTextContent('/jobseeker-home');
    unmount();
    sessionAs('Recruiter');
    renderHome();
    expect(screen.getByTestId('location')).toHaveTextContent('/recruiter-dashboard');
  });

  it('shows the landing search to visitors and turns it into a /jobs search', async () => {
    sessionAs(null);
    renderHome();
    await userEvent.type(screen.getByLabelText('Skills, designations or companies'), '  React  ');
    await userEvent.type(screen.getByLabelText('Experience (years)'), '2-5');
    await userEvent.type(screen.getByLabelText('Location'), 'Pune');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/jobs?q=React&minExp=2&maxExp=5&location=Pune',
    );
  });

  it('searches for everything when the form is empty', async () => {
    sessionAs(null);
    renderHome();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/jobs$/);
  });
});
