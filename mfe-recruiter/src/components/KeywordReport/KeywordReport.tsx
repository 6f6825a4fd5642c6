import { KEYWORD_OPTIMISER_LIMITS as LIMITS } from '@rozgar/contracts/keyword-optimiser';
import { Badge, Button, TagList } from '@rozgar/design-system';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { KeywordAnalysis } from '../../keywords/keywordApi';
import { ScoreMeter } from '../ScoreMeter/ScoreMeter';
import { checksMet, percent, relevanceText, ruleName, sourceText, usedTimes } from './keywordText';

export interface KeywordReportProps {
  analysis: KeywordAnalysis;
  /** Adds a suggested keyword to the job being written; without it, suggestions are only listed. */
  onAdd?: (keyword: string) => void;
  /** The suggestions added already, in lower case: their button says "Added". */
  added?: ReadonlySet<string>;
  /** Where Add puts a keyword, for its button's name ("Add typescript to key skills"). */
  addTo?: string;
}

const Frame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    align-items: end;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Rules = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    justify-items: start;
    align-items: start;
  }
  strong {
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
  /* Beside its badge from a large phone up; under it on a small one. */
  ${({ theme }) => theme.media.sm} {
    li {
      grid-template-columns: auto minmax(0, 1fr);
    }
    p {
      grid-column: 2;
    }
  }
`;

const Lists = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th,
  td {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    overflow-wrap: anywhere;
  }
  td:not(:first-child),
  th:not(:first-child) {
    text-align: right;
    white-space: nowrap;
  }
`;

const Suggestions = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    min-height: 40px;
  }
  span {
    overflow-wrap: anywhere;
  }
`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

/**
 * What the keyword optimiser found in a job's text
 * (docs/product/recruiter-tools-and-workspace.md#job-posting-keyword-optimiser): the score, each
 * rule met or not with its advice, the keywords found with their use and density, the missing
 * (at most 5) and overused ones (more than 5 uses, at most 3), and the top 10 suggestions, each
 * with an Add button when `onAdd` is given. Its sections are `h3`s under the caller's heading.
 */
export function KeywordReport({ analysis, onAdd, added, addTo = 'the job' }: KeywordReportProps) {
  const { rules, keywords, missing, overused, suggestions } = analysis;
  return (
    <Frame>
      <Summary>
        <ScoreMeter label="Keyword score" score={analysis.score} detail={checksMet(analysis)} />
        <Muted>{sourceText(analysis)}</Muted>
      </Summary>

      <Section title="Checks">
        <Rules>
          {rules.map(({ rule, met, advice }) => (
            <li key={rule}>
              <Badge tone={met ? 'green' : 'red'}>
                <span aria-hidden="true">{met ? '✓' : '✗'}</span> {met ? 'Met' : 'Not met'}
              </Badge>
              <strong>{ruleName(rule, analysis)}</strong>
              <p>{advice}</p>
            </li>
          ))}
        </Rules>
      </Section>

      <Lists>
        <Section title="Keywords found">
          {keywords.length === 0 ? (
            <Muted>No relevant keyword found yet.</Muted>
          ) : (
            <Table>
              <thead>
                <tr>
                  <th scope="col">Keyword</th>
                  <th scope="col">Uses</th>
                  <th scope="col">Density</th>
                </tr>
              </thead>
              <tbody>
                {keywords.map(({ keyword, count, density }) => (
                  <tr key={keyword}>
                    <td>{keyword}</td>
                    <td>{count}</td>
                    <td>{percent(density)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Section>

        <Section title="Suggestions">
          {suggestions.length === 0 ? (
            <Muted>No suggestion: the text already has the most relevant keywords.</Muted>
          ) : (
            <Suggestions aria-label={`Top ${LIMITS.suggestions} suggestions, most relevant first`}>
              {suggestions.map(({ keyword, relevance }) => {
                const done = added?.has(keyword.toLowerCase()) ?? false;
                return (
                  <li key={keyword}>
                    <span>
                      <strong>{keyword}</strong>{' '}
                      <Muted as="span">relevance {relevanceText(relevance)}</Muted>
                    </span>
                    {onAdd ? (
                      <Button
                        type="button"
                        size="sm"
                        variant="secondary"
                        aria-disabled={done}
                        aria-label={
                          done ? `${keyword} added to ${addTo}` : `Add ${keyword} to ${addTo}`
                        }
                        onClick={() => {
                          if (!done) onAdd(keyword);
                        }}
                      >
                        {done ? 'Added' : 'Add'}
                      </Button>
                    ) : null}
                  </li>
                );
              })}
            </Suggestions>
          )}
        </Section>

        <Section title="Missing keywords">
          {missing.length === 0 ? (
            <Muted>None: no highly relevant keyword is missing.</Muted>
          ) : (
            <TagList aria-label="Missing keywords">
              {missing.map(({ keyword }) => (
                <li key={keyword}>
                  <Badge tone="orange">{keyword}</Badge>
                </li>
              ))}
            </TagList>
          )}
        </Section>

        <Section title="Overused keywords">
          {overused.length === 0 ? (
            <Muted>None: no keyword is used more than {LIMITS.overusedAbove} times.</Muted>
          ) : (
            <TagList aria-label="Overused keywords">
              {overused.map(({ keyword, count }) => (
                <li key={keyword}>
                  <Badge tone="yellow">
                    {keyword}, {usedTimes(count)}
                  </Badge>
                </li>
              ))}
            </TagList>
          )}
        </Section>
      </Lists>
    </Frame>
  );
}
