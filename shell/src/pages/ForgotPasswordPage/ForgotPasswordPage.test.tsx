import { OTP_RESEND_SECONDS } from '@rozgar/contracts/vocabularies';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mswServer, recordRequests } from '@rozgar/design-system/remote-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, handlers } from '../../mocks/handlers';
import { renderShell } from '../../testing/renderShell';
import { ForgotPasswordPage } from './ForgotPasswordPage';

afterEach(() => {
  vi.useRealTimers();
});

function renderForgotPassword() {
  return renderShell(
    <Routes>
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { url: '/forgot-password' },
  );
}

async function requestCode(email = 'seeker@example.com') {
  await userEvent.type(screen.getByLabelText(/^Email/), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
}

describe('ForgotPasswordPage', () => {
  it('requires a well-formed e-mail before sending a code', async () => {
    const api = recordRequests();
    renderForgotPassword();
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter your email');
    await requestCode('not-an-email');
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends a code, then sets the new password and goes to /login', async () => {
    mswServer.use(handlers.resetCodeSent(), handlers.passwordReset());
    const api = recordRequests();
    renderForgotPassword();
    await requestCode();

    const heading = await screen.findByRole('heading', { name: 'Reset Password' });
    await vi.waitFor(() => expect(heading).toHaveFocus());
    expect(api.bodiesOf('POST', '/api/password-reset/send-otp')).toEqual([
      { email: 'seeker@example.com' },
    ]);
    const code = screen.getByLabelText(/^OTP/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await userEvent.type(code, '314159');
    await userEvent.type(screen.getByLabelText(/^New password/), 'Fresh2026');
    await userEvent.type(screen.getByLabelText(/Confirm new password/), 'Fresh2026');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(
      await screen.findByText('Password reset successful. Please log in with your new password.'),
    ).toBeInTheDocument();
    expect(api.bodiesOf('POST', '/api/password-reset')).toEqual([
      { email: 'seeker@example.com', otp: '314159', password: 'Fresh2026' },
    ]);
  });

  it('checks the code and the new password together before calling the server', async () => {
    mswServer.use(handlers.resetCodeSent());
    const api = recordRequests();
    renderForgotPassword();
    await requestCode();
    await screen.findByRole('heading', { name: 'Reset Password' });
    await userEvent.type(screen.getByLabelText(/^New password/), 'short1');
    await userEvent.type(screen.getByLabelText(/Confirm new password/), 'short2');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(screen.getByText('Please enter the OTP sent to your email.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      expect.stringContaining(
        'Password must be at least 8 characters and contain a letter and a digit.',
      ),
    );
    expect(screen.getByText('Passwords do not match!')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByLabelText(/^OTP/)).toHaveFocus());
    expect(api.bodiesOf('POST', '/api/password-reset')).toHaveLength(0);
  });

  it('shows the server error for a wrong code, resends, and goes back to the e-mail step', async () => {
    mswServer.use(
      handlers.resetCodeSent(),
      failure('post', '/api/password-reset', 400, {
        error: 'OTP has expired. Please request a new one.',
      }),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = recordRequests();
    renderForgotPassword();
    await requestCode();
    await userEvent.type(await screen.findByLabelText(/^OTP/), '271828');
    await userEvent.type(screen.getByLabelText(/^New password/), 'Fresh2026');
    await userEvent.type(screen.getByLabelText(/Confirm new password/), 'Fresh2026');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findAllByText('OTP has expired. Please request a new one.'),
    ).not.toHaveLength(0);

    expect(screen.getByRole('button', { name: /^Resend OTP in \d+ s$/ })).toBeDisabled();
    act(() => vi.advanceTimersByTime(OTP_RESEND_SECONDS * 1000));
    await userEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(
      await screen.findByText('OTP resent to your email. Please check and verify.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP in 30 s' })).toBeDisabled();
    expect(api.bodiesOf('POST', '/api/password-reset/send-otp')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('seeker@example.com');
  });

  it('keeps the new password typed when going back to change the e-mail', async () => {
    mswServer.use(handlers.resetCodeSent(), handlers.passwordReset());
    const api = recordRequests();
    renderForgotPassword();
    await requestCode('seekr@example.com');
    await userEvent.type(await screen.findByLabelText(/^New password/), 'Fresh2026');
    await userEvent.type(screen.getByLabelText(/Confirm new password/), 'Fresh2026');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));

    const email = screen.getByLabelText(/^Email/);
    await userEvent.clear(email);
    await requestCode('seeker@example.com');
    expect(await screen.findByLabelText(/^New password/)).toHaveValue('Fresh2026');
    expect(screen.getByLabelText(/^OTP/)).toHaveValue('');
    await userEvent.type(screen.getByLabelText(/^OTP/), '314159');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(api.bodiesOf('POST', '/api/password-reset')).toEqual([
      { email: 'seeker@example.com', otp: '314159', password: 'Fresh2026' },
    ]);
  });

  it('focuses the e-mail field when the address is refused', async () => {
    renderForgotPassword();
    await requestCode('not-an-email');
    await vi.waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveFocus());
  });

  it('shows the cooldown error when a code was sent moments ago', async () => {
    mswServer.use(
      failure('post', '/api/password-reset/send-otp', 429, {
        error: 'Please wait 30 seconds before requesting another OTP.',
      }),
    );
    renderForgotPassword();
    await requestCode();
    expect(
      await screen.findAllByText('Please wait 30 seconds before requesting another OTP.'),
    ).not.toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Reset Password' })).not.toBeInTheDocument();
  });
});
