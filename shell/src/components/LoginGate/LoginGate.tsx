import { Card, Spinner, useSession } from '@rozgar/design-system';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';

/** Downloaded only when a visitor meets the prompt (with the form library it uses). */
const LoginForm = lazy(() =>
  import('../../identity/LoginForm/LoginForm').then((module) => ({ default: module.LoginForm })),
);

/**
 * What a logged-out visitor gets on a gated route
 * (docs/product/navigation-and-layout.md#login-gates): `redirect` sends them to
 * `/login?next=<here>`; `prompt` shows "Please login First" with the login form in place, and
 * brings them back here once logged in.
 */
export type LoginGateMode = 'redirect' | 'prompt';

const Prompt = styled.div`
  max-width: 520px;
  margin: 48px auto;
  padding: 0 24px;
  display: grid;
  gap: 16px;
`;

export function LoginGate({ mode, children }: { mode: LoginGateMode; children: ReactNode }) {
  const status = useSession((state) => state.status);
  const location = useLocation();
  if (status === 'authenticated') return <>{children}</>;
  if (status === 'unknown') return <Spinner label="Loading your session" />;
  const here = `${location.pathname}${location.search}`;
  if (mode === 'redirect')
    return <Navigate to={`/login?next=${encodeURIComponent(here)}`} replace />;
  return (
    <Prompt>
      <Card>
        <h1>Please login First</h1>
      </Card>
      <Suspense fallback={<Spinner label="Loading the login form" />}>
        <LoginForm next={here} heading="Login" headingLevel="h2" />
      </Suspense>
    </Prompt>
  );
}
