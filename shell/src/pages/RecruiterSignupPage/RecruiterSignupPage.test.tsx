import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mswServer, recordRequests } from '@rozgar/design-system/remote-kit/testing';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { failure, handlers } from '../../mocks/handlers';
import { renderShell } from '../../testing/renderShell';
import { RecruiterSignupPage } from './RecruiterSignupPage';

function renderRecruiterSignup(url = '/recruiter-signup') {
  return renderShell(
    <Routes>
      <Route path="/recruiter-signup" element={<RecruiterSignupPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { url },
  );
}

const TOKEN = 'Ab3_-x'.padEnd(43, 'k');
const INVITE_PREVIEW = {
  email: 'kavya@acme.example.in',
  name: 'Kavya Rao',
  account: { name: 'Priya Nair', company: 'Acme Talent' },
};

async function fillDetails(confirmPassword = 'Hiring2026') {
  await userEvent.type(screen.getByLabelText(/Full name/), 'Priya Nair');
  await userEvent.type(screen.getByLabelText(/^Email/), 'priya@talentco.in');
  await userEvent.type(screen.getByLabelText(/^Password/), 'Hiring2026');
  await userEvent.type(screen.getByLabelText(/Confirm password/), confirmPassword);
  await userEvent.click(screen.getByRole('checkbox'));
}

const getCodeButton = () => screen.getByRole('button', { name: 'Get Verification Code' });

describe('RecruiterSignupPage', () => {
  it('validates like the seeker signup: matching passwords and accepted terms', async () => {
    const api = recordRequests();
    renderRecruiterSignup();
    await fillDetails('Hiring2027');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(getCodeButton());
    expect(screen.getByText('Passwords do not match!')).toBeInTheDocument();
    expect(screen.getByText('Please accept the terms and conditions.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('registers a Recruiter: code sent, verified, account created, then /login', async () => {
    mswServer.use(handlers.otpSent(), handlers.otpVerified(), handlers.accountCreated());
    const api = recordRequests();
    renderRecruiterSignup();
    await fillDetails();
    await userEvent.click(getCodeButton());

    const heading = await screen.findByRole('heading', { name: 'Verify Email' });
    await vi.waitFor(() => expect(heading).toHaveFocus());
    expect(
      await screen.findByText('OTP sent to your email. Please verify to continue.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    expect(screen.getByLabelText(/^OTP/)).toHaveAccessibleDescription(
      expect.stringContaining('Please enter the OTP sent to your email.'),
    );

    await userEvent.type(screen.getByLabelText(/^OTP/), '705112');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(await screen.findByText('Recruiter account created successfully!')).toBeInTheDocument();
    expect(api.bodiesOf('POST', '/api/send-otp')).toEqual([
      { email: 'priya@talentco.in', fullName: 'Priya Nair', role: 'Recruiter' },
    ]);
    expect(api.bodiesOf('POST', '/api/create-account')).toEqual([
      {
        fullName: 'Priya Nair',
        email: 'priya@talentco.in',
        password: 'Hiring2026',
        role: 'Recruiter',
      },
    ]);
  });

  it('shows "Error sending OTP: " with the server error', async () => {
    mswServer.use(
      failure('post', '/api/send-otp', 409, {
        error: 'An account with this email already exists. Please log in.',
      }),
    );
    renderRecruiterSignup();
    await fillDetails();
    await userEvent.click(getCodeButton());
    expect(
      await screen.findAllByText(
        'Error sending OTP: An account with this email already exists. Please log in.',
      ),
    ).not.toHaveLength(0);
  });

  it('shows "Signup Failed: " with the server error when the account cannot be created', async () => {
    mswServer.use(
      handlers.otpSent(),
      handlers.otpVerified(),
      failure('post', '/api/create-account', 400, {
        error: 'Please verify your email with the OTP first.',
      }),
    );
    renderRecruiterSignup();
    await fillDetails();
    await userEvent.click(getCodeButton());
    await userEvent.type(await screen.findByLabelText(/^OTP/), '705112');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    expect(
      await screen.findAllByText('Signup Failed: Please verify your email with the OTP first.'),
    ).not.toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/recruiter-signup');
  });

  it('"Back" returns to the details with everything kept', async () => {
    mswServer.use(handlers.otpSent());
    renderRecruiterSignup();
    await fillDetails();
    await userEvent.click(getCodeButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    const form = screen.getByRole('form', { name: 'Register as a Recruiter' });
    expect(within(form).getByLabelText(/Full name/)).toHaveValue('Priya Nair');
    expect(within(form).getByLabelText(/Confirm password/)).toHaveValue('Hiring2026');
  });
});

describe('RecruiterSignupPage from a sub-user invitation', () => {
  it("joins the admin's team: the invited address read-only, the invitation sent with both steps", async () => {
    mswServer.use(
      http.get(`/api/sub-user-invites/${TOKEN}`, () => HttpResponse.json(INVITE_PREVIEW)),
      handlers.otpSent(),
      handlers.otpVerified(),
      handlers.accountCreated(),
    );
    window.localStorage.clear();
    const api = recordRequests();
    renderRecruiterSignup(`/recruiter-signup?invite=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: "Join Priya Nair's team on Rozgar" }),
    ).toBeVisible();
    expect(screen.getByText('Priya Nair invited you to join Acme Talent on Rozgar')).toBeVisible();
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveValue('kavya@acme.example.in');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Kavya Rao');

    await userEvent.type(screen.getByLabelText(/^Password/), 'Hiring2026');
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'Hiring2026');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(getCodeButton());
    await userEvent.type(await screen.findByLabelText(/^OTP/), '705112');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(api.bodiesOf('POST', '/api/send-otp')).toEqual([
      { email: 'kavya@acme.example.in', fullName: 'Kavya Rao', role: 'Recruiter', invite: TOKEN },
    ]);
    expect(api.bodiesOf('POST', '/api/create-account')).toEqual([
      {
        fullName: 'Kavya Rao',
        email: 'kavya@acme.example.in',
        password: 'Hiring2026',
        role: 'Recruiter',
        invite: TOKEN,
      },
    ]);
  });

  it("shows the server's text for an invitation that no longer works, with the normal signup", async () => {
    mswServer.use(
      failure('get', `/api/sub-user-invites/${TOKEN}`, 404, {
        error: 'This invitation has expired or was withdrawn',
      }),
    );
    renderRecruiterSignup(`/recruiter-signup?invite=${TOKEN}`);
    expect(await screen.findByText('This invitation has expired or was withdrawn')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.queryByRole('button', { name: 'Get Verification Code' })).toBeNull();
    await userEvent.click(
      screen.getByRole('link', { name: 'register your own recruiter account' }),
    );
    expect(await screen.findByRole('form', { name: 'Register as a Recruiter' })).toBeVisible();
    expect(screen.getByLabelText(/^Email/)).not.toHaveAttribute('readonly');
  });
});
