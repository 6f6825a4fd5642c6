import { Badge, Card, QueryState, Skeleton, TagList } from '@rozgar/design-system';
import {
  INTERVIEW_DIFFICULTY_LABELS,
  INTERVIEW_OUTCOME_LABELS,
} from '@rozgar/contracts/vocabularies';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { InlineLoadError } from '../../components/InlineLoadError/InlineLoadError';
import { interviewExperiencesQuery } from '../companyQueries';

/** How many of the latest experiences the company page shows. */
const SHOWN = 3;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  article {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const monthText = (month: string) => {
  const [year, number] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, number! - 1, 1)).toLocaleString('en-IN', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
};

/**
 * A company page's interview experiences (docs/product/companies.md#company-page): how many were
 * shared, the latest few with role, month, difficulty and outcome, and the way to all of them and
 * to sharing one on the company's reviews page.
 */
export function InterviewHighlights({ companyId }: { companyId: string }) {
  const experiences = useQuery(interviewExperiencesQuery(companyId));
  const reviewsHref = `/employee-reviews/${encodeURIComponent(companyId)}`;
  return (
    <Section aria-labelledby="company-interviews-heading">
      <h2 id="company-interviews-heading">Interview experiences</h2>
      <QueryState
        query={experiences}
        loading={
          <div role="status" aria-busy="true" aria-label="Loading interview experiences">
            <Skeleton height={130} />
          </div>
        }
        errorFallback="Could not load the interview experiences"
        renderError={(failure) => <InlineLoadError {...failure} />}
      >
        {(data) =>
          data.total === 0 ? (
            <p>
              No interview experiences shared yet.{' '}
              <Link to="/share-interview-experience">Share your interview experience</Link>
            </p>
          ) : (
            <>
              <List aria-label="Latest interview experiences">
                {data.experiences.slice(0, SHOWN).map((experience) => {
                  const id = `interview-${experience.id}-role`;
                  return (
                    <li key={experience.id}>
                      <Card as="article" aria-labelledby={id} padding="md">
                        <h3 id={id}>{experience.role}</h3>
                        <TagList aria-label="Interview">
                          <li>
                            <Badge>{monthText(experience.interview_date)}</Badge>
                          </li>
                          <li>
                            <Badge>{INTERVIEW_DIFFICULTY_LABELS[experience.difficulty]}</Badge>
                          </li>
                          <li>
                            <Badge>{INTERVIEW_OUTCOME_LABELS[experience.outcome]}</Badge>
                          </li>
                        </TagList>
                        <p>{experience.experience}</p>
                      </Card>
                    </li>
                  );
                })}
              </List>
              <p>
                <Link to={reviewsHref}>
                  Read all {data.total}{' '}
                  {data.total === 1 ? 'interview experience' : 'interview experiences'}
                </Link>
              </p>
            </>
          )
        }
      </QueryState>
    </Section>
  );
}
