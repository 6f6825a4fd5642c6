import { OTP_RESEND_SECONDS } from '@rozgar/contracts/vocabularies';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mswServer, recordRequests } from '@rozgar/design-system/remote-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, handlers } from '../../mocks/handlers';
import { renderShell } from '../../testing/renderShell';
import { SignupPage } from './SignupPage';

function renderSignup(url = '/signup') {
  return renderShell(
    <Routes>
      <Route path="/signup" element={<SignupPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { url },
  );
}

const details = {
  fullName: 'Asha Verma',
  email: 'asha@example.com',
  password: 'Secret123',
};

async function fillDetails({
  fullName = details.fullName,
  email = details.email,
  password = details.password,
  confirmPassword = password,
  acceptTerms = true,
}: {
  fullName?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
  acceptTerms?: boolean;
} = {}) {
  if (fullName) await userEvent.type(screen.getByLabelText(/Full name/), fullName);
  if (email) await userEvent.type(screen.getByLabelText(/^Email/), email);
  if (password) await userEvent.type(screen.getByLabelText(/^Password/), password);
  if (confirmPassword)
    await userEvent.type(screen.getByLabelText(/Confirm password/), confirmPassword);
  if (acceptTerms) await userEvent.click(screen.getByRole('checkbox'));
}

const sendOtpButton = () => screen.getByRole('button', { name: 'Send OTP' });

async function reachCodeStep() {
  await fillDetails();
  await userEvent.click(sendOtpButton());
  return screen.findByRole('heading', { name: 'Verify Email' });
}

const codeInput = () => screen.getByLabelText(/^OTP/);

/** Lets Resend OTP's countdown (after a code went out) run out; the test runs on fake timers. */
const waitOutResendCountdown = (seconds = OTP_RESEND_SECONDS) =>
  act(() => vi.advanceTimersByTime(seconds * 1000));

afterEach(() => {
  vi.useRealTimers();
});

describe('SignupPage step 1', () => {
  it('requires every field, links each error to its field and focuses the first one', async () => {
    const api = recordRequests();
    renderSignup();
    await userEvent.click(sendOtpButton());

    const fullName = screen.getByLabelText(/Full name/);
    expect(screen.getByText('Please enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email')).toBeInTheDocument();
    expect(screen.getByText('Please enter a password')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(screen.getByText('Please accept the terms and conditions.')).toBeInTheDocument();
    expect(fullName).toHaveAccessibleDescription('Please enter your full name');
    expect(fullName).toHaveAttribute('aria-invalid', 'true');
    await vi.waitFor(() => expect(fullName).toHaveFocus());
    expect(api.calls).toHaveLength(0);
  });

  it('refuses a malformed e-mail and a password without a digit', async () => {
    const api = recordRequests();
    renderSignup();
    await fillDetails({ email: 'asha-at-example', password: 'onlyletters' });
    await userEvent.click(sendOtpButton());
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      expect.stringContaining(
        'Password must be at least 8 characters and contain a letter and a digit.',
      ),
    );
    await vi.waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveFocus());
    expect(api.calls).toHaveLength(0);
  });

  it('says "Passwords do not match!" when the confirmation differs', async () => {
    const api = recordRequests();
    renderSignup();
    await fillDetails({ confirmPassword: 'Secret124' });
    await userEvent.click(sendOtpButton());
    expect(screen.getByLabelText(/Confirm password/)).toHaveAccessibleDescription(
      'Passwords do not match!',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('asks for the terms to be accepted and links to them', async () => {
    renderSignup();
    await fillDetails({ acceptTerms: false });
    await userEvent.click(sendOtpButton());
    const terms = screen.getByRole('checkbox');
    expect(terms).toHaveAccessibleDescription('Please accept the terms and conditions.');
    await vi.waitFor(() => expect(terms).toHaveFocus());
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('shows the server error when the e-mail already has an account and stays on step 1', async () => {
    mswServer.use(
      failure('post', '/api/send-otp', 409, {
        error: 'An account with this email already exists. Please log in.',
      }),
    );
    renderSignup();
    await fillDetails();
    await userEvent.click(sendOtpButton());
    expect(
      await screen.findAllByText('An account with this email already exists. Please log in.'),
    ).not.toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Verify Email' })).not.toBeInTheDocument();
  });

  it('falls back to "Failed to send OTP. Please try again." without a server text', async () => {
    mswServer.use(failure('post', '/api/send-otp', 500));
    renderSignup();
    await fillDetails();
    await userEvent.click(sendOtpButton());
    expect(await screen.findAllByText('Failed to send OTP. Please try again.')).not.toHaveLength(0);
  });
});

describe('SignupPage step 2', () => {
  it('sends the code, moves focus to "Verify Email" and offers a 6-digit code entry', async () => {
    mswServer.use(handlers.otpSent());
    const api = recordRequests();
    renderSignup();
    const heading = await reachCodeStep();

    expect(api.bodiesOf('POST', '/api/send-otp')).toEqual([
      { email: details.email, fullName: details.fullName, role: 'Job Seeker' },
    ]);
    expect(
      await screen.findByText('OTP sent to your email. Please check and verify.'),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(heading).toHaveFocus());
    const code = codeInput();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('maxlength', '6');
    await userEvent.type(code, '12345678');
    expect(code).toHaveValue('123456');
  });

  it('asks for the code, then for exactly 6 digits, before calling the server', async () => {
    mswServer.use(handlers.otpSent());
    const api = recordRequests();
    renderSignup();
    await reachCodeStep();
    const verify = screen.getByRole('button', { name: 'Verify OTP' });

    await userEvent.click(verify);
    expect(codeInput()).toHaveAccessibleDescription(
      expect.stringContaining('Please enter the OTP sent to your email.'),
    );
    await vi.waitFor(() => expect(codeInput()).toHaveFocus());

    await userEvent.type(codeInput(), '12a45');
    await userEvent.click(verify);
    expect(codeInput()).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid 6-digit OTP.'),
    );
    expect(api.bodiesOf('POST', '/api/verify-otp')).toHaveLength(0);
  });

  it('verifies the code, creates the account, says "Signup Successful!" and goes to /login', async () => {
    mswServer.use(handlers.otpSent(), handlers.otpVerified(), handlers.accountCreated());
    const api = recordRequests();
    renderSignup();
    await reachCodeStep();
    await userEvent.type(codeInput(), '482913');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));

    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(await screen.findByText('Signup Successful!')).toBeInTheDocument();
    expect(api.bodiesOf('POST', '/api/verify-otp')).toEqual([
      { email: details.email, otp: '482913' },
    ]);
    expect(api.bodiesOf('POST', '/api/create-account')).toEqual([
      {
        fullName: details.fullName,
        email: details.email,
        password: details.password,
        role: 'Job Seeker',
      },
    ]);
  });

  it('keeps a ?next= return path for the login after signing up (and its Login link)', async () => {
    mswServer.use(handlers.otpSent(), handlers.otpVerified(), handlers.accountCreated());
    renderSignup('/signup?next=%2Fjob-details%2F42');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=%2Fjob-details%2F42',
    );
    await reachCodeStep();
    await userEvent.type(codeInput(), '482913');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/login?next=%2Fjob-details%2F42'),
    );
  });

  it('drops a return path leaving the portal', async () => {
    mswServer.use(handlers.otpSent(), handlers.otpVerified(), handlers.accountCreated());
    renderSignup(`/signup?next=${encodeURIComponent('//evil.example')}`);
    await reachCodeStep();
    await userEvent.type(codeInput(), '482913');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
  });

  it('shows the server text for a wrong code and stays on the code step', async () => {
    mswServer.use(
      handlers.otpSent(),
      failure('post', '/api/verify-otp', 400, { error: 'Invalid OTP. Please try again.' }),
    );
    const api = recordRequests();
    renderSignup();
    await reachCodeStep();
    await userEvent.type(codeInput(), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findAllByText('Invalid OTP. Please try again.')).not.toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Verify Email' })).toBeInTheDocument();
    expect(api.bodiesOf('POST', '/api/create-account')).toHaveLength(0);
  });

  it('says "OTP verification failed. Please try again." when the server gives no reason', async () => {
    mswServer.use(handlers.otpSent(), failure('post', '/api/verify-otp', 502));
    renderSignup();
    await reachCodeStep();
    await userEvent.type(codeInput(), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(
      await screen.findAllByText('OTP verification failed. Please try again.'),
    ).not.toHaveLength(0);
  });

  it('reports "Account creation failed: " with the server error, and a retry creates without re-verifying', async () => {
    mswServer.use(
      handlers.otpSent(),
      handlers.otpVerified(),
      failure(
        'post',
        '/api/create-account',
        503,
        { error: 'Database unavailable' },
        { once: true },
      ),
      handlers.accountCreated(),
    );
    const api = recordRequests();
    renderSignup();
    await reachCodeStep();
    await userEvent.type(codeInput(), '482913');
    const verify = screen.getByRole('button', { name: 'Verify OTP' });
    await userEvent.click(verify);
    expect(
      await screen.findAllByText('Account creation failed: Database unavailable'),
    ).not.toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');

    await userEvent.click(verify);
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(api.bodiesOf('POST', '/api/verify-otp')).toHaveLength(1);
    expect(api.bodiesOf('POST', '/api/create-account')).toHaveLength(2);
  });

  it('resends the code once its 30 s countdown ran out, and shows the cooldown error the server answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mswServer.use(
      handlers.otpSent({ once: true }),
      handlers.otpSent({ once: true }),
      failure('post', '/api/send-otp', 429, {
        error: 'Please wait 27 seconds before requesting another OTP.',
      }),
    );
    const api = recordRequests();
    renderSignup();
    await reachCodeStep();
    // a code was just sent: Resend OTP counts down, disabled
    expect(screen.getByRole('button', { name: 'Resend OTP in 30 s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('button', { name: 'Resend OTP in 20 s' })).toBeDisabled();
    waitOutResendCountdown(20);
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(resend).toBeEnabled();

    await userEvent.click(resend);
    expect(
      await screen.findByText('OTP resent to your email. Please check and verify.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP in 30 s' })).toBeDisabled();
    waitOutResendCountdown();
    await userEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(
      await screen.findAllByText('Please wait 27 seconds before requesting another OTP.'),
    ).not.toHaveLength(0);
    // no code went out: no new countdown
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
    expect(api.bodiesOf('POST', '/api/send-otp')).toHaveLength(3);
  });

  it('keeps the countdown of the code sent when coming back to the code step', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mswServer.use(handlers.otpSent());
    renderSignup();
    await reachCodeStep();
    act(() => vi.advanceTimersByTime(12_000));
    await userEvent.click(screen.getByRole('button', { name: 'Back to Signup' }));
    await userEvent.click(sendOtpButton());
    await screen.findByRole('heading', { name: 'Verify Email' });
    expect(screen.getByRole('button', { name: /^Resend OTP in 1[78] s$/ })).toBeDisabled();
  });

  it('says "Failed to resend OTP. Please try again." when resending fails without a reason', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mswServer.use(handlers.otpSent({ once: true }), failure('post', '/api/send-otp', 500));
    renderSignup();
    await reachCodeStep();
    waitOutResendCountdown();
    await userEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findAllByText('Failed to resend OTP. Please try again.')).not.toHaveLength(
      0,
    );
  });

  it('"Back to Signup" returns to step 1 with the form kept', async () => {
    mswServer.use(handlers.otpSent());
    renderSignup();
    await reachCodeStep();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Signup' }));

    const form = screen.getByRole('form', { name: 'Create your Rozgar profile' });
    expect(within(form).getByLabelText(/Full name/)).toHaveValue(details.fullName);
    expect(within(form).getByLabelText(/^Email/)).toHaveValue(details.email);
    expect(within(form).getByLabelText(/^Password/)).toHaveValue(details.password);
    expect(within(form).getByRole('checkbox')).toBeChecked();
    expect(screen.queryByRole('heading', { name: 'Verify Email' })).not.toBeInTheDocument();
  });

  it('returning with the same address keeps the code already sent', async () => {
    mswServer.use(handlers.otpSent(), handlers.otpVerified(), handlers.accountCreated());
    const api = recordRequests();
    renderSignup();
    await reachCodeStep();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Signup' }));
    const password = screen.getByLabelText(/^Password/);
    await userEvent.clear(password);
    await userEvent.type(password, 'Better456');
    await userEvent.clear(screen.getByLabelText(/Confirm password/));
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'Better456');
    await userEvent.click(sendOtpButton());

    await screen.findByRole('heading', { name: 'Verify Email' });
    expect(api.bodiesOf('POST', '/api/send-otp')).toHaveLength(1);
    await userEvent.type(codeInput(), '482913');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(api.bodiesOf('POST', '/api/create-account')).toEqual([
      expect.objectContaining({ email: details.email, password: 'Better456' }),
    ]);
  });

  it('sends a new code when the address was changed', async () => {
    mswServer.use(handlers.otpSent());
    const api = recordRequests();
    renderSignup();
    await reachCodeStep();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Signup' }));
    const email = screen.getByLabelText(/^Email/);
    await userEvent.clear(email);
    await userEvent.type(email, 'asha.verma@example.com');
    await userEvent.click(sendOtpButton());
    await screen.findByRole('heading', { name: 'Verify Email' });
    expect(api.bodiesOf('POST', '/api/send-otp')).toEqual([
      expect.objectContaining({ email: details.email }),
      expect.objectContaining({ email: 'asha.verma@example.com' }),
    ]);
    expect(screen.getByText('asha.verma@example.com')).toBeInTheDocument();
  });
});
