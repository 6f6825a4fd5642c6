import { Button, Card } from '@rozgar/design-system';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ServicePageLayout } from '../ServicesPage/ServicePageLayout/ServicePageLayout';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: 16px;
  ul {
    padding-left: 20px;
    margin: 0;
  }
  h3 {
    margin-top: 0;
  }
`;

/** `/services/resume-building`: how to write a resume that gets shortlisted in India. */
export function ResumeBuildingPage() {
  return (
    <ServicePageLayout
      title="Resume building"
      lead="A recruiter spends well under a minute on a first read, and many companies screen resumes with software first. Here is how to write one that survives both."
    >
      <h2>The structure that works</h2>
      <ol>
        <li>
          <strong>Header</strong> — name, mobile number, e-mail, city and a LinkedIn or portfolio
          link. Photo, date of birth, religion and marital status are not needed.
        </li>
        <li>
          <strong>Summary</strong> — three lines: your role, years of experience, your strongest
          skills and the kind of role you want next.
        </li>
        <li>
          <strong>Key skills</strong> — 8 to 12 skills, named the way job descriptions name them.
        </li>
        <li>
          <strong>Experience</strong> — newest first; company, title, dates (month and year) and
          three to five bullet points per role.
        </li>
        <li>
          <strong>Projects</strong> — essential for freshers: what you built, with what, and the
          result.
        </li>
        <li>
          <strong>Education and certifications</strong> — degree, institution, year; add marks only
          if they are strong or the employer asks.
        </li>
      </ol>

      <h2>Write achievements, not duties</h2>
      <p>
        Start each bullet with a verb and end with a number. “Responsible for reports” says little;
        “Automated the monthly GST reconciliation in Excel, cutting closing time from 5 days to 2”
        gets a call. Numbers can be money (₹ lakhs saved), time, volume, people or percentages.
      </p>

      <h2>Make it readable by applicant tracking systems</h2>
      <Columns>
        <Card padding="md">
          <h3>Do</h3>
          <ul>
            <li>Use a single-column layout and standard headings.</li>
            <li>Save as PDF (or DOCX when asked) with selectable text.</li>
            <li>Repeat the exact skill names from the job description you match.</li>
            <li>Keep it to one page for under 5 years of experience, two pages otherwise.</li>
          </ul>
        </Card>
        <Card padding="md">
          <h3>Don’t</h3>
          <ul>
            <li>Put text in images, tables, text boxes or headers and footers.</li>
            <li>Use skill bars or star ratings — software cannot read them.</li>
            <li>Send the same resume to every job.</li>
            <li>Leave unexplained gaps; one honest line is enough.</li>
          </ul>
        </Card>
      </Columns>

      <h2>Before you send it</h2>
      <ul>
        <li>Check spelling, dates and that your phone number is correct.</li>
        <li>Name the file “Firstname-Lastname-Role.pdf”.</li>
        <li>
          Use the <Link to="/resume-optimizer">resume keyword tool</Link> to compare your resume
          with the jobs you are applying to.
        </li>
      </ul>

      <Card padding="lg" elevated>
        <h2 style={{ marginTop: 0 }}>Put it to work</h2>
        <p>Create a free profile, upload your resume and let recruiters find you.</p>
        <Button as={Link} to="/signup">
          Create your profile
        </Button>
      </Card>
    </ServicePageLayout>
  );
}
