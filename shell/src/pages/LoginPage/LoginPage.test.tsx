import { useSession } from '@rozgar/design-system';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../testing/renderShell';
import { LoginPage } from './LoginPage';

const initialSession = useSession.getState();

afterEach(() => {
  useSession.setState(initialSession, true);
});

/** Replaces the store's login with one that signs in as `role` (or fails) when `release` is called. */
function controlledLogin(outcome: { role: string; welcome?: boolean } | { error: Error }) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const login = vi.fn(async (email: string) => {
    await gate;
    if ('error' in outcome) throw outcome.error;
    useSession.setState({
      status: 'authenticated',
      user: { id: 'u1', email, role: outcome.role, name: 'Test User' },
    });
    return { role: outcome.role, welcome: outcome.welcome ?? false };
  });
  useSession.setState({ login });
  return { login, release };
}

function renderLogin(url = '/login') {
  return renderShell(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { url },
  );
}

async function submit(email = 'seeker@example.com', password = 'Demo@12345') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password', { exact: true }), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  it('toggles the password between hidden and shown', async () => {
    renderLogin();
    const password = screen.getByLabelText('Password', { exact: true });
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('reads "Logging in..." and is disabled while pending, then routes a Job Seeker home', async () => {
    const { login, release } = controlledLogin({ role: 'Job Seeker' });
    renderLogin();
    await submit();

    const pending = screen.getByRole('button', { name: 'Logging in...' });
    expect(pending).toBeDisabled();
    expect(login).toHaveBeenCalledWith('seeker@example.com', 'Demo@12345');

    release();
    await vi.waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/jobseeker-home'),
    );
    expect(await screen.findByText('Login Successful!')).toBeInTheDocument();
  });

  it('routes a Recruiter to the recruiter dashboard', async () => {
    const { release } = controlledLogin({ role: 'Recruiter' });
    renderLogin();
    await submit('recruiter@example.com');
    release();
    await vi.waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/recruiter-dashboard'),
    );
  });

  it("opens /welcome when the server says it is a new recruiter's first login", async () => {
    const { release } = controlledLogin({ role: 'Recruiter', welcome: true });
    renderLogin();
    await submit('recruiter@example.com');
    release();
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/welcome'));
  });

  it('honours a ?next= return path inside the portal', async () => {
    const { release } = controlledLogin({ role: 'Job Seeker' });
    renderLogin('/login?next=%2Fsaved-jobs');
    await submit();
    release();
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/saved-jobs'));
  });

  it('returns to the job after logging in, and Register keeps the way back', async () => {
    const { release } = controlledLogin({ role: 'Job Seeker' });
    renderLogin('/login?next=%2Fjob-details%2F42');
    expect(screen.getByRole('link', { name: 'Register for Free' })).toHaveAttribute(
      'href',
      '/signup?next=%2Fjob-details%2F42',
    );
    await submit();
    release();
    await vi.waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/job-details\/42$/),
    );
  });

  it.each(['//evil.example/phish', 'https://evil.example/', '/\\evil.example'])(
    'ignores the return path %s (no open redirect) and goes home',
    async (next) => {
      const { release } = controlledLogin({ role: 'Job Seeker' });
      renderLogin(`/login?next=${encodeURIComponent(next)}`);
      expect(screen.getByRole('link', { name: 'Register for Free' })).toHaveAttribute(
        'href',
        '/signup',
      );
      await submit();
      release();
      await vi.waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent(/^\/jobseeker-home$/),
      );
    },
  );

  it('shows "Login Failed: " with the server error and stays on the page', async () => {
    const { release } = controlledLogin({ error: new Error('Invalid email or password') });
    renderLogin();
    await submit('seeker@example.com', 'wrong');
    release();
    expect(await screen.findAllByText('Login Failed: Invalid email or password')).not.toHaveLength(
      0,
    );
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('refuses an unknown role', async () => {
    const { release } = controlledLogin({ role: 'Administrator' });
    renderLogin();
    await submit();
    release();
    expect(await screen.findAllByText('Unknown user role. Contact support.')).not.toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});

describe('LoginPage validation', () => {
  it('requires an email and a password before calling the server', async () => {
    const { login } = controlledLogin({ role: 'Job Seeker' });
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Please enter your email')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('moves the focus to the first invalid field and links each error to it', async () => {
    controlledLogin({ role: 'Job Seeker' });
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('Please enter your email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await vi.waitFor(() => expect(email).toHaveFocus());

    await userEvent.type(email, 'seeker@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    const password = screen.getByLabelText('Password', { exact: true });
    expect(password).toHaveAccessibleDescription('Please enter your password');
    await vi.waitFor(() => expect(password).toHaveFocus());
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('keeps what was typed after a refused login', async () => {
    const { release } = controlledLogin({ error: new Error('Invalid email or password') });
    renderLogin();
    await submit('seeker@example.com', 'wrong');
    release();
    expect(await screen.findAllByText('Login Failed: Invalid email or password')).not.toHaveLength(
      0,
    );
    expect(screen.getByLabelText('Email')).toHaveValue('seeker@example.com');
    expect(screen.getByLabelText('Password', { exact: true })).toHaveValue('wrong');
  });
});

describe('LoginPage links for new and returning users', () => {
  it('links to password recovery and to the free registration', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('link', { name: 'Forgot Password?' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
  });

  it('offers "Register for Free" next to the benefits for new users', async () => {
    renderLogin();
    const benefits = screen.getByRole('complementary', { name: 'New to Rozgar?' });
    expect(within(benefits).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    await userEvent.click(within(benefits).getByRole('link', { name: 'Register for Free' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
  });

  it('shows Google sign-in as plainly unavailable', () => {
    renderLogin();
    const google = screen.getByRole('button', { name: 'Sign in with Google' });
    expect(google).toBeDisabled();
    expect(google).toHaveAccessibleDescription(
      'Google sign-in is not available yet. Please log in with your email.',
    );
    expect(
      screen.getByText('Google sign-in is not available yet. Please log in with your email.'),
    ).toBeVisible();
  });
});
