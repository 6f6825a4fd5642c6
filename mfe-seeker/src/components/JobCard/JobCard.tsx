import { Badge, Card } from '@rozgar/design-system';
import { useRef, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { companyHref } from '../../companies/companyDisplay';
import { firstAndMore } from '../../jobs/jobDisplay';
import type { Job } from '../../jobs/jobsApi';
import { JobFacts } from '../JobFacts/JobFacts';
import { ResponsivenessBadge } from '../ResponsivenessBadge/ResponsivenessBadge';
import { SkillMatch } from '../SkillMatch/SkillMatch';

const Article = styled(Card)<{ $clickable: boolean }>`
  display: grid;
  gap: 12px;
  cursor: ${({ $clickable }) => ($clickable ? 'pointer' : 'auto')};
`;

const Title = styled.h2`
  font-size: 1.1rem;
  margin: 0 0 4px;
  a,
  button {
    padding: 0;
    border: none;
    background: none;
    font: inherit;
    color: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    text-decoration: underline;
  }
  a:focus-visible,
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Company = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  a {
    color: inherit;
  }
  a:hover {
    color: ${({ theme }) => theme.color.primary};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Skills = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  padding: 0;
  margin: 0;
  list-style: none;
`;

const VISIBLE_SKILLS = 5;

export interface JobCardProps {
  job: Job;
  /** Opens the job (the details modal). Without it the title links to the details page. */
  onOpen?: (job: Job) => void;
  /** Buttons for the job (Apply / Save), at the bottom of the card. */
  actions?: ReactNode;
  /** Whether the company links to its page (not on that very page). Default true. */
  linkCompany?: boolean;
}

/** Clicks on these belong to them, not to the card. */
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"]';

/**
 * One job in a list: an `article` named by its title, its company (a link to the company's page
 * when the job names it by id, docs/product/companies.md#company-page), with its facts, skills, the seeker's skill
 * match (when the job carries one) and optional actions. With `onOpen`, a click anywhere on the
 * card that is not on a control opens the job; focus first moves to the title's button so that it
 * returns there when the modal closes.
 */
export function JobCard({ job, onOpen, actions, linkCompany = true }: JobCardProps) {
  const { shown, more } = firstAndMore(job.skills, VISIBLE_SKILLS);
  const titleId = `job-${job.id}-title`;
  const openerRef = useRef<HTMLButtonElement>(null);

  const handleCardClick = (event: MouseEvent<HTMLElement>) => {
    if (!onOpen) return;
    const target = event.target as Element;
    if (target.closest(INTERACTIVE)) return;
    if (window.getSelection?.()?.toString()) return; // selecting text is not a click
    openerRef.current?.focus();
    onOpen(job);
  };

  return (
    <Article
      forwardedAs="article"
      aria-labelledby={titleId}
      interactive={Boolean(onOpen)}
      $clickable={Boolean(onOpen)}
      onClick={handleCardClick}
    >
      <div>
        <Title id={titleId}>
          {onOpen ? (
            <button
              ref={openerRef}
              type="button"
              aria-haspopup="dialog"
              onClick={() => onOpen(job)}
            >
              {job.job_title}
            </button>
          ) : (
            <Link to={`/job-details/${encodeURIComponent(job.id)}`} state={{ job }}>
              {job.job_title}
            </Link>
          )}
        </Title>
        {job.company && (
          <Company>
            {job.company_id && linkCompany ? (
              <Link to={companyHref(job.company_id)}>{job.company}</Link>
            ) : (
              job.company
            )}
          </Company>
        )}
      </div>
      <ResponsivenessBadge days={job.responds_within_days} />
      <JobFacts job={job} />
      {shown.length > 0 && (
        <Skills aria-label="Skills">
          {shown.map((skill) => (
            <li key={skill}>
              <Badge>{skill}</Badge>
            </li>
          ))}
          {more > 0 && <li>+{more} more</li>}
        </Skills>
      )}
      <SkillMatch match={job.skill_match} />
      {actions}
    </Article>
  );
}
