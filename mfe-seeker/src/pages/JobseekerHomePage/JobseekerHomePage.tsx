import { Card, QueryState, Skeleton } from '@rozgar/design-system';
import { recommendationReasonText, REVIEW_DEPARTMENT_LABELS } from '@rozgar/contracts/vocabularies';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { InlineLoadError } from '../../components/InlineLoadError/InlineLoadError';
import { SignedInOnly } from '../../components/SignedInOnly/SignedInOnly';
import {
  homeCommunitiesQuery,
  homeJobsQuery,
  homeReviewsQuery,
  profileQuery,
} from '../../data/queries';
import { DEFAULT_LOAD_ERROR } from '../../profile/messages';
import type { Community, RecommendedJob, Review } from '../../home/homeApi';
import { formatDate } from '../../profile/format';
import { ProfileBoard } from '../../profile/ProfileBoard/ProfileBoard';
import { dashboardSectionPath, HOME_QUICK_LINKS, sectionTitle } from '../../profile/sections';

const Page = styled.div`
  max-width: 1120px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]};
  display: grid;
  /* One track no wider than the screen: at 360 px a long job title or the communities table
     must wrap or scroll inside its card, not widen the page (docs/product/navigation-and-layout.md). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  h1 {
    margin: 0;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 300px minmax(0, 1fr);
  }
`;

const Side = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

const Main = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

const PanelHeader = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const PlainList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const JobRow = styled.li`
  display: grid;
  gap: 2px;
  padding-bottom: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  &:last-child {
    border-bottom: none;
    padding-bottom: 0;
  }
  a {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** Why the job is recommended ("Matches 4 of your 5 skills · Pune · 2–5 yrs"). */
const Reason = styled.span`
  && {
    color: ${({ theme }) => theme.color.success};
  }
`;

const ReviewCard = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    overflow-wrap: anywhere;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  thead th {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  tbody th {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  td:nth-child(2) {
    white-space: nowrap;
  }
`;

const QuickLinkList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const memberCount = new Intl.NumberFormat('en-IN');

/**
 * The height of each panel's list once loaded, at 1350 px (issue 17: a skeleton of the real size,
 * so the panels below do not move when it arrives): 5 jobs (each with its reason line), 3 reviews,
 * the communities.
 */
const LOADED_HEIGHT = { jobs: 450, reviews: 438, communities: 606 } as const;

/** A panel's loading, error and empty states around its content. */
function PanelBody<T>({
  query,
  loadingLabel,
  loadedHeight,
  emptyText,
  isEmpty,
  children,
}: {
  query: UseQueryResult<T>;
  loadingLabel: string;
  /** The room the skeleton keeps: about the loaded list's height. */
  loadedHeight: number;
  emptyText: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryState
      query={query}
      loading={
        <div
          role="status"
          aria-busy="true"
          aria-label={loadingLabel}
          style={{ minHeight: loadedHeight }}
        >
          <Skeleton lines={3} height={18} />
        </div>
      }
      errorFallback={DEFAULT_LOAD_ERROR}
      renderError={({ message, retry }) => <InlineLoadError message={message} retry={retry} />}
      isEmpty={isEmpty}
      empty={<Muted>{emptyText}</Muted>}
    >
      {children}
    </QueryState>
  );
}

/**
 * "Recommended for you" (docs/product/seeker-home.md): the open jobs best for the seeker, each with
 * why; a profile with nothing to rank by gets the newest jobs and a prompt to add skills. (The
 * heading keeps its id, which the page's performance budget names.)
 */
function RecommendedJobs() {
  const panel = useQuery(homeJobsQuery());
  return (
    <Card as="section" aria-labelledby="available-jobs-heading">
      <PanelHeader>
        <h2 id="available-jobs-heading">Recommended for you</h2>
        <Link to="/jobs">View all jobs</Link>
      </PanelHeader>
      <PanelBody
        query={panel}
        loadingLabel="Loading jobs"
        loadedHeight={LOADED_HEIGHT.jobs}
        emptyText="No available jobs found"
        isEmpty={(data) => data.jobs.length === 0}
      >
        {(data) => (
          <>
            <PlainList>
              {data.jobs.map((job: RecommendedJob) => {
                const reason = recommendationReasonText(job.reasons);
                return (
                  <JobRow key={job.id}>
                    <Link to={`/job-details/${encodeURIComponent(job.id)}`}>{job.job_title}</Link>
                    <span>
                      {job.company} · {job.location} · Posted {formatDate(job.created_at)}
                    </span>
                    {reason && <Reason>{reason}</Reason>}
                  </JobRow>
                );
              })}
            </PlainList>
            {!data.personalised && (
              <Muted style={{ marginTop: 12 }}>
                These are the newest jobs.{' '}
                <Link to={dashboardSectionPath('key-skills')}>Add your skills</Link> to see the jobs
                that match you.
              </Muted>
            )}
          </>
        )}
      </PanelBody>
    </Card>
  );
}

