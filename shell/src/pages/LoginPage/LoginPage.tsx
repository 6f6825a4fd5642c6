import { Button } from '@rozgar/design-system';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoginForm } from '../../identity/LoginForm/LoginForm';
import { safeNextPath, withNext } from '../../session/homePathForRole';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 32px;
  max-width: 960px;
  margin: 48px auto;
  padding: 0 24px;
  @media (max-width: 760px) {
    grid-template-columns: 1fr;
  }
`;

const Benefits = styled.aside`
  padding: 32px;
  border-radius: 12px;
  background: ${({ theme }) => theme.color.primarySoft};
  ul {
    padding-left: 20px;
    line-height: 1.8;
  }
`;

/**
 * `/login` (docs/product/identity-and-accounts.md#login): the login form, honouring `?next=`,
 * beside the benefits list.
 */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  return (
    <Layout>
      <LoginForm next={next} />
      <Benefits aria-labelledby="login-benefits-heading">
        <h2 id="login-benefits-heading">New to Rozgar?</h2>
        <ul>
          <li>One click apply to jobs that match your profile</li>
          <li>Get relevant job recommendations</li>
          <li>Showcase your profile to top recruiters</li>
          <li>Track every application in one place</li>
        </ul>
        <Button as={Link} to={withNext('/signup', next)} variant="primary">
          Register for Free
        </Button>
      </Benefits>
    </Layout>
  );
}
