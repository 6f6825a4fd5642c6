import { industryGroupOf } from '@rozgar/contracts/vocabularies';
import { Badge } from '@rozgar/design-system';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { companyHref } from '../../companies/companyDisplay';
import { formatExperience, formatSalary } from '../../jobs/jobDisplay';
import type { Job } from '../../jobs/jobsApi';

// One track no wider than the card, long words wrapped: the details fit a 360 px phone
// (docs/product/navigation-and-layout.md).
const Sections = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
`;

const Section = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  overflow-wrap: anywhere;
  gap: ${({ theme }) => theme.space[2]};
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    white-space: pre-line;
  }
`;

const Highlights = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Skills = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  padding: 0;
  margin: 0;
  list-style: none;
`;

/**
 * The body of a job's details (docs/product/jobs-search-and-details.md#job-details-page):
 * description, highlights (role, location, candidate profile, salary, experience, industry),
 * skills, qualifications, perks and about the company.
 * A field the job does not have is left out, never invented.
 */
export function JobDetailsContent({ job, headingLevel = 2 }: { job: Job; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const skills = job.skills;
  const highlights: Array<[string, string]> = [
    ['Role', job.role],
    ['Department', job.department],
    ['Location', job.location],
    ['Work mode', job.work_mode],
    ['Candidate profile', job.candidate_profile],
    ['Salary', formatSalary(job.min_salary, job.max_salary)],
    ['Experience', formatExperience(job.min_experience, job.max_experience)],
    // a stored industry (IT/ITES) reads as the seeker's filter shows it (IT Services)
    ['Industry', job.industry ? industryGroupOf(job.industry) : job.industry],
    ['Employment type', job.employment_category ?? job.job_type],
    ['Vacancies', typeof job.vacancies === 'number' ? String(job.vacancies) : null],
  ].filter((row): row is [string, string] => typeof row[1] === 'string' && row[1] !== '');
  const qualifications = [job.qualification, job.requirements].filter(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  const aboutCompany = job.about_company || job.company_description;

  return (
    <Sections>
      {job.job_description && (
        <Section aria-labelledby={`job-${job.id}-description`}>
          <Heading id={`job-${job.id}-description`}>Job description</Heading>
          <p>{job.job_description}</p>
        </Section>
      )}
      <Section aria-labelledby={`job-${job.id}-highlights`}>
        <Heading id={`job-${job.id}-highlights`}>Job highlights</Heading>
        <Highlights>
          {highlights.map(([term, value]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Highlights>
      </Section>
      {skills.length > 0 && (
        <Section aria-labelledby={`job-${job.id}-skills`}>
          <Heading id={`job-${job.id}-skills`}>Key skills</Heading>
          <Skills>
            {skills.map((skill) => (
              <li key={skill}>
                <Badge>{skill}</Badge>
              </li>
            ))}
          </Skills>
        </Section>
      )}
      {qualifications.length > 0 && (
        <Section aria-labelledby={`job-${job.id}-qualifications`}>
          <Heading id={`job-${job.id}-qualifications`}>Qualifications</Heading>
          {qualifications.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </Section>
      )}
      {job.perks && (
        <Section aria-labelledby={`job-${job.id}-perks`}>
          <Heading id={`job-${job.id}-perks`}>Perks and benefits</Heading>
          <p>{job.perks}</p>
        </Section>
      )}
      {(aboutCompany || job.company_id) && (
        <Section aria-labelledby={`job-${job.id}-company`}>
          <Heading id={`job-${job.id}-company`}>
            About {job.company ? job.company : 'the company'}
          </Heading>
          {aboutCompany && <p>{aboutCompany}</p>}
          {job.company_id && (
            <p>
              <Link to={companyHref(job.company_id)}>
                More about {job.company}: its jobs, reviews and photos
              </Link>
            </p>
          )}
        </Section>
      )}
    </Sections>
  );
}