const rating = (value: number | undefined) => (value === undefined ? 'N/A' : value.toFixed(1));

function CompanyReviews() {
  const panel = useQuery(homeReviewsQuery());
  return (
    <Card as="section" aria-labelledby="company-reviews-heading">
      <PanelHeader>
        <h2 id="company-reviews-heading">Company Reviews</h2>
        <Link to="/company-reviews">Read all company reviews</Link>
      </PanelHeader>
      <PanelBody
        query={panel}
        loadingLabel="Loading reviews"
        loadedHeight={LOADED_HEIGHT.reviews}
        emptyText="No reviews found"
        isEmpty={(reviews) => reviews.length === 0}
      >
        {(reviews) => (
          <PlainList>
            {reviews.map((review: Review) => (
              <ReviewCard key={review.id}>
                <h3>{review.company}</h3>
                <small>
                  <span role="img" aria-label={`Rated ${rating(review.rating)} out of 5`}>
                    ★ {rating(review.rating)}
                  </span>
                  {' · '}
                  {review.designation ??
                    (review.department ? REVIEW_DEPARTMENT_LABELS[review.department] : 'N/A')}
                  {` · ${formatDate(review.created_at)}`}
                </small>
                <p>{review.pros}</p>
                <small>
                  Work-life balance {rating(review.work_life_balance)} · Salary{' '}
                  {rating(review.salary)} · Skill development {rating(review.skill_development)}
                </small>
              </ReviewCard>
            ))}
          </PlainList>
        )}
      </PanelBody>
    </Card>
  );
}

function Communities() {
  const panel = useQuery(homeCommunitiesQuery());
  return (
    <Card as="section" aria-labelledby="communities-heading">
      <PanelHeader>
        <h2 id="communities-heading">Community</h2>
        <Link to="/community">Explore communities</Link>
      </PanelHeader>
      <PanelBody
        query={panel}
        loadingLabel="Loading communities"
        loadedHeight={LOADED_HEIGHT.communities}
        emptyText="No communities found"
        isEmpty={(communities) => communities.length === 0}
      >
        {(communities) => (
          <Table aria-labelledby="communities-heading">
            <thead>
              <tr>
                <th scope="col">Community</th>
                <th scope="col">Members</th>
                <th scope="col">About</th>
              </tr>
            </thead>
            <tbody>
              {communities.map((community: Community) => (
                <tr key={community.id}>
                  <th scope="row">
                    {/* The board with this community chosen (docs/product/seeker-home.md). */}
                    <Link to={`/community?${new URLSearchParams({ community: community.id })}`}>
                      {community.name}
                    </Link>
                  </th>
                  <td>{memberCount.format(community.member_count ?? 0)}</td>
                  <td>{community.description || '—'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </PanelBody>
    </Card>
  );
}

function QuickLinks() {
  return (
    <Card as="nav" aria-labelledby="quick-links-heading">
      <PanelHeader>
        <h2 id="quick-links-heading">Quick links</h2>
      </PanelHeader>
      <QuickLinkList>
        {HOME_QUICK_LINKS.map((id) => (
          <li key={id}>
            <Link to={dashboardSectionPath(id)}>{sectionTitle(id)}</Link>
          </li>
        ))}
      </QuickLinkList>
    </Card>
  );
}

function SeekerHome({ name }: { name: string }) {
  const profile = useQuery(profileQuery());
  return (
    <>
      <h1>Welcome back, {name}</h1>
      <Columns>
        <Side>
          <QueryState
            query={profile}
            loading={
              <ProfileBoard state={{ status: 'loading' }} fallbackName={name} onRetry={() => {}} />
            }
            errorFallback={DEFAULT_LOAD_ERROR}
            renderError={({ message, retry }) => (
              <ProfileBoard
                state={{ status: 'error', message }}
                fallbackName={name}
                onRetry={retry}
              />
            )}
          >
            {(data) => (
              <ProfileBoard
                state={{ status: 'ready', data }}
                fallbackName={name}
                onRetry={() => {}}
              />
            )}
          </QueryState>
          <QuickLinks />
        </Side>
        <Main>
          <RecommendedJobs />
          <CompanyReviews />
          <Communities />
        </Main>
      </Columns>
    </>
  );
}

/** `/jobseeker-home`: the seeker's start page (docs/product/seeker-home.md). */
export function JobseekerHomePage() {
  return (
    <Page>
      <SignedInOnly
        next="/jobseeker-home"
        reason="Your home page shows your profile, jobs, reviews and communities once you are signed in."
      >
        {(user) => <SeekerHome name={user.name || user.email} />}
      </SignedInOnly>
    </Page>
  );
}
