import { zodResolver } from '@hookform/resolvers/zod';
import { successSchema } from '@rozgar/contracts/payloads/common';
import { apiFetch, Button, Checkbox, TextField, useToast } from '@rozgar/design-system';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { signupDetailsSchema, type SignupDetails } from '../identitySchemas';
import { newPasswordFields } from '../NewPasswordFields/NewPasswordFields';
import { OtpStep } from '../OtpStep/OtpStep';
import { serverErrorText } from '../serverErrorText';
import { withNext } from '../../session/homePathForRole';
import type { SignupTexts } from './signupTexts';
import { IdentityError, IdentityForm, IdentityLead, IdentityPanel } from '../identityLayout';

const EMPTY_FORM: SignupDetails = {
  fullName: '',
  email: '',
  password: '',
  confirmPassword: '',
  termsAccepted: false,
};

/** A sub-user's invitation the recruiter signup was opened from (its link's `?invite=`). */
export interface SignupInvite {
  /** The token of the link, sent with both signup steps. */
  token: string;
  /** The invited address: filled in and read-only (the server accepts no other). */
  email: string;
  /** The name the admin gave: filled in, editable. */
  name: string;
  /** The page's heading ("Join {admin}'s team on Rozgar"). */
  heading: string;
  /** Who invites, in words: the line under the heading. */
  lead: string;
}

/**
 * The two-step registration of a job seeker or a recruiter
 * (docs/product/identity-and-accounts.md#seeker-signup): details, then the e-mailed code; the
 * account is created once the code is verified, then on to `/login` (with `next` kept). With an `invite`, a
 * recruiter joins the inviting account as a sub-user
 * (docs/product/recruiter-tools-and-workspace.md#sub-users).
 */
export function SignupFlow({
  texts,
  invite,
  next,
}: {
  texts: SignupTexts;
  invite?: SignupInvite;
  /** Where to return after logging in (`?next=`, e.g. the job a visitor wanted to apply to). */
  next?: string | null;
}) {
  const { toast } = useToast();
  const navigate = useNavigate();
  // The details stay in the form while the code step is shown, for "Back".
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signupDetailsSchema),
    defaultValues: invite
      ? { ...EMPTY_FORM, fullName: invite.name, email: invite.email }
      : EMPTY_FORM,
    // Errors change on the next submit only, not while typing.
    reValidateMode: 'onSubmit',
  });
  const [step, setStep] = useState<'details' | 'verify'>('details');
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  /** The details the code was sent for (trimmed), fixed while the code step is shown. */
  const [submitted, setSubmitted] = useState<SignupDetails | null>(null);
  /** Set once the server accepted the code, so a failed account creation can be retried. */
  const [verified, setVerified] = useState(false);
  /** When the last code went out, for Resend OTP's countdown. */
  const [codeSentAt, setCodeSentAt] = useState<number | undefined>(undefined);

  const fail = (message: string) => {
    setFailure(message);
    toast({ tone: 'error', title: message });
  };

  // Each step answers `{ success: true }` (the contracts' payload) or fails with the server's text.
  const sendOtp = async (details: SignupDetails) =>
    successSchema.parse(
      await apiFetch('/api/send-otp', {
        method: 'POST',
        body: {
          email: details.email,
          fullName: details.fullName,
          role: texts.role,
          ...(invite && { invite: invite.token }),
        },
      }),
    );

  const sendDetails = handleSubmit(async (details) => {
    if (submitted && submitted.email === details.email && submitted.fullName === details.fullName) {
      // Back from the code step with the same address: the code already sent still works
      // (a new one is one "Resend OTP" away), so no second e-mail within the cooldown.
      setSubmitted(details);
      setStep('verify');
      return;
    }
    setSending(true);
    try {
      await sendOtp(details);
      setCodeSentAt(Date.now());
      toast({ tone: 'success', title: texts.otpSent });
      setSubmitted(details);
      setVerified(false);
      setStep('verify');
    } catch (error) {
      fail(texts.sendFailed(serverErrorText(error)));
    } finally {
      setSending(false);
    }
  });

  const submitDetails = (event: FormEvent<HTMLFormElement>) => {
    if (sending) {
      event.preventDefault();
      return;
    }
    setFailure(null);
    return sendDetails(event);
  };

  const verifyAndCreate = async (otp: string) => {
    if (!submitted) return;
    setFailure(null);
    if (!verified) {
      try {
        successSchema.parse(
          await apiFetch('/api/verify-otp', {
            method: 'POST',
            body: { email: submitted.email, otp },
          }),
        );
        setVerified(true);
      } catch (error) {
        fail(texts.verifyFailed(serverErrorText(error)));
        return;
      }
    }
    try {
      successSchema.parse(
        await apiFetch('/api/create-account', {
          method: 'POST',
          body: {
            fullName: submitted.fullName,
            email: submitted.email,
            password: submitted.password,
            role: texts.role,
            ...(invite && { invite: invite.token }),
          },
        }),
      );
      toast({ tone: 'success', title: texts.created });
      // A new recruiter's first login opens /welcome: the server remembers it (POST /api/login's
      // `welcome`); a sub-user joins an account already set up and never gets it.
      navigate(withNext('/login', next));
    } catch (error) {
      fail(texts.createFailed(serverErrorText(error)));
    }
  };

  const resendOtp = async () => {
    if (!submitted) return false;
    setFailure(null);
    try {
      await sendOtp(submitted);
      setCodeSentAt(Date.now());
      setVerified(false);
      toast({ tone: 'success', title: 'OTP resent to your email. Please check and verify.' });
      return true;
    } catch (error) {
      fail(serverErrorText(error) ?? 'Failed to resend OTP. Please try again.');
      return false;
    }
  };

  const backToDetails = () => {
    setFailure(null);
    setStep('details');
  };

  return (
    <IdentityPanel aria-labelledby="signup-heading">
      <h1 id="signup-heading">{invite?.heading ?? texts.heading}</h1>
      {step === 'verify' && submitted ? (
        <OtpStep
          heading="Verify Email"
          email={submitted.email}
          submitLabel={texts.verifyLabel}
          pendingLabel={texts.verifyingLabel}
          backLabel={texts.backLabel}
          onSubmit={verifyAndCreate}
          onResend={resendOtp}
          codeSentAt={codeSentAt}
          onBack={backToDetails}
          failure={failure}
        />
      ) : (
        <IdentityForm onSubmit={submitDetails} aria-labelledby="signup-heading" noValidate>
          <IdentityLead>{invite ? invite.lead : texts.intro}</IdentityLead>
          <TextField
            label="Full name"
            autoComplete="name"
            required
            error={errors.fullName?.message}
            {...register('fullName')}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            readOnly={invite !== undefined}
            hint={invite ? 'The address your invitation was sent to.' : undefined}
            error={errors.email?.message}
            {...register('email')}
          />
          {newPasswordFields({ register, errors, label: 'Password' })}
          <Checkbox
            required
            label={
              <>
                I agree to the{' '}
                <Link to="/terms-and-conditions" target="_blank" rel="noreferrer">
                  terms and conditions
                </Link>
              </>
            }
            error={errors.termsAccepted?.message}
            {...register('termsAccepted')}
          />
          {failure ? <IdentityError role="alert">{failure}</IdentityError> : null}
          <Button type="submit" disabled={sending} fullWidth>
            {sending ? texts.sendingLabel : texts.sendLabel}
          </Button>
        </IdentityForm>
      )}
      <IdentityLead>
        Already registered? <Link to={withNext('/login', next)}>Login</Link>
      </IdentityLead>
    </IdentityPanel>
  );
}
