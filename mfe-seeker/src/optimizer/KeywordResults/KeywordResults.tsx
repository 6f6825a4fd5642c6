import { Badge, Card, ProgressRing, TagList } from '@rozgar/design-system';
import styled from 'styled-components';
import type { Importance, KeywordComparison } from '../compareKeywords';

const IMPORTANCE_TONE: Record<Importance, 'red' | 'orange' | 'neutral'> = {
  high: 'red',
  medium: 'orange',
  low: 'neutral',
};

const IMPORTANCE_LABEL: Record<Importance, string> = {
  high: 'High importance',
  medium: 'Medium importance',
  low: 'Low importance',
};

const Layout = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  h2,
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
`;

const Score = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  p {
    margin: 0;
  }
`;

const MissingList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  strong {
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const times = (count: number) => (count === 1 ? 'once' : `${count} times`);

/** The optimiser's result: the match score, the matched keywords and the top missing ones. */
export function KeywordResults({ result }: { result: KeywordComparison }) {
  const tone = result.score >= 70 ? 'green' : result.score >= 40 ? 'yellow' : 'red';
  return (
    <Layout forwardedAs="section" aria-labelledby="results-heading">
      <div>
        <h2 id="results-heading">Results</h2>
        <Score>
          <ProgressRing value={result.score} tone={tone} label="Keyword match" size={80} />
          <p>
            Your resume has {result.matched.length} of the job&apos;s{' '}
            {result.matched.length + result.missing.length} keywords.
          </p>
        </Score>
      </div>
      <section aria-labelledby="missing-heading">
        <h3 id="missing-heading">Missing keywords</h3>
        {result.topMissing.length === 0 ? (
          <Muted>Your resume has every keyword of this job.</Muted>
        ) : (
          <>
            <MissingList aria-labelledby="missing-heading">
              {result.topMissing.map((keyword) => (
                <li key={keyword.keyword}>
                  <strong>{keyword.keyword}</strong>
                  <span>
                    <Badge tone={IMPORTANCE_TONE[keyword.importance]} size="sm">
                      {IMPORTANCE_LABEL[keyword.importance]}
                    </Badge>{' '}
                    <small>used {times(keyword.count)}</small>
                  </span>
                </li>
              ))}
            </MissingList>
            {result.missing.length > result.topMissing.length ? (
              <Muted>
                The {result.topMissing.length} most important of {result.missing.length} missing
                keywords.
              </Muted>
            ) : null}
          </>
        )}
      </section>
      <section aria-labelledby="matched-heading">
        <h3 id="matched-heading">Matched keywords</h3>
        {result.matched.length === 0 ? (
          <Muted>None of the job&apos;s keywords are in your resume yet.</Muted>
        ) : (
          <TagList aria-labelledby="matched-heading">
            {result.matched.map((keyword) => (
              <li key={keyword.keyword}>
                <Badge tone="green">{keyword.keyword}</Badge>
              </li>
            ))}
          </TagList>
        )}
      </section>
    </Layout>
  );
}
