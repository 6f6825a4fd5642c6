import { Card } from '@rozgar/design-system';
import { Link } from 'react-router-dom';

/**
 * What a seeker-only page (saved jobs, seeker home and dashboard, resume) shows a recruiter
 * (docs/product/navigation-and-layout.md#pages-for-one-role): whose page it is and a link to
 * their dashboard, instead of a failed load and Retry. The seekers' API is not asked.
 */
export function ForJobSeekers() {
  return (
    <Card>
      <h1>This page is for job seekers</h1>
      <p>
        You are signed in as a recruiter.{' '}
        <Link to="/recruiter-dashboard">Go to your dashboard</Link>
      </p>
    </Card>
  );
}
