import { Button, Card, QueryState } from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BannerCarousel } from '../../components/BannerCarousel/BannerCarousel';
import { ContactPanel } from '../../components/ContactPanel/ContactPanel';
import { JobPostingsTable } from '../../components/JobPostingsTable/JobPostingsTable';
import { Page } from '../../components/RecruiterOnly/Page';
import { RecruiterOnly } from '../../components/RecruiterOnly/RecruiterOnly';
import { QuotaPanel } from '../../components/QuotaPanel/QuotaPanel';
import { ResdexPanels } from '../../components/ResdexPanels/ResdexPanels';
import { SavedCandidatesPanel } from '../../components/SavedCandidatesPanel/SavedCandidatesPanel';
import { SubUsersPanel } from '../../components/SubUsersPanel/SubUsersPanel';
import { recruiterJobsQuery } from '../../data/queries';

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

const Overview = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[6]};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  h2 {
    margin: 0;
  }
`;

/** How many recently posted jobs the dashboard's table shows; the rest are on /responses. */
const RECENT_JOBS = 5;

const JOBS_FAILED = 'Failed to fetch jobs';

/** The Job Postings table, from `GET /api/recruiter/jobs`. */
function JobsOverview() {
  const jobs = useQuery(recruiterJobsQuery());
  return (
    <Overview>
      <Card as="section" aria-labelledby="job-postings-heading">
        <SectionHead>
          <h2 id="job-postings-heading">Job Postings</h2>
          <Button as={Link} to="/responses" variant="secondary" size="sm">
            View all jobs
          </Button>
        </SectionHead>
        <QueryState
          query={jobs}
          loading={<p aria-busy="true">Loading...</p>}
          errorFallback={JOBS_FAILED}
          renderError={({ message }) => <p role="alert">Error: {message}</p>}
          isEmpty={(data) => data.jobs.length === 0}
          empty={
            <p>
              You have not posted any jobs yet. <Link to="/job-postings-section">Post a Job</Link>
            </p>
          }
        >
          {(data) => <JobPostingsTable jobs={data.jobs.slice(0, RECENT_JOBS)} />}
        </QueryState>
      </Card>
    </Overview>
  );
}

const QUICK_ACTIONS = [
  { to: '/job-postings-section', label: 'Post a Job', hint: 'Reach thousands of job seekers' },
  { to: '/responses', label: 'Manage Responses', hint: 'Review applicants to your jobs' },
  { to: '/search-resume', label: 'Search Candidates', hint: 'Find profiles in Resdex' },
  { to: '/company-profile', label: 'Company profile', hint: 'Tell candidates who you are' },
];

/** `/recruiter-dashboard`: greets the recruiter by name; explains itself to everyone else. */
export function RecruiterDashboardPage() {
  return (
    <RecruiterOnly
      loggedOut={
        <Card>
          <h1>Please login</h1>
          <p>
            The recruiter dashboard is for signed-in recruiters.{' '}
            <Link to="/login?next=/recruiter-dashboard">Login</Link> to continue.
          </p>
        </Card>
      }
    >
      {(user) => (
        <Page>
          <h1>Welcome, {user.name || user.email}</h1>
          <p>Post jobs, review responses and search candidates from one place.</p>
          <BannerCarousel />
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
          <QuotaPanel />
          <JobsOverview />
          <SavedCandidatesPanel />
          <ResdexPanels />
          {/* The account's admin manages the seats; a sub-user sees nothing here (ADR 026). */}
          {user.accountAdmin ? <SubUsersPanel /> : null}
          <ContactPanel />
        </Page>
      )}
    </RecruiterOnly>
  );
}
