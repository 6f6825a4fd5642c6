import { zodResolver } from '@hookform/resolvers/zod';
import { OTP_RESEND_SECONDS } from '@rozgar/contracts/vocabularies';
import { Button, TextField } from '@rozgar/design-system';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormRegister,
} from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod/mini';
import { otpSchema } from '../identitySchemas';

/** More fields shown under the code and checked with it (password recovery's new password). */
export interface OtpExtraFields<Extra extends FieldValues> {
  /** Validates the extra fields (it may compare them with each other). */
  schema: z.ZodMiniType<Extra, Extra>;
  /** What the fields hold when the step appears. */
  defaultValues: Extra;
  /** Renders the fields, registered on the step's form. */
  render: (form: { register: UseFormRegister<Extra>; errors: FieldErrors<Extra> }) => ReactNode;
}

export interface OtpStepProps<Extra extends FieldValues = Record<never, never>> {
  /** The step's heading; it takes the focus when the step appears. */
  heading: string;
  /** Where the code was sent. */
  email: string;
  submitLabel: string;
  pendingLabel: string;
  /** "Back to Signup" (seeker), "Back" (recruiter)… returns to the previous step. */
  backLabel: string;
  /**
   * Called with a well-formed code and the extra fields' values once every field is valid; it
   * reports its own failures.
   */
  onSubmit: (otp: string, extra: Extra) => Promise<void>;
  /**
   * Asks for a new code; it reports its own success or failure, and resolves `false` when no code
   * was sent (the countdown to the next resend then does not start again).
   */
  onResend: () => Promise<boolean | void>;
  /** When the code shown was sent (ms since the epoch); the step's appearance by default. */
  codeSentAt?: number;
  /** Returns to the previous step, with what the extra fields hold (to show them again later). */
  onBack: (extra: Extra) => void;
  /** A failure the server reported, shown under the form. */
  failure?: string | null;
  /** More fields under the code, validated with it. */
  extra?: OtpExtraFields<Extra>;
}

/** The step's form: the code and whatever extra fields it shows. */
type StepValues = { otp: string } & Record<string, unknown>;

const otpFields = z.object({ otp: otpSchema });

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

const Heading = styled.h2`
  margin: 0;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 4px;
  }
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.color.danger};
  margin: 0;
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
`;

/**
 * The seconds left before another code may be asked for: OTP_RESEND_SECONDS after `sentAt` (or
 * after the step appeared), counted down every second; `restart()` after a new code went out.
 */
function useResendCountdown(sentAt: number | undefined) {
  const [since, setSince] = useState(() => sentAt ?? Date.now());
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((since + OTP_RESEND_SECONDS * 1000 - now) / 1000));

  const counting = left > 0;
  useEffect(() => {
    if (!counting) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [counting, since]);

  const restart = () => {
    const at = Date.now();
    setSince(at);
    setNow(at);
  };
  return { left, restart };
}

/**
 * The e-mail verification step shared by both signups and password recovery: a 6-character code
 * entry that phones fill from the message, Resend OTP (disabled, counting down "Resend OTP in
 * 30 s", until a new code may be sent) and a way back to the previous step.
 */
export function OtpStep<Extra extends FieldValues = Record<never, never>>({
  heading,
  email,
  submitLabel,
  pendingLabel,
  backLabel,
  onSubmit,
  onResend,
  onBack,
  failure,
  extra,
  codeSentAt,
}: OtpStepProps<Extra>) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<StepValues>({
    // The code and the extra fields are checked together, so every error shows at once.
    resolver: zodResolver(
      extra ? z.intersection(otpFields, extra.schema) : otpFields,
    ) as Resolver<StepValues>,
    defaultValues: { ...extra?.defaultValues, otp: '' },
    // Errors change on the next submit only, not while typing.
    reValidateMode: 'onSubmit',
  });
  const [pending, setPending] = useState(false);
  const [resending, setResending] = useState(false);
  const waitSeconds = useResendCountdown(codeSentAt);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const verify = handleSubmit(async ({ otp, ...extraValues }) => {
    setPending(true);
    try {
      await onSubmit(otp, extraValues as Extra);
    } finally {
      setPending(false);
    }
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (pending) {
      event.preventDefault();
      return;
    }
    return verify(event);
  };

  const resend = async () => {
    setResending(true);
    try {
      if ((await onResend()) !== false) waitSeconds.restart();
    } finally {
      setResending(false);
    }
  };

  const back = () => {
    const { otp: _otp, ...extraValues } = getValues();
    onBack(extraValues as Extra);
  };

  const otpField = register('otp');

  return (
    <Form onSubmit={submit} aria-labelledby="otp-step-heading" noValidate>
      <Heading id="otp-step-heading" ref={headingRef} tabIndex={-1}>
        {heading}
      </Heading>
      <Lead>
        We sent a 6-digit code to <strong>{email}</strong>. It is valid for 10 minutes.
      </Lead>
      <TextField
        label="OTP"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        hint="The 6-digit code from the e-mail"
        error={errors.otp?.message}
        {...otpField}
        onChange={(event) => {
          // A pasted or filled-in code longer than 6 characters keeps its first 6.
          if (event.target.value.length > 6) event.target.value = event.target.value.slice(0, 6);
          return otpField.onChange(event);
        }}
      />
      {extra?.render({
        register: register as unknown as UseFormRegister<Extra>,
        errors: errors as FieldErrors<Extra>,
      })}
      {failure ? <ErrorText role="alert">{failure}</ErrorText> : null}
      <Button type="submit" disabled={pending} fullWidth>
        {pending ? pendingLabel : submitLabel}
      </Button>
      <Actions>
        <Button
          type="button"
          variant="secondary"
          disabled={resending || waitSeconds.left > 0}
          onClick={resend}
        >
          {resending
            ? 'Resending...'
            : waitSeconds.left > 0
              ? `Resend OTP in ${waitSeconds.left} s`
              : 'Resend OTP'}
        </Button>
        <Button type="button" variant="ghost" disabled={pending} onClick={back}>
          {backLabel}
        </Button>
      </Actions>
    </Form>
  );
}
