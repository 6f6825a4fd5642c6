import { keywordAnalysisRequestSchema } from '@rozgar/contracts/keyword-optimiser';
import {
  Button,
  isLoggedOut,
  Modal,
  QueryError,
  QueryState,
  useToast,
} from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { keywordAnalysisQuery } from '../../data/keywordQueries';
import type { KeywordAnalysisRequest } from '../../keywords/keywordApi';
import {
  addedSkills,
  appendSkill,
  draftRequest,
  handOverDraft,
  HANDOVER_PATH,
  type KeywordDraft,
} from '../../keywords/keywordDraft';
import type { PostJobValues } from '../../jobs/postJobForm';
import { KeywordReport } from '../KeywordReport/KeywordReport';
import { KeywordReportSkeleton } from '../KeywordReport/KeywordReportSkeleton';

const CHECK_FAILED = 'Failed to check the keywords';
const LOGGED_OUT = 'Your session has ended: log in again to check the keywords.';

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Check = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The link to the whole page: a line of its own, which wraps on a phone. */
const Handover = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export interface KeywordCheckProps {
  /** The most characters the key skills may have (the posting options' limit). */
  maxSkills: number;
}

/** The job being written as the keyword optimiser reads it: title, description, skills, industry. */
const keywordDraftOf = (values: PostJobValues): KeywordDraft => ({
  title: values.job_title,
  description: values.job_description,
  skills: values.skills,
  industry: values.industry,
});
const draftOf = (values: PostJobValues): KeywordAnalysisRequest =>
  draftRequest(keywordDraftOf(values));

/**
 * Post a Job's "Check keywords" (docs/product/recruiter-tools-and-workspace.md#job-posting-keyword-optimiser):
 * analyses the job being written, in a dialog over the form, which keeps its values. Each
 * suggestion's Add puts it at the end of the key skills; a suggestion already among them says
 * "Added". "Open in the keyword optimiser" hands the draft to `/keyword-optimization` in a new
 * tab. Reads and writes the form through its `FormProvider` (PostJobForm's action bar).
 */
export function KeywordCheck({ maxSkills }: KeywordCheckProps) {
  const { toast } = useToast();
  const { getValues, setValue, getFieldState } = useFormContext<PostJobValues>();
  const skills = useWatch<PostJobValues, 'skills'>({ name: 'skills' });
  const added = useMemo(() => addedSkills(skills ?? ''), [skills]);
  const [request, setRequest] = useState<KeywordAnalysisRequest | null>(null);
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const check = () => {
    const draft = draftOf(getValues());
    const checked = keywordAnalysisRequestSchema.safeParse(draft);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? CHECK_FAILED);
      return;
    }
    setProblem(null);
    setRequest(draft);
    setOpen(true);
  };

  const add = (keyword: string) => {
    const next = appendSkill(getValues('skills'), keyword);
    if (next.length > maxSkills) {
      toast({
        tone: 'error',
        title: `Key skills can be at most ${maxSkills} characters: "${keyword}" was not added`,
      });
      return;
    }
    setValue('skills', next, {
      shouldDirty: true,
      shouldValidate: Boolean(getFieldState('skills').error),
    });
    toast({ tone: 'success', title: `Added "${keyword}" to key skills` });
  };

  return (
    <>
      <Check>
        {problem ? <Failure role="alert">{problem}</Failure> : null}
        <Button type="button" variant="secondary" onClick={check}>
          Check keywords
        </Button>
      </Check>
      <Modal
        open={open && request !== null}
        onClose={() => setOpen(false)}
        title="Keyword check"
        description="How this job's title and description score with the keywords seekers look for. Add suggestions to the key skills; the form keeps everything you wrote."
        size="lg"
        footer={
          <>
            <Button
              type="button"
              variant="secondary"
              onClick={() => setRequest(draftOf(getValues()))}
            >
              Check again
            </Button>
            <Button type="button" onClick={() => setOpen(false)}>
              Back to the form
            </Button>
          </>
        }
      >
        <Handover>
          <a
            href={HANDOVER_PATH}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => handOverDraft(keywordDraftOf(getValues()))}
          >
            Open in the keyword optimiser (new tab)
          </a>
        </Handover>
        {request ? <Report request={request} added={added} onAdd={add} /> : null}
      </Modal>
    </>
  );
}

function Report({
  request,
  added,
  onAdd,
}: {
  request: KeywordAnalysisRequest;
  added: ReadonlySet<string>;
  onAdd: (keyword: string) => void;
}) {
  const analysis = useQuery(keywordAnalysisQuery(request));
  return (
    <QueryState
      query={analysis}
      loading={<KeywordReportSkeleton />}
      errorFallback={CHECK_FAILED}
      renderError={({ message, error, retry }) => (
        <QueryError title={isLoggedOut(error) ? LOGGED_OUT : `Error: ${message}`} onRetry={retry} />
      )}
    >
      {(data) => <KeywordReport analysis={data} onAdd={onAdd} added={added} addTo="key skills" />}
    </QueryState>
  );
}
