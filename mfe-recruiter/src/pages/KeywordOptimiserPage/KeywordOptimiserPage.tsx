import { POSTING_LIMITS } from '@rozgar/contracts/vocabularies';
import { Card, isLoggedOut, QueryError, QueryState, useToast } from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { KeywordReport } from '../../components/KeywordReport/KeywordReport';
import { KeywordReportSkeleton } from '../../components/KeywordReport/KeywordReportSkeleton';
import { KeywordSourceForm } from '../../components/KeywordSourceForm/KeywordSourceForm';
import { LoginPrompt } from '../../components/RecruiterOnly/LoginPrompt';
import { Page, PageIntro } from '../../components/RecruiterOnly/Page';
import { RecruiterOnly } from '../../components/RecruiterOnly/RecruiterOnly';
import { keywordAnalysisQuery } from '../../data/keywordQueries';
import type { KeywordAnalysisRequest } from '../../keywords/keywordApi';
import {
  addedSkills,
  appendSkill,
  EMPTY_DRAFT,
  forgetHandedDraft,
  handedDraft,
  type KeywordDraft,
} from '../../keywords/keywordDraft';

const LOGIN_TO_CHECK = "Please log in to check your jobs' keywords.";
const ANALYSIS_FAILED = 'Failed to analyse the keywords';

const Results = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0;
  }
  h2:focus {
    outline: none;
  }
`;

const loginPrompt = (
  <LoginPrompt
    title={LOGIN_TO_CHECK}
    next="/keyword-optimization"
    purpose="check the keywords of your jobs"
  />
);

/** The analysis of `request`: a skeleton while it is computed, the report, or why it failed. */
function Analysis({
  request,
  onAdd,
  added,
}: {
  request: KeywordAnalysisRequest;
  /** Adds a suggestion to the draft's key skills (a draft's analysis only). */
  onAdd?: (keyword: string) => void;
  added?: ReadonlySet<string>;
}) {
  const analysis = useQuery(keywordAnalysisQuery(request));
  const heading = useRef<HTMLHeadingElement>(null);
  // A new analysis takes the focus to its results, where the keyboard and a screen reader go next.
  useEffect(() => heading.current?.focus(), [request]);
  return (
    <Results forwardedAs="section" aria-labelledby="keyword-results-heading">
      <h2 id="keyword-results-heading" ref={heading} tabIndex={-1}>
        Results
      </h2>
      <QueryState
        query={analysis}
        loading={<KeywordReportSkeleton />}
        errorFallback={ANALYSIS_FAILED}
        renderError={({ message, error, retry }) =>
          isLoggedOut(error) ? (
            loginPrompt
          ) : (
            <QueryError title={`Error: ${message}`} onRetry={retry} />
          )
        }
      >
        {(data) => <KeywordReport analysis={data} onAdd={onAdd} added={added} addTo="key skills" />}
      </QueryState>
    </Results>
  );
}

function KeywordOptimiser() {
  const [params] = useSearchParams();
  const handed = params.get('from') === 'post-a-job';
  const [handedOver] = useState(() => (handed ? handedDraft() : null));
  // Taken: the draft's text is not left in the browser's storage.
  useEffect(() => {
    if (handed) forgetHandedDraft();
  }, [handed]);
  const [draft, setDraft] = useState<KeywordDraft>(handedOver ?? EMPTY_DRAFT);
  const added = useMemo(() => addedSkills(draft.skills), [draft.skills]);
  const [request, setRequest] = useState<KeywordAnalysisRequest | null>(null);
  const { toast } = useToast();
  /** A suggestion's Add on a draft's report: appended to the draft's key skills, within their limit. */
  const add = (keyword: string) => {
    const skills = appendSkill(draft.skills, keyword);
    if (skills.length > POSTING_LIMITS.skills) {
      toast({
        tone: 'error',
        title: `Key skills can be at most ${POSTING_LIMITS.skills} characters: "${keyword}" was not added`,
      });
      return;
    }
    setDraft((before) => ({ ...before, skills }));
    toast({ tone: 'success', title: `Added "${keyword}" to key skills` });
  };
  return (
    <>
      <h1>Job posting keyword optimiser</h1>
      <PageIntro>
        Score a job&apos;s title and description against the keywords of open jobs like it on
        Rozgar, weighted by what seekers search for, and see which keywords to add.
      </PageIntro>
      <Card>
        <KeywordSourceForm
          draft={draft}
          onDraftChange={setDraft}
          handedOver={handedOver !== null}
          onAnalyse={setRequest}
        />
      </Card>
      {request ? (
        <Analysis
          request={request}
          onAdd={request.source === 'draft' ? add : undefined}
          added={request.source === 'draft' ? added : undefined}
        />
      ) : null}
    </>
  );
}

/**
 * `/keyword-optimization` (docs/product/recruiter-tools-and-workspace.md#job-posting-keyword-optimiser):
 * analyses one of the recruiter's jobs, pasted text or a draft (handed over from Post a Job, or
 * written here), and shows the score, the checks with their advice and the keyword lists; a
 * draft's suggestions each have an Add that appends them to its key skills.
 */
export function KeywordOptimiserPage() {
  return (
    <RecruiterOnly loggedOut={loginPrompt}>
      {(user) => (
        <Page>
          <KeywordOptimiser key={user.id} />
        </Page>
      )}
    </RecruiterOnly>
  );
}
