import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { RouteAnnouncer } from './RouteAnnouncer';

const TITLES: Record<string, string> = {
  '/jobs': 'Jobs – Rozgar',
  '/companies': 'Companies – Rozgar',
};

/** A frame like the portal's: follow a link and focus lands on the new page's h1. */
function Frame() {
  const { pathname } = useLocation();
  return (
    <>
      <RouteAnnouncer title={TITLES[pathname] ?? null} mainId="story-main" />
      <nav aria-label="Story">
        <Link to="/jobs">Jobs</Link> · <Link to="/companies">Companies</Link>
      </nav>
      <main id="story-main">
        <Routes>
          <Route path="/jobs" element={<h1>Jobs</h1>} />
          <Route path="/companies" element={<h1>Companies</h1>} />
        </Routes>
      </main>
    </>
  );
}

/**
 * The document title of every route; after a client-side route change, focus on the new page's
 * h1 and its title read out by a polite live region (hidden on screen). Not on the first load.
 */
const meta = {
  title: 'Frame/RouteAnnouncer',
  component: RouteAnnouncer,
  parameters: { route: '/jobs' },
  args: { title: 'Jobs – Rozgar', mainId: 'story-main' },
  render: () => <Frame />,
} satisfies Meta<typeof RouteAnnouncer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BetweenTwoPages: Story = {};
