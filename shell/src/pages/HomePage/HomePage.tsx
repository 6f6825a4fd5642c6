import { Spinner, useSession } from '@rozgar/design-system';
import { Navigate } from 'react-router-dom';
import { navigationVariantFor } from '../../components/TopNavigation/navigationModel';
import { LandingPage } from '../LandingPage/LandingPage';

/** `/`: landing page when logged out, seeker home for a seeker, dashboard for a recruiter. */
export function HomePage() {
  const user = useSession((state) => state.user);
  const status = useSession((state) => state.status);
  if (status === 'unknown') return <Spinner label="Loading your session" />;
  switch (navigationVariantFor(user)) {
    case 'recruiter':
      return <Navigate to="/recruiter-dashboard" replace />;
    case 'seeker':
      return <Navigate to="/jobseeker-home" replace />;
    default:
      return <LandingPage />;
  }
}
