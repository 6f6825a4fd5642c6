import { apiFetch, Button, Checkbox, TextField, useToast } from '@rozgar/design-system';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  firstFieldErrors,
  PASSWORD_RULE_TEXT,
  signupDetailsSchema,
  type SignupDetails,
  type SignupField,
} from '../identitySchemas';
import { OtpStep } from '../OtpStep/OtpStep';
import { serverErrorText } from '../serverErrorText';
import { useFocusFirstInvalid } from '../useFocusFirstInvalid';
import type { SignupTexts } from './signupTexts';
import { IdentityError, IdentityForm, IdentityLead, IdentityPanel } from '../identityLayout';

type DetailsForm = Omit<SignupDetails, 'termsAccepted'> & { termsAccepted: boolean };

const EMPTY_FORM: DetailsForm = {
  fullName: '',
  email: '',
  password: '',
  confirmPassword: '',
  termsAccepted: false,
};

interface SuccessResponse {
  success?: boolean;
  error?: string;
}

/**
 * The two-step registration of spec 01 §2 (job seeker) and spec 02 §2 (recruiter): details, then
 * the e-mailed code; the account is created once the code is verified, then on to `/login`.
 */
export function SignupFlow({ texts }: { texts: SignupTexts }) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [step, setStep] = useState<'details' | 'verify'>('details');
  const [form, setForm] = useState<DetailsForm>(EMPTY_FORM);
  const [fieldErrors, setFieldErrors] = useState<{ [Field in SignupField]?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  /** The details the code was sent for (trimmed), fixed while the code step is shown. */
  const [submitted, setSubmitted] = useState<SignupDetails | null>(null);
  /** Set once the server accepted the code, so a failed account creation can be retried. */
  const [verified, setVerified] = useState(false);

  const update = <Field extends keyof DetailsForm>(field: Field, value: DetailsForm[Field]) =>
    setForm((current) => ({ ...current, [field]: value }));

  const fail = (message: string) => {
    setFailure(message);
    toast({ tone: 'error', title: message });
  };

  const sendOtp = (details: SignupDetails) =>
    apiFetch<SuccessResponse>('/api/send-otp', {
      method: 'POST',
      body: { email: details.email, fullName: details.fullName, role: texts.role },
    });

  const submitDetails = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const parsed = signupDetailsSchema.safeParse(form);
    if (!parsed.success) {
      setFieldErrors(firstFieldErrors<SignupField>(parsed.error));
      focusFirstInvalid();
      return;
    }
    setFieldErrors({});
    if (
      submitted &&
      submitted.email === parsed.data.email &&
      submitted.fullName === parsed.data.fullName
    ) {
      // Back from the code step with the same address: the code already sent still works
      // (a new one is one "Resend OTP" away), so no second e-mail within the cooldown.
      setSubmitted(parsed.data);
      setStep('verify');
      return;
    }
    setSending(true);
    try {
      const response = await sendOtp(parsed.data);
      if (response?.success === false) {
        fail(texts.sendFailed(response.error));
        return;
      }
      toast({ tone: 'success', title: texts.otpSent });
      setSubmitted(parsed.data);
      setVerified(false);
      setStep('verify');
    } catch (error) {
      fail(texts.sendFailed(serverErrorText(error)));
    } finally {
      setSending(false);
    }
  };

  const verifyAndCreate = async (otp: string) => {
    if (!submitted) return;
    setFailure(null);
    if (!verified) {
      try {
        const response = await apiFetch<SuccessResponse>('/api/verify-otp', {
          method: 'POST',
          body: { email: submitted.email, otp },
        });
        if (response?.success === false) {
          fail(response.error ?? 'Invalid OTP. Please try again.');
          return;
        }
        setVerified(true);
      } catch (error) {
        fail(texts.verifyFailed(serverErrorText(error)));
        return;
      }
    }
    try {
      const response = await apiFetch<SuccessResponse>('/api/create-account', {
        method: 'POST',
        body: {
          fullName: submitted.fullName,
          email: submitted.email,
          password: submitted.password,
          role: texts.role,
        },
      });
      if (response?.success === false) {
        fail(texts.createFailed(response.error));
        return;
      }
      toast({ tone: 'success', title: texts.created });
      navigate('/login');
    } catch (error) {
      fail(texts.createFailed(serverErrorText(error)));
    }
  };

  const resendOtp = async () => {
    if (!submitted) return;
    setFailure(null);
    try {
      const response = await sendOtp(submitted);
      if (response?.success === false) {
        fail(response.error ?? 'Failed to resend OTP. Please try again.');
        return;
      }
      setVerified(false);
      toast({ tone: 'success', title: 'OTP resent to your email. Please check and verify.' });
    } catch (error) {
      fail(serverErrorText(error) ?? 'Failed to resend OTP. Please try again.');
    }
  };

  const backToDetails = () => {
    setFailure(null);
    setStep('details');
  };

  return (
    <IdentityPanel aria-labelledby="signup-heading">
      <h1 id="signup-heading">{texts.heading}</h1>
      {step === 'verify' && submitted ? (
        <OtpStep
          heading="Verify Email"
          email={submitted.email}
          submitLabel={texts.verifyLabel}
          pendingLabel={texts.verifyingLabel}
          backLabel={texts.backLabel}
          onSubmit={verifyAndCreate}
          onResend={resendOtp}
          onBack={backToDetails}
          failure={failure}
        />
      ) : (
        <IdentityForm
          ref={formRef}
          onSubmit={submitDetails}
          aria-labelledby="signup-heading"
          noValidate
        >
          <IdentityLead>{texts.intro}</IdentityLead>
          <TextField
            label="Full name"
            name="fullName"
            autoComplete="name"
            required
            error={fieldErrors.fullName}
            value={form.fullName}
            onChange={(event) => update('fullName', event.target.value)}
          />
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            error={fieldErrors.email}
            value={form.email}
            onChange={(event) => update('email', event.target.value)}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="new-password"
            required
            hint={PASSWORD_RULE_TEXT}
            error={fieldErrors.password}
            value={form.password}
            onChange={(event) => update('password', event.target.value)}
          />
          <TextField
            label="Confirm password"
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            error={fieldErrors.confirmPassword}
            value={form.confirmPassword}
            onChange={(event) => update('confirmPassword', event.target.value)}
          />
          <Checkbox
            name="termsAccepted"
            required
            label={
              <>
                I agree to the{' '}
                <Link to="/terms-and-conditions" target="_blank" rel="noreferrer">
                  terms and conditions
                </Link>
              </>
            }
            error={fieldErrors.termsAccepted}
            checked={form.termsAccepted}
            onChange={(event) => update('termsAccepted', event.target.checked)}
          />
          {failure ? <IdentityError role="alert">{failure}</IdentityError> : null}
          <Button type="submit" disabled={sending} fullWidth>
            {sending ? texts.sendingLabel : texts.sendLabel}
          </Button>
        </IdentityForm>
      )}
      <IdentityLead>
        Already registered? <Link to="/login">Login</Link>
      </IdentityLead>
    </IdentityPanel>
  );
}
