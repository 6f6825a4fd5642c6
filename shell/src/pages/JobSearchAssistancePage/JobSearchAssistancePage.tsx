import { Button, Card } from '@rozgar/design-system';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ServicePageLayout } from '../ServicesPage/ServicePageLayout/ServicePageLayout';

const Steps = styled.ol`
  padding-left: 20px;
  display: grid;
  gap: 8px;
  li::marker {
    font-weight: 700;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

/** `/job-search-assistance`: a practical job-search plan for the Indian market. */
export function JobSearchAssistancePage() {
  return (
    <ServicePageLayout
      title="Job search assistance"
      lead="A job search works best as a weekly routine, not a burst of applications. This plan is what recruiters on Rozgar tell us separates candidates who get calls from those who don’t."
    >
      <h2>1. Decide what you are looking for</h2>
      <p>
        Write down two or three target roles, the cities you will work in (or remote), your expected
        salary in lakhs per annum and your notice period. Recruiters in India filter on exactly
        these fields, so keep them consistent on your profile and in every application. Use{' '}
        <Link to="/salary-insights">salary insights</Link> to check what live jobs for your role
        actually pay before you name a figure.
      </p>

      <h2>2. Make your profile searchable</h2>
      <Steps>
        <li>
          Fill in key skills with the words employers use in job descriptions (for example “Spring
          Boot”, “GST filing”, “Tally ERP”), not only general ones like “hard-working”.
        </li>
        <li>Add your current role, total experience, current location and preferred locations.</li>
        <li>
          Upload a resume as PDF or DOCX, named with your name and role, and update it whenever you
          change a project: recruiters sort by recently active profiles.
        </li>
      </Steps>

      <h2>3. Search smartly</h2>
      <p>
        On the <Link to="/jobs">jobs page</Link>, combine filters for experience, salary, location
        and work mode instead of scrolling everything. Save promising jobs and apply within two or
        three days of posting, when recruiters are still reading every response. Check{' '}
        <Link to="/company-reviews">company reviews</Link> for work-life balance and salary feedback
        before you apply.
      </p>

      <h2>4. Apply with intent</h2>
      <Steps>
        <li>Read the whole description and apply when you meet most of the must-have skills.</li>
        <li>Tailor the first lines of your resume summary to the role.</li>
        <li>Keep a simple tracker — Rozgar’s application tracking shows every status change.</li>
        <li>Ten tailored applications a week beat fifty generic ones.</li>
      </Steps>

      <h2>5. Network and follow up</h2>
      <p>
        Many openings are filled through referrals. Tell former colleagues and classmates what you
        are looking for, join the <Link to="/community">communities</Link> for your field, and
        follow up politely one week after applying or interviewing.
      </p>

      <h2>6. Stay safe</h2>
      <p>
        Genuine employers never ask for money to schedule an interview, issue an offer letter or
        provide training. Do not share OTPs, bank details or Aadhaar numbers before you have a
        written offer from a company you have verified. If something feels wrong,{' '}
        <Link to="/contact-us">tell us</Link>.
      </p>

      <Card padding="lg" elevated>
        <h2 style={{ marginTop: 0 }}>Ready to start?</h2>
        <Actions>
          <Button as={Link} to="/jobs">
            Browse jobs
          </Button>
          <Button as={Link} to="/services/resume-building" variant="secondary">
            Improve your resume
          </Button>
          <Button as={Link} to="/career-counselling" variant="secondary">
            Talk to a counsellor
          </Button>
        </Actions>
      </Card>
    </ServicePageLayout>
  );
}
