import { Button, Logo, NavLink, NavMenu, TopNav, useSession } from '@rozgar/design-system';
import type { ReactNode } from 'react';
import { Link, useLocation, useMatch, useNavigate } from 'react-router-dom';
import { activeSectionFor } from '../../routing/activeSection';
import { setSigningOut } from '../../session/signingOut';
import { NavIcon } from '../NavIcon/NavIcon';
import { NotificationBell } from '../NotificationBell/NotificationBell';
import { navigationVariantFor, recruiterMenusFor, SEEKER_MENU } from './navigationModel';

/** A navigation link that is active (`aria-current="page"`) on its own page. */
function PageLink({
  to,
  children,
  ...rest
}: {
  to: string;
  children: ReactNode;
  'aria-label'?: string;
}) {
  const onPage = useMatch({ path: to, end: true }) !== null;
  return (
    <NavLink as={Link} to={to} active={onPage} {...rest}>
      {children}
    </NavLink>
  );
}

/**
 * The top navigation in its three variants (docs/product/navigation-and-layout.md#top-navigation),
 * chosen from the shared session store. The active section comes from the path.
 */
export function TopNavigation() {
  const user = useSession((state) => state.user);
  const logout = useSession((state) => state.logout);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const section = activeSectionFor(pathname);
  const variant = navigationVariantFor(user);

  /**
   * Straight to `/` (docs/product/navigation-and-layout.md#logout), which waits for the server to
   * end the session: the page being left never shows its logged-out state (a gate's "log in").
   */
  const onLogout = async () => {
    setSigningOut(true);
    navigate('/');
    try {
      await logout();
    } catch {
      // The store is anonymous even when the call fails; the visitor still leaves.
    } finally {
      setSigningOut(false);
    }
  };

  const logoutButton = (
    <Button type="button" variant="secondary" size="sm" onClick={onLogout}>
      Logout
    </Button>
  );

  let left: ReactNode = null;
  let right: ReactNode = null;

  if (variant === 'loggedOut') {
    left = (
      <>
        <NavLink as={Link} to="/jobs" active={section === 'jobs'}>
          Jobs
        </NavLink>
        <PageLink to="/company-reviews">Company reviews</PageLink>
      </>
    );
    right = (
      <>
        <PageLink to="/login">Login</PageLink>
        <PageLink to="/signup">Register</PageLink>
        <PageLink to="/recruiter-signup">For employers</PageLink>
      </>
    );
  } else if (variant === 'seeker') {
    left = (
      <>
        <PageLink to="/community">Explore Communities</PageLink>
        <PageLink to="/company-reviews">Company reviews</PageLink>
        <NavLink as={Link} to="/jobs" active={section === 'jobs'}>
          Explore Jobs
        </NavLink>
      </>
    );
    right = (
      <>
        <NavMenu
          label="My jobs"
          linkAs={Link}
          align="end"
          items={SEEKER_MENU.map((item) => ({
            label: item.label,
            href: item.to,
            active: item.to === pathname,
          }))}
        />
        <PageLink to="/job-seeker-dashboard" aria-label="Your profile">
          <NavIcon name="user" />
        </PageLink>
        {logoutButton}
      </>
    );
  } else {
    left = (
      <>
        {recruiterMenusFor(user).map((menu) => (
          <NavMenu
            key={menu.label}
            label={menu.label}
            linkAs={Link}
            active={section === menu.section}
            items={menu.items.map((item) => ({
              key: item.label,
              label: item.label,
              href: item.to,
              active: item.to === pathname,
            }))}
          />
        ))}
        <Button type="button" variant="ghost" size="sm" disabled title="Coming soon">
          Talent Cloud <small>(Coming soon)</small>
        </Button>
      </>
    );
    right = (
      <>
        <PageLink to="/saved-candidates" aria-label="Saved candidates">
          <NavIcon name="bookmark" />
        </PageLink>
        <PageLink to="/company-profile" aria-label="Company profile">
          <NavIcon name="user" />
        </PageLink>
        <PageLink to="/your-companies" aria-label="Your companies">
          <NavIcon name="building" />
        </PageLink>
        {logoutButton}
      </>
    );
  }

  return (
    <TopNav
      logo={<Logo as={Link} to="/" />}
      left={left}
      right={right}
      // Signed in, either role: the bell (docs/product/notifications-and-alerts.md#notification-centre).
      actions={variant === 'loggedOut' ? undefined : <NotificationBell />}
      closeMenuKey={pathname}
    />
  );
}
