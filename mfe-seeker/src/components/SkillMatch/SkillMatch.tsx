import { Badge } from '@rozgar/design-system';
import { useId } from 'react';
import styled from 'styled-components';
import { skillMatchSummary } from '../../jobs/jobDisplay';
import type { SkillMatch as SkillMatchData } from '../../jobs/jobsApi';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceSunken};
`;

const Summary = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Skills = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0;
  margin: 0;
  list-style: none;
`;

/**
 * How the logged-in seeker's skills meet the job's ("4 of 6 skills match"), with the matched and
 * the missing skills listed. Renders nothing when the job carries no `skill_match`.
 */
export function SkillMatch({ match }: { match: SkillMatchData | null | undefined }) {
  const id = useId();
  if (!match) return null;
  const summary = skillMatchSummary(match);
  if (!summary) return null;
  return (
    // A group, not a region: every job card has one, and landmarks named alike by the dozen help
    // nobody (issue 17).
    <Box role="group" aria-labelledby={`${id}-summary`}>
      <Summary id={`${id}-summary`}>{summary}</Summary>
      {match.matched.length > 0 && (
        <Line>
          <span id={`${id}-matched`}>Matched:</span>
          <Skills aria-labelledby={`${id}-matched`}>
            {match.matched.map((skill) => (
              <li key={skill}>
                <Badge size="sm" tone="green">
                  {skill}
                </Badge>
              </li>
            ))}
          </Skills>
        </Line>
      )}
      {match.missing.length > 0 && (
        <Line>
          <span id={`${id}-missing`}>Missing:</span>
          <Skills aria-labelledby={`${id}-missing`}>
            {match.missing.map((skill) => (
              <li key={skill}>
                <Badge size="sm" tone="grey">
                  {skill}
                </Badge>
              </li>
            ))}
          </Skills>
        </Line>
      )}
    </Box>
  );
}
