import { Card } from '@rozgar/design-system';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { CandidateCard as Candidate } from '../../resdex/candidatesApi';
import {
  candidateHeadingId,
  candidateName,
  experienceText,
  NOT_GIVEN,
  skillsText,
} from '../../resdex/candidateText';

const Article = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-content: start;
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export interface CandidateCardProps {
  candidate: Candidate;
  /** Show only the first few skills, then "+{n} more". */
  skillsLimit?: number;
  /** The card's actions (save toggle, resume link). */
  actions?: ReactNode;
  /**
   * The name's heading: h3 under a section's h2 (the search results), h2 straight under the
   * page's h1 (saved candidates), so heading levels never skip one.
   */
  headingLevel?: 'h2' | 'h3';
}

/**
 * A candidate of Resdex (docs/product/resume-search-resdex.md#results): avatar initial, name,
 * current role, address, experience, skills and education, then the actions the page gives it.
 * Named by the candidate's name.
 */
export function CandidateCard({
  candidate,
  skillsLimit,
  actions,
  headingLevel: Heading = 'h3',
}: CandidateCardProps) {
  const name = candidateName(candidate);
  const headingId = candidateHeadingId(candidate);
  return (
    <Article forwardedAs="article" aria-labelledby={headingId}>
      <Head>
        <Avatar aria-hidden="true">{name.charAt(0).toUpperCase()}</Avatar>
        <div>
          <Heading id={headingId}>{name}</Heading>
          <p>{candidate.curr_role?.trim() || NOT_GIVEN}</p>
        </div>
      </Head>
      <Facts>
        <dt>Address</dt>
        <dd>{candidate.address?.trim() || NOT_GIVEN}</dd>
        <dt>Experience</dt>
        <dd>{experienceText(candidate.experience)}</dd>
        <dt>Skills</dt>
        <dd>{skillsText(candidate.skills, skillsLimit)}</dd>
        <dt>Education</dt>
        <dd>{candidate.education?.trim() || NOT_GIVEN}</dd>
        <dt>Expected salary</dt>
        <dd>
          {candidate.expected_salary === null ? NOT_GIVEN : `${candidate.expected_salary} LPA`}
        </dd>
        <dt>Notice period</dt>
        <dd>{candidate.notice_period ?? NOT_GIVEN}</dd>
      </Facts>
      {actions ? <Actions>{actions}</Actions> : null}
    </Article>
  );
}
