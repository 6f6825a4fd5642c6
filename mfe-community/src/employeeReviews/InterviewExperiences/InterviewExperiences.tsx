import {
  INTERVIEW_DIFFICULTY_LABELS,
  INTERVIEW_EXPERIENCE_TEXTS,
  INTERVIEW_OUTCOME_LABELS,
} from '@rozgar/contracts/vocabularies';
import { Badge, Button, EmptyState, QueryState, TagList } from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { interviewExperiencesQuery } from '../../data/queries';
import type { InterviewExperiencePage } from '../../interviews/interviewExperiencesApi';
import { experienceCount } from '../../interviews/interviewTexts';
import { shareInterviewExperiencePath } from '../../interviews/shareInterviewExperiencePath';
import { Pager } from '../../reviews/Pager/Pager';
import { InterviewExperienceCard } from '../InterviewExperienceCard/InterviewExperienceCard';
import { SkeletonList } from '../SkeletonList/SkeletonList';

const Section = styled.section`
  display: grid;
  gap: 16px;
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  h2 {
    margin: 0;
  }
`;

const Summary = styled.div`
  display: grid;
  gap: 8px;
  p {
    margin: 0;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
`;

/** How many of the company's experiences had each difficulty, and each outcome that happened. */
function Counts({ page }: { page: InterviewExperiencePage }) {
  const outcomes = page.outcomes.filter((row) => row.count > 0);
  return (
    <Summary>
      <p>{experienceCount(page.total)}</p>
      <TagList aria-label="Difficulty">
        {page.difficulties.map((row) => (
          <li key={row.value}>
            <Badge tone="neutral">
              {INTERVIEW_DIFFICULTY_LABELS[row.value]}: {row.count}
            </Badge>
          </li>
        ))}
      </TagList>
      <TagList aria-label="Outcome">
        {outcomes.map((row) => (
          <li key={row.value}>
            <Badge tone="neutral">
              {INTERVIEW_OUTCOME_LABELS[row.value]}: {row.count}
            </Badge>
          </li>
        ))}
      </TagList>
    </Summary>
  );
}

export interface InterviewExperiencesProps {
  companyId: string;
  companyName: string;
}

/**
 * "Interview experiences" on a company's reviews page (docs/product/community-and-reviews.md,
 * "Share interview experience"): the difficulty and outcome counts, the experiences newest first,
 * 5 a page, and "Share interview experience" for this company. Anyone reads.
 */
export function InterviewExperiences({ companyId, companyName }: InterviewExperiencesProps) {
  const [page, setPage] = useState(1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const query = useQuery(interviewExperiencesQuery(companyId, page));
  const share = shareInterviewExperiencePath({ id: companyId, name: companyName });

  const goTo = (next: number) => {
    setPage(next);
    headingRef.current?.focus();
  };

  return (
    <Section aria-labelledby="interview-experiences-heading">
      <Head>
        <h2 id="interview-experiences-heading" ref={headingRef} tabIndex={-1}>
          Interview experiences
        </h2>
        <Button as={Link} to={share} variant="secondary">
          Share interview experience
        </Button>
      </Head>
      <QueryState
        query={query}
        loading={
          <SkeletonList as={List} label="Loading interview experiences" count={2} height={320} />
        }
        errorFallback={INTERVIEW_EXPERIENCE_TEXTS.failedToLoad}
        errorTitle={() => INTERVIEW_EXPERIENCE_TEXTS.failedToLoad}
        isEmpty={(data) => data.total === 0}
        empty={
          <EmptyState
            headingLevel={3}
            title={INTERVIEW_EXPERIENCE_TEXTS.none}
            description="Interviewed here? Help the next candidate prepare: you stay anonymous."
            action={
              <Button as={Link} to={share}>
                Share the first one
              </Button>
            }
          />
        }
      >
        {(data) => (
          <>
            <Counts page={data} />
            <List aria-busy={query.isPlaceholderData || undefined}>
              {data.experiences.map((experience) => (
                <li key={experience.id}>
                  <InterviewExperienceCard experience={experience} />
                </li>
              ))}
            </List>
            <Pager
              page={data.page}
              pageSize={data.page_size}
              total={data.total}
              onPage={goTo}
              label="Interview experience pages"
            />
          </>
        )}
      </QueryState>
    </Section>
  );
}
