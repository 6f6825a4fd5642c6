import { Card, Spinner, useSession } from '@rozgar/design-system';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Page = styled.section`
  max-width: 1100px;
  margin: 0 auto;
  padding: 24px;
`;

const Actions = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[6]} 0 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    height: 100%;
    text-decoration: none;
  }
`;

const Hint = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.textMuted};
`;

const QUICK_ACTIONS = [
  { to: '/job-postings-section', label: 'Post a Job', hint: 'Reach thousands of job seekers' },
  { to: '/responses', label: 'Manage Responses', hint: 'Review applicants to your jobs' },
  { to: '/search-resume', label: 'Search Candidates', hint: 'Find profiles in Resdex' },
  { to: '/company-profile', label: 'Company profile', hint: 'Tell candidates who you are' },
];

/** `/recruiter-dashboard`: greets the recruiter by name; explains itself to everyone else. */
export function RecruiterDashboardPage() {
  const status = useSession((state) => state.status);
  const user = useSession((state) => state.user);
  const refresh = useSession((state) => state.refresh);
  const unknown = status === 'unknown';

  // Opened before anyone asked `/api/me` (e.g. in the stand-alone harness): ask now.
  useEffect(() => {
    if (!unknown) return;
    refresh().catch(() => {
      /* the store settles as anonymous: the login prompt shows */
    });
  }, [unknown, refresh]);

  if (unknown) {
    return (
      <Page aria-busy="true">
        <Spinner />
      </Page>
    );
  }

  if (!user) {
    return (
      <Page>
        <Card>
          <h1>Please login</h1>
          <p>
            The recruiter dashboard is for signed-in recruiters.{' '}
            <Link to="/login?next=/recruiter-dashboard">Login</Link> to continue.
          </p>
        </Card>
      </Page>
    );
  }

  if (user.role !== 'Recruiter') {
    return (
      <Page>
        <Card>
          <h1>This page is for recruiters</h1>
          <p>
            You are signed in as a job seeker. Head to <Link to="/jobseeker-home">your home</Link>{' '}
            or <Link to="/jobs">browse jobs</Link>.
          </p>
        </Card>
      </Page>
    );
  }

  return (
    <Page>
      <h1>Welcome, {user.name || user.email}</h1>
      <p>Post jobs, review responses and search candidates from one place.</p>
      <Actions aria-label="Quick actions">
        {QUICK_ACTIONS.map((action) => (
          <li key={action.to}>
            <Card as={Link} to={action.to} interactive>
              <strong>{action.label}</strong>
              <Hint>{action.hint}</Hint>
            </Card>
          </li>
        ))}
      </Actions>
    </Page>
  );
}
