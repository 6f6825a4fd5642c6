import { apiFetch, Button, TextField, useToast } from '@rozgar/design-system';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  firstFieldErrors,
  newPasswordSchema,
  PASSWORD_RULE_TEXT,
  recoveryEmailSchema,
  type NewPasswordField,
} from '../../identity/identitySchemas';
import { OtpStep } from '../../identity/OtpStep/OtpStep';
import { serverErrorText } from '../../identity/serverErrorText';
import { useFocusFirstInvalid } from '../../identity/useFocusFirstInvalid';
import {
  IdentityError,
  IdentityForm,
  IdentityLead,
  IdentityPanel,
} from '../../identity/identityLayout';

export const RESET_CODE_SENT = 'OTP sent to your email. Please check and verify.';
export const RESET_CODE_RESENT = 'OTP resent to your email. Please check and verify.';
export const PASSWORD_RESET_DONE =
  'Password reset successful. Please log in with your new password.';

/**
 * `/forgot-password`: a code by e-mail, then a new password (issue 4). The server ends every
 * session of the account; the user logs in again with the new password.
 */
export function ForgotPasswordPage() {
  const { toast } = useToast();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [step, setStep] = useState<'email' | 'reset'>('email');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [codeEmail, setCodeEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [passwords, setPasswords] = useState({ password: '', confirmPassword: '' });
  const [passwordErrors, setPasswordErrors] = useState<{ [Field in NewPasswordField]?: string }>(
    {},
  );

  const fail = (message: string) => {
    setFailure(message);
    toast({ tone: 'error', title: message });
  };

  const sendCode = (address: string) =>
    apiFetch('/api/password-reset/send-otp', { method: 'POST', body: { email: address } });

  const submitEmail = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const parsed = recoveryEmailSchema.safeParse({ email });
    if (!parsed.success) {
      setEmailError(firstFieldErrors<'email'>(parsed.error).email);
      focusFirstInvalid();
      return;
    }
    setEmailError(undefined);
    setSending(true);
    try {
      await sendCode(parsed.data.email);
      toast({ tone: 'success', title: RESET_CODE_SENT });
      setCodeEmail(parsed.data.email);
      setStep('reset');
    } catch (error) {
      fail(serverErrorText(error) ?? 'Failed to send OTP. Please try again.');
    } finally {
      setSending(false);
    }
  };

  const validatePasswords = () => {
    const parsed = newPasswordSchema.safeParse(passwords);
    setPasswordErrors(parsed.success ? {} : firstFieldErrors<NewPasswordField>(parsed.error));
    return parsed.success;
  };

  const resetPassword = async (otp: string) => {
    setFailure(null);
    try {
      await apiFetch('/api/password-reset', {
        method: 'POST',
        body: { email: codeEmail, otp, password: passwords.password },
      });
      toast({ tone: 'success', title: PASSWORD_RESET_DONE });
      navigate('/login');
    } catch (error) {
      fail(serverErrorText(error) ?? 'Password reset failed. Please try again.');
    }
  };

  const resendCode = async () => {
    setFailure(null);
    try {
      await sendCode(codeEmail);
      toast({ tone: 'success', title: RESET_CODE_RESENT });
    } catch (error) {
      fail(serverErrorText(error) ?? 'Failed to resend OTP. Please try again.');
    }
  };

  return (
    <IdentityPanel aria-labelledby="forgot-password-heading">
      <h1 id="forgot-password-heading">Forgot Password</h1>
      {step === 'reset' ? (
        <OtpStep
          heading="Reset Password"
          email={codeEmail}
          submitLabel="Reset Password"
          pendingLabel="Resetting..."
          backLabel="Back"
          onSubmit={resetPassword}
          onResend={resendCode}
          onBack={() => {
            setFailure(null);
            setStep('email');
          }}
          failure={failure}
          validateExtra={validatePasswords}
        >
          <TextField
            label="New password"
            type="password"
            name="password"
            autoComplete="new-password"
            required
            hint={PASSWORD_RULE_TEXT}
            error={passwordErrors.password}
            value={passwords.password}
            onChange={(event) =>
              setPasswords((current) => ({ ...current, password: event.target.value }))
            }
          />
          <TextField
            label="Confirm new password"
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            error={passwordErrors.confirmPassword}
            value={passwords.confirmPassword}
            onChange={(event) =>
              setPasswords((current) => ({ ...current, confirmPassword: event.target.value }))
            }
          />
        </OtpStep>
      ) : (
        <IdentityForm
          ref={formRef}
          onSubmit={submitEmail}
          aria-labelledby="forgot-password-heading"
          noValidate
        >
          <IdentityLead>
            Enter the e-mail of your account and we will send you a code to set a new password.
          </IdentityLead>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            error={emailError}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          {failure ? <IdentityError role="alert">{failure}</IdentityError> : null}
          <Button type="submit" disabled={sending} fullWidth>
            {sending ? 'Sending OTP...' : 'Send OTP'}
          </Button>
        </IdentityForm>
      )}
      <IdentityLead>
        Remembered it? <Link to="/login">Login</Link>
      </IdentityLead>
    </IdentityPanel>
  );
}
