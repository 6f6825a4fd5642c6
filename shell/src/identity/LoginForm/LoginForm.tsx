import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, Button, TextField, useSession, useToast } from '@rozgar/design-system';
import { useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { z } from 'zod/mini';
import { homePathForRole } from '../../session/homePathForRole';

const Form = styled.form`
  display: grid;
  gap: 16px;
  padding: 32px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 12px;
`;

const PasswordRow = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 8px;
  align-items: end;
`;

/** The getting-started checklist a new recruiter's first login opens. */
const WELCOME_PATH = '/welcome';

const ErrorText = styled.p`
  color: ${({ theme }) => theme.color.danger};
  margin: 0;
`;

const SecondaryActions = styled.div`
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
  align-items: center;
`;

const GoogleSignIn = styled.div`
  display: grid;
  gap: 4px;
`;

const UnavailableNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Email and password are required (docs/product/identity-and-accounts.md#login). */
const credentialsSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter your email'),
      z.regex(z.regexes.email, 'Please enter a valid email'),
    ),
  password: z.string().check(z.minLength(1, 'Please enter your password')),
});

function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error) return error.message;
  return 'Something went wrong';
}

export interface LoginFormProps {
  /** Where to go after a successful login; the role's home when absent. */
  next?: string | null;
  /** The form's heading (h1 on /login, h2 where a page embeds the form). */
  heading?: string;
  headingLevel?: 'h1' | 'h2';
}

/**
 * Email + password with a show/hide toggle (docs/product/identity-and-accounts.md#login). On
 * success it routes to `next` or the role's home; "Login Failed: " + the reason otherwise.
 */
export function LoginForm({ next = null, heading = 'Login', headingLevel = 'h1' }: LoginFormProps) {
  const headingId = useId();
  const Heading = headingLevel;
  const login = useSession((state) => state.login);
  const { toast } = useToast();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { email: '', password: '' },
    // Errors change on the next submit only, not while typing.
    reValidateMode: 'onSubmit',
  });
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const logIn = handleSubmit(async (credentials) => {
    setPending(true);
    try {
      const { role, welcome } = await login(credentials.email, credentials.password);
      const home = homePathForRole(role);
      if (!home) {
        setFailure('Unknown user role. Contact support.');
        toast({ tone: 'error', title: 'Unknown user role. Contact support.' });
        return;
      }
      toast({ tone: 'success', title: 'Login Successful!' });
      // a recruiter's first login after registering opens the getting-started checklist
      // (docs/product/recruiter-tools-and-workspace.md#welcome)
      navigate(next ?? (welcome ? WELCOME_PATH : home), { replace: true });
    } catch (error) {
      const message = `Login Failed: ${errorText(error)}`;
      setFailure(message);
      toast({ tone: 'error', title: message });
    } finally {
      setPending(false);
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setFailure(null);
    return logIn(event);
  };

  return (
    <Form onSubmit={onSubmit} aria-labelledby={headingId} noValidate>
      <Heading id={headingId}>{heading}</Heading>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordRow>
        <TextField
          label="Password"
          type={passwordVisible ? 'text' : 'password'}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button
          type="button"
          variant="secondary"
          aria-pressed={passwordVisible}
          onClick={() => setPasswordVisible((v) => !v)}
        >
          {passwordVisible ? 'Hide password' : 'Show password'}
        </Button>
      </PasswordRow>
      {failure && <ErrorText role="alert">{failure}</ErrorText>}
      <Button type="submit" disabled={pending}>
        {pending ? 'Logging in...' : 'Login'}
      </Button>
      <SecondaryActions>
        <Link to="/forgot-password">Forgot Password?</Link>
      </SecondaryActions>
      <GoogleSignIn>
        <Button
          type="button"
          variant="secondary"
          disabled
          fullWidth
          aria-describedby="google-sign-in-unavailable"
        >
          Sign in with Google
        </Button>
        <UnavailableNote id="google-sign-in-unavailable">
          Google sign-in is not available yet. Please log in with your email.
        </UnavailableNote>
      </GoogleSignIn>
    </Form>
  );
}
