import { Badge, Card, VisuallyHidden } from '@rozgar/design-system';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatExperience, formatPostedDate, formatSalary, skillList } from '../../jobs/jobDisplay';
import type { Job } from '../../jobs/jobsApi';

const Title = styled.h2`
  font-size: 1.1rem;
  margin: 0 0 4px;
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Company = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 18px;
  padding: 0;
  margin: 0 0 12px;
  list-style: none;
  color: ${({ theme }) => theme.color.text};
`;

const Skills = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  padding: 0;
  margin: 0 0 8px;
  list-style: none;
`;

const Posted = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const VISIBLE_SKILLS = 5;

/** One job in the list: an `article` named by its title. */
export function JobCard({ job }: { job: Job }) {
  const skills = skillList(job.skills);
  const titleId = `job-${job.id}-title`;
  const posted = formatPostedDate(job.created_at);
  return (
    <Card as="article" aria-labelledby={titleId}>
      <Title id={titleId}>
        <Link to={`/job-details/${encodeURIComponent(job.id)}`}>{job.job_title}</Link>
      </Title>
      {job.company && <Company>{job.company}</Company>}
      <Facts>
        <li>
          <VisuallyHidden>Experience: </VisuallyHidden>
          {formatExperience(job.min_experience, job.max_experience)}
        </li>
        <li>
          <VisuallyHidden>Salary: </VisuallyHidden>
          {formatSalary(job.min_salary, job.max_salary)}
        </li>
        {job.location && (
          <li>
            <VisuallyHidden>Location: </VisuallyHidden>
            {job.location}
          </li>
        )}
        {job.work_mode && (
          <li>
            <VisuallyHidden>Work mode: </VisuallyHidden>
            {job.work_mode}
          </li>
        )}
        {job.job_type && (
          <li>
            <VisuallyHidden>Job type: </VisuallyHidden>
            {job.job_type}
          </li>
        )}
      </Facts>
      {skills.length > 0 && (
        <Skills aria-label="Skills">
          {skills.slice(0, VISIBLE_SKILLS).map((skill) => (
            <li key={skill}>
              <Badge>{skill}</Badge>
            </li>
          ))}
          {skills.length > VISIBLE_SKILLS && <li>+{skills.length - VISIBLE_SKILLS} more</li>}
        </Skills>
      )}
      {posted && <Posted>Posted {posted}</Posted>}
    </Card>
  );
}
