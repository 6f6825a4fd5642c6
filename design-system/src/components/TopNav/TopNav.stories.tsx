import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button';
import { Logo } from '../Logo';
import { NavLink } from '../NavLink';
import { NavMenu } from '../NavMenu';
import { TopNav } from './TopNav';

const meta = {
  title: 'Navigation/TopNav',
  component: TopNav,
  args: { navLabel: 'Main', menuLabel: 'Menu', logo: <Logo href="#/" /> },
  argTypes: {
    navLabel: { control: 'text' },
    menuLabel: { control: 'text' },
    logo: { control: false },
    left: { control: false },
    right: { control: false },
    actions: { control: false },
    closeMenuKey: { control: false },
  },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 320 } } },
} satisfies Meta<typeof TopNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How the shell composes the logged-out variant (docs/product/navigation-and-layout.md). */
export const LoggedOut: Story = {
  args: {
    left: (
      <>
        <NavLink href="#/jobs" active>
          Jobs
        </NavLink>
        <NavLink href="#/company-reviews">Companies</NavLink>
      </>
    ),
    right: (
      <>
        <Button as="a" href="#/login" variant="secondary" size="sm">
          Login
        </Button>
        <Button as="a" href="#/signup" size="sm">
          Register
        </Button>
        <NavLink href="#/recruiter-signup">For employers</NavLink>
      </>
    ),
  },
};

/** The Job Seeker variant. */
export const JobSeeker: Story = {
  args: {
    left: (
      <>
        <NavLink href="#/jobs" active>
          Explore Jobs
        </NavLink>
        <NavLink href="#/company-reviews">Companies</NavLink>
        <NavLink href="#/community">Explore Communities</NavLink>
      </>
    ),
    right: (
      <>
        <NavMenu
          label="My jobs"
          align="end"
          items={[
            { label: 'Saved jobs', href: '#/saved-jobs' },
            { label: 'Resume', href: '#/resume' },
            { label: 'Application tracking', href: '#/application-tracking' },
          ]}
        />
        <NavLink href="#/job-seeker-dashboard" aria-label="My profile">
          <span aria-hidden="true">👤</span>
        </NavLink>
        <Button variant="ghost" size="sm">
          Logout
        </Button>
      </>
    ),
  },
};

/** The Recruiter variant: Jobs & Responses, Resdex and Analytics menus. */
export const Recruiter: Story = {
  args: {
    left: (
      <>
        <NavMenu
          label="Jobs & Responses"
          active
          items={[
            { label: 'Post a Job', href: '#/job-postings-section' },
            { label: 'Manage Responses', href: '#/responses' },
            { label: 'Application tracking', href: '#/application-tracking' },
          ]}
        />
        <NavMenu
          label="Resdex"
          items={[
            { label: 'Search Candidates', href: '#/search-resume' },
            { label: 'Advanced search', href: '#/advanced-search' },
          ]}
        />
        <NavLink href="#/quota-usage">Analytics</NavLink>
      </>
    ),
    right: (
      <>
        <NavLink href="#/saved-candidates">Saved candidates</NavLink>
        <NavLink href="#/your-companies">Companies</NavLink>
        <Button variant="ghost" size="sm">
          Logout
        </Button>
      </>
    ),
  },
};

/** Narrow screens fold the slots behind the Menu toggle. */
export const Mobile: Story = {
  ...LoggedOut,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/**
 * `actions` stay in sight: after the right slot on wide screens, right of the Menu toggle on
 * phones (the shell puts the notification bell there).
 */
export const WithActions: Story = {
  args: {
    ...LoggedOut.args,
    actions: (
      <Button type="button" variant="ghost" size="sm">
        Notifications
      </Button>
    ),
  },
};

export const WithActionsOnAPhone: Story = {
  ...WithActions,
  globals: { viewport: { value: 'phone360' } },
};
