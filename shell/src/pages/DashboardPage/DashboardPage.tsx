import { Button, Card, Spinner, useSession } from '@rozgar/design-system';
import { Link, Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { navigationVariantFor } from '../../components/TopNavigation/navigationModel';

const Prompt = styled.div`
  max-width: 480px;
  margin: 64px auto;
  padding: 0 24px;
  text-align: center;
`;

/**
 * `/dashboard` (docs/product/navigation-and-layout.md#login-gates): the recruiter dashboard for a
 * Recruiter, the seeker dashboard for any other role, a login prompt when logged out.
 */
export function DashboardPage() {
  const user = useSession((state) => state.user);
  const status = useSession((state) => state.status);
  if (status === 'unknown') return <Spinner label="Loading your session" />;
  switch (navigationVariantFor(user)) {
    case 'recruiter':
      return <Navigate to="/recruiter-dashboard" replace />;
    case 'seeker':
      return <Navigate to="/job-seeker-dashboard" replace />;
    default:
      return (
        <Prompt>
          <Card>
            <h1>Please login to view your dashboard</h1>
            <Button as={Link} to="/login?next=/dashboard">
              Login
            </Button>
          </Card>
        </Prompt>
      );
  }
}
