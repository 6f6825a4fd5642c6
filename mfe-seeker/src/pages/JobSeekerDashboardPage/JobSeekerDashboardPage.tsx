import { Button, Card, httpStatus, QueryState, Spinner } from '@rozgar/design-system';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { JobAlertsSection } from '../../alerts/JobAlertsSection/JobAlertsSection';
import { SignedInOnly } from '../../components/SignedInOnly/SignedInOnly';
import { Tabs } from '../../components/Tabs/Tabs';
import { profileQuery, profileSaved } from '../../data/queries';
import { formatDate, formatFileSize } from '../../profile/format';
import { ListSection } from '../../profile/ListSection/ListSection';
import { DEFAULT_LOAD_ERROR, NO_DATA, NO_RESUME } from '../../profile/messages';
import { ProfileHeader } from '../../profile/ProfileHeader/ProfileHeader';
import { RecruiterVisibility } from '../../profile/RecruiterVisibility/RecruiterVisibility';
import { EmailPreferences } from '../../profile/EmailPreferences/EmailPreferences';
import { type ProfileAnswer, type SectionAnswer } from '../../profile/profileApi';
import {
  academicAchievementsSpec,
  educationSpec,
  employmentSpec,
  internshipsSpec,
  languagesSpec,
  preferenceSpec,
  projectsSpec,
  summarySpec,
} from '../../profile/profileForms';
import { ScalarSection } from '../../profile/ScalarSection/ScalarSection';
import { EmptyText } from '../../profile/SectionCard/EmptyText';
import { SectionCard } from '../../profile/SectionCard/SectionCard';
import { DASHBOARD_SECTIONS } from '../../profile/sections';
import { SkillsSection } from '../../profile/SkillsSection/SkillsSection';
import { useHashSectionFocus } from '../../profile/useSectionFocus';

const Page = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]};
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 240px minmax(0, 1fr);
  }
`;

const Sidebar = styled(Card)`
  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: 88px;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
`;

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

const ResumeFacts = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
`;

function QuickLinksSidebar() {
  return (
    <Sidebar forwardedAs="nav" aria-labelledby="dashboard-quick-links">
      <h2 id="dashboard-quick-links">Quick links</h2>
      <ul>
        {DASHBOARD_SECTIONS.map((section) => (
          <li key={section.id}>
            <Link to={{ hash: section.id }} replace>
              {section.title}
            </Link>
          </li>
        ))}
      </ul>
    </Sidebar>
  );
}

function ViewAndEdit({
  answer,
  onChange,
}: {
  answer: ProfileAnswer;
  onChange: (answer: ProfileAnswer) => void;
}) {
  const { profile, resume } = answer;
  const onSection = (next: SectionAnswer) => onChange({ ...answer, ...next });
  useHashSectionFocus(true);
  return (
    <Layout>
      <QuickLinksSidebar />
      <Sections>
        <ScalarSection id="preference" spec={preferenceSpec} profile={profile} onSaved={onChange} />
        <ScalarSection id="education" spec={educationSpec} profile={profile} onSaved={onChange} />
        <SkillsSection id="key-skills" skills={profile.skills} onSaved={onChange} />
        <ListSection id="languages" spec={languagesSpec} profile={profile} onSaved={onSection} />
        <ListSection
          id="internships"
          spec={internshipsSpec}
          profile={profile}
          onSaved={onSection}
        />
        <ListSection id="projects" spec={projectsSpec} profile={profile} onSaved={onSection} />
        <ListSection id="employment" spec={employmentSpec} profile={profile} onSaved={onSection} />
        <ListSection
          id="academic-achievements"
          spec={academicAchievementsSpec}
          profile={profile}
          onSaved={onSection}
        />
        <ScalarSection
          id="profile-summary"
          spec={summarySpec}
          profile={profile}
          onSaved={onChange}
        />
        <SectionCard
          id="resume"
          title="Resume"
          actions={
            <Button as={Link} to="/resume" variant="secondary" size="sm">
              {resume ? 'Manage resume' : 'Upload resume'}
            </Button>
          }
        >
          {resume ? (
            <ResumeFacts>
              <strong>{resume.filename}</strong> · {formatFileSize(resume.size)} · uploaded{' '}
              {formatDate(resume.uploaded_at)}
            </ResumeFacts>
          ) : (
            <EmptyText>{NO_RESUME}</EmptyText>
          )}
        </SectionCard>
        <RecruiterVisibility
          id="recruiter-visibility"
          visible={profile.visible_to_recruiters}
          onSaved={onChange}
        />
        {/* docs/product/notifications-and-alerts.md#job-alerts */}
        <JobAlertsSection />
        {/* docs/product/notifications-and-alerts.md#notification-centre */}
        <EmailPreferences id="email-notifications" />
      </Sections>
    </Layout>
  );
}

/* The second tab's charts are downloaded when it is first shown, not with the page (issue 17's
   JavaScript budget); meanwhile the same spinner the tab shows while its figures load. */
const ActivityInsights = lazy(async () => ({
  default: (await import('../../profile/ActivityInsights/ActivityInsights')).ActivityInsights,
}));
const activityLoading = <Spinner label="Loading your activity" />;

function Dashboard() {
  const profile = useQuery(profileQuery());
  const queryClient = useQueryClient();
  const [tab, setTab] = useState('view-edit');
  // A save shows the BFF's answer here and everywhere else the portal shows it (the home's
  // profile board, the jobs' skill match).
  const replace = useCallback(
    (answer: ProfileAnswer) => profileSaved(queryClient, answer),
    [queryClient],
  );

  return (
    <QueryState
      query={profile}
      loading={<Spinner label="Loading your profile" />}
      errorFallback={DEFAULT_LOAD_ERROR}
      renderError={({ message, error, retry }) => (
        <Card>
          {httpStatus(error) === 404 ? <p>{NO_DATA}</p> : <p role="alert">Error: {message}</p>}
          <Button type="button" variant="secondary" onClick={retry}>
            Retry
          </Button>
        </Card>
      )}
    >
      {(answer) => <ProfileView answer={answer} replace={replace} tab={tab} setTab={setTab} />}
    </QueryState>
  );
}

function ProfileView({
  answer,
  replace,
  tab,
  setTab,
}: {
  answer: ProfileAnswer;
  replace: (answer: ProfileAnswer) => void;
  tab: string;
  setTab: (tab: string) => void;
}) {
  return (
    <>
      <ProfileHeader
        profile={answer.profile}
        completeness={answer.completeness}
        onSaved={replace}
        onPhoto={(url) =>
          replace({ ...answer, profile: { ...answer.profile, profile_picture: url } })
        }
      />
      <Tabs
        label="Your profile"
        selectedId={tab}
        onSelect={setTab}
        tabs={[
          {
            id: 'view-edit',
            label: 'View & Edit',
            panel: <ViewAndEdit answer={answer} onChange={replace} />,
          },
          {
            id: 'insights',
            label: 'Activity insights',
            panel: (
              <Suspense fallback={activityLoading}>
                <ActivityInsights />
              </Suspense>
            ),
          },
        ]}
      />
    </>
  );
}

/**
 * `/job-seeker-dashboard`: the seeker's profile
 * (docs/product/seeker-profile-and-resume.md#profile-dashboard).
 */
export function JobSeekerDashboardPage() {
  return (
    <Page>
      <SignedInOnly
        next="/job-seeker-dashboard"
        reason="Your profile, resume and activity are here once you are signed in."
      >
        {() => <Dashboard />}
      </SignedInOnly>
    </Page>
  );
}
