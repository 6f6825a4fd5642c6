import { Spinner, useSession } from '@rozgar/design-system';
import { Navigate } from 'react-router-dom';
import { navigationVariantFor } from '../../components/TopNavigation/navigationModel';
import { useSigningOut } from '../../session/signingOut';
import { LandingPage } from '../LandingPage/LandingPage';

/**
 * `/`: landing page when logged out, seeker home for a seeker, dashboard for a recruiter; while
 * logging out, "Logging out" until the session has ended.
 */
export function HomePage() {
  const user = useSession((state) => state.user);
  const status = useSession((state) => state.status);
  const signingOut = useSigningOut((state) => state.signingOut);
  if (status === 'unknown') return <Spinner label="Loading your session" />;
  // "Logout" comes here first: the landing page once the session has ended
  if (signingOut) return <Spinner label="Logging out" />;
  switch (navigationVariantFor(user)) {
    case 'recruiter':
      return <Navigate to="/recruiter-dashboard" replace />;
    case 'seeker':
      return <Navigate to="/jobseeker-home" replace />;
    default:
      return <LandingPage />;
  }
}
