import {
  INTERVIEW_DIFFICULTY_LABELS,
  INTERVIEW_OUTCOME_LABELS,
  INTERVIEW_SOURCE_LABELS,
  type InterviewDifficulty,
  type InterviewOutcome,
} from '@rozgar/contracts/vocabularies';
import { Badge, Card, TagList, type BadgeTone } from '@rozgar/design-system';
import styled from 'styled-components';
import type { InterviewExperience } from '../../interviews/interviewExperiencesApi';
import { interviewMonth } from '../../interviews/interviewTexts';
import { reviewDate } from '../ratingText';

const Article = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Heading = styled.h4`
  margin: 4px 0 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Questions = styled.ol`
  margin: 0;
  padding-left: 1.5em;
  display: grid;
  gap: 4px;
  li {
    white-space: pre-line;
  }
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-line;
`;

const DIFFICULTY_TONE: Record<InterviewDifficulty, BadgeTone> = {
  easy: 'green',
  moderate: 'orange',
  hard: 'red',
};

const OUTCOME_TONE: Record<InterviewOutcome, BadgeTone> = {
  selected: 'green',
  declined_offer: 'green',
  rejected: 'red',
  no_response: 'grey',
  in_progress: 'blue',
};

export interface InterviewExperienceCardProps {
  experience: InterviewExperience;
}

/**
 * One interview experience, anonymous by construction (no author is ever sent): the role, when
 * the interview was and when it was shared, its difficulty and outcome, how the candidate got it,
 * the questions asked, the experience and tips.
 */
export function InterviewExperienceCard({ experience }: InterviewExperienceCardProps) {
  const titleId = `interview-${experience.id}`;
  return (
    <Article as="article" aria-labelledby={titleId}>
      <Title id={titleId}>{experience.role}</Title>
      <Meta>
        Interviewed in {interviewMonth(experience.interview_date)}
        {experience.source && <> · {INTERVIEW_SOURCE_LABELS[experience.source]}</>} · Shared{' '}
        <time dateTime={experience.created_at}>{reviewDate(experience.created_at)}</time>
      </Meta>
      <TagList aria-label="Difficulty and outcome">
        <li>
          <Badge tone={DIFFICULTY_TONE[experience.difficulty]}>
            Difficulty: {INTERVIEW_DIFFICULTY_LABELS[experience.difficulty]}
          </Badge>
        </li>
        <li>
          <Badge tone={OUTCOME_TONE[experience.outcome]}>
            Outcome: {INTERVIEW_OUTCOME_LABELS[experience.outcome]}
          </Badge>
        </li>
      </TagList>
      <Heading>Questions asked</Heading>
      <Questions>
        {experience.questions.map((question, index) => (
          <li key={index}>{question}</li>
        ))}
      </Questions>
      <Heading>Experience</Heading>
      <Text>{experience.experience}</Text>
      {experience.tips && (
        <>
          <Heading>Tips</Heading>
          <Text>{experience.tips}</Text>
        </>
      )}
    </Article>
  );
}
