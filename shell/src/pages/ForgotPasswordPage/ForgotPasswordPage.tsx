import { zodResolver } from '@hookform/resolvers/zod';
import { apiFetch, Button, TextField, useToast } from '@rozgar/design-system';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import {
  newPasswordSchema,
  recoveryEmailSchema,
  type NewPassword,
} from '../../identity/identitySchemas';
import { newPasswordFields } from '../../identity/NewPasswordFields/NewPasswordFields';
import { OtpStep } from '../../identity/OtpStep/OtpStep';
import { serverErrorText } from '../../identity/serverErrorText';
import {
  IdentityError,
  IdentityForm,
  IdentityLead,
  IdentityPanel,
} from '../../identity/identityLayout';

const RESET_CODE_SENT = 'OTP sent to your email. Please check and verify.';
const RESET_CODE_RESENT = 'OTP resent to your email. Please check and verify.';
const PASSWORD_RESET_DONE = 'Password reset successful. Please log in with your new password.';

/**
 * `/forgot-password`: a code by e-mail, then a new password (issue 4). The server ends every
 * session of the account; the user logs in again with the new password.
 */
export function ForgotPasswordPage() {
  const { toast } = useToast();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(recoveryEmailSchema),
    defaultValues: { email: '' },
    // Errors change on the next submit only, not while typing.
    reValidateMode: 'onSubmit',
  });
  const [step, setStep] = useState<'email' | 'reset'>('email');
  const [codeEmail, setCodeEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** The new password typed in the reset step, shown again when the user comes back to it. */
  const [passwords, setPasswords] = useState<NewPassword>({ password: '', confirmPassword: '' });

  const fail = (message: string) => {
    setFailure(message);
    toast({ tone: 'error', title: message });
  };

  const sendCode = (address: string) =>
    apiFetch('/api/password-reset/send-otp', { method: 'POST', body: { email: address } });

  const requestCode = handleSubmit(async ({ email }) => {
    setSending(true);
    try {
      await sendCode(email);
      toast({ tone: 'success', title: RESET_CODE_SENT });
      setCodeEmail(email);
      setStep('reset');
    } catch (error) {
      fail(serverErrorText(error) ?? 'Failed to send OTP. Please try again.');
    } finally {
      setSending(false);
    }
  });

  const submitEmail = (event: FormEvent<HTMLFormElement>) => {
    if (sending) {
      event.preventDefault();
      return;
    }
    setFailure(null);
    return requestCode(event);
  };

  const resetPassword = async (otp: string, { password }: NewPassword) => {
    setFailure(null);
    try {
      await apiFetch('/api/password-reset', {
        method: 'POST',
        body: { email: codeEmail, otp, password },
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
      return true;
    } catch (error) {
      fail(serverErrorText(error) ?? 'Failed to resend OTP. Please try again.');
      return false;
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
          onBack={(typed) => {
            setPasswords(typed);
            setFailure(null);
            setStep('email');
          }}
          failure={failure}
          extra={{
            schema: newPasswordSchema,
            defaultValues: passwords,
            render: ({ register: registerField, errors: fieldErrors }) =>
              newPasswordFields({
                register: registerField,
                errors: fieldErrors,
                label: 'New password',
              }),
          }}
        />
      ) : (
        <IdentityForm onSubmit={submitEmail} aria-labelledby="forgot-password-heading" noValidate>
          <IdentityLead>
            Enter the e-mail of your account and we will send you a code to set a new password.
          </IdentityLead>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email')}
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
