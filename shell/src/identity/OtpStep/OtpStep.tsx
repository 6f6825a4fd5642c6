import { Button, TextField } from '@rozgar/design-system';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { otpSchema } from '../identitySchemas';
import { useFocusFirstInvalid } from '../useFocusFirstInvalid';

export interface OtpStepProps {
  /** The step's heading; it takes the focus when the step appears. */
  heading: string;
  /** Where the code was sent. */
  email: string;
  submitLabel: string;
  pendingLabel: string;
  /** "Back to Signup" (seeker), "Back" (recruiter)… returns to the previous step. */
  backLabel: string;
  /** Called with a well-formed code once every field is valid; it reports its own failures. */
  onSubmit: (otp: string) => Promise<void>;
  /** Asks for a new code; it reports its own success or failure. */
  onResend: () => Promise<void>;
  onBack: () => void;
  /** A failure the server reported, shown under the form. */
  failure?: string | null;
  /** More fields shown under the code (password recovery's new password). */
  children?: ReactNode;
  /** Validates `children`, showing their errors; false stops the submit. */
  validateExtra?: () => boolean;
}

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
 * The e-mail verification step shared by both signups and password recovery: a 6-character code
 * entry that phones fill from the message, Resend OTP and a way back to the previous step.
 */
export function OtpStep({
  heading,
  email,
  submitLabel,
  pendingLabel,
  backLabel,
  onSubmit,
  onResend,
  onBack,
  failure,
  children,
  validateExtra,
}: OtpStepProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [resending, setResending] = useState(false);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const code = otpSchema.safeParse(otp);
    setOtpError(code.success ? undefined : code.error.issues[0]?.message);
    const extraValid = validateExtra ? validateExtra() : true;
    if (!code.success || !extraValid) {
      focusFirstInvalid();
      return;
    }
    setPending(true);
    try {
      await onSubmit(code.data);
    } finally {
      setPending(false);
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      await onResend();
    } finally {
      setResending(false);
    }
  };

  return (
    <Form ref={formRef} onSubmit={submit} aria-labelledby="otp-step-heading" noValidate>
      <Heading id="otp-step-heading" ref={headingRef} tabIndex={-1}>
        {heading}
      </Heading>
      <Lead>
        We sent a 6-digit code to <strong>{email}</strong>. It is valid for 10 minutes.
      </Lead>
      <TextField
        label="OTP"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        hint="The 6-digit code from the e-mail"
        error={otpError}
        value={otp}
        onChange={(event) => setOtp(event.target.value.slice(0, 6))}
      />
      {children}
      {failure ? <ErrorText role="alert">{failure}</ErrorText> : null}
      <Button type="submit" disabled={pending} fullWidth>
        {pending ? pendingLabel : submitLabel}
      </Button>
      <Actions>
        <Button type="button" variant="secondary" disabled={resending} onClick={resend}>
          {resending ? 'Resending...' : 'Resend OTP'}
        </Button>
        <Button type="button" variant="ghost" disabled={pending} onClick={onBack}>
          {backLabel}
        </Button>
      </Actions>
    </Form>
  );
}
