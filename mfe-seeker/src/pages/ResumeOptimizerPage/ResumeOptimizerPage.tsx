import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, TextArea, useKnownSession } from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { z } from 'zod/mini';
import {
  compareKeywords,
  keywordVocabulary,
  type KeywordComparison,
} from '../../optimizer/compareKeywords';
import { JobPicker } from '../../optimizer/JobPicker/JobPicker';
import { KeywordResults } from '../../optimizer/KeywordResults/KeywordResults';
import { portalKeywordsQuery, resumeQuery, resumeTextQuery } from '../../data/queries';

const Page = styled.div`
  max-width: 1120px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]};
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  h1 {
    margin: 0;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  textarea {
    min-height: 260px;
  }
`;

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-content: start;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Intro = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Submit = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
`;

const MAX_TEXT = 100_000;

const optimizerSchema = z.object({
  resumeText: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Paste your resume text'),
      z.maxLength(MAX_TEXT, 'The resume text is too long'),
    ),
  jobText: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Paste a job description or pick an open job'),
      z.maxLength(MAX_TEXT, 'The job description is too long'),
    ),
});

type OptimizerValues = z.infer<typeof optimizerSchema>;

type ResumeSource =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'loaded'; filename: string }
  | { status: 'no-text'; filename: string }
  | { status: 'no-resume' }
  | { status: 'error'; message: string };

const failure = (error: unknown): ResumeSource => ({
  status: 'error',
  message: error instanceof Error ? error.message : '',
});

/**
 * Loads the logged-in seeker's resume (the Resume page's query) and, when it has any text, that
 * text into `fill`. Visitors and seekers without a resume paste their text instead.
 */
function useResumeText(loggedIn: boolean, fill: (text: string) => void): ResumeSource {
  const resume = useQuery({ ...resumeQuery(), enabled: loggedIn });
  const hasText = resume.data?.has_text === true;
  const text = useQuery({ ...resumeTextQuery(), enabled: loggedIn && hasText });
  useEffect(() => {
    if (text.data !== undefined) fill(text.data);
  }, [text.data, fill]);

  if (!loggedIn) return { status: 'none' };
  if (resume.status === 'pending') return { status: 'loading' };
  if (resume.status === 'error') return failure(resume.error);
  if (!resume.data) return { status: 'no-resume' };
  if (!hasText) return { status: 'no-text', filename: resume.data.filename };
  if (text.status === 'pending') return { status: 'loading' };
  if (text.status === 'error') return failure(text.error);
  return { status: 'loaded', filename: resume.data.filename };
}

function ResumeSourceNote({ source }: { source: ResumeSource }) {
  switch (source.status) {
    case 'loading':
      return <Note>Loading the text of your uploaded resume…</Note>;
    case 'loaded':
      return (
        <Note>Filled in from your uploaded resume, {source.filename}. You can edit it here.</Note>
      );
    case 'no-text':
      return (
        <Note>No text could be read from {source.filename}: paste your resume text here.</Note>
      );
    case 'no-resume':
      return (
        <Note>
          Paste your resume text, or <Link to="/resume">upload your resume</Link> to have it filled
          in.
        </Note>
      );
    case 'error':
      return (
        <Note role="alert">
          Your resume could not be loaded ({source.message}): paste its text.
        </Note>
      );
    default:
      return <Note>Paste the text of your resume.</Note>;
  }
}

/**
 * `/resume-optimizer`: compares a resume's keywords with a job description's (pasted, or an open
 * job's text) and lists the matched and the most important missing ones. Works logged out too.
 */
export function ResumeOptimizerPage() {
  const { user } = useKnownSession();
  const [result, setResult] = useState<KeywordComparison | null>(null);
  const [pickedJob, setPickedJob] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    getFieldState,
    formState: { errors },
  } = useForm<OptimizerValues>({
    resolver: zodResolver(optimizerSchema),
    defaultValues: { resumeText: '', jobText: '' },
  });

  // Fill the resume text from the upload unless the visitor has already typed their own.
  const [fill] = useState(() => (text: string) => {
    if (!getFieldState('resumeText').isDirty) setValue('resumeText', text);
  });
  const source = useResumeText(Boolean(user), fill);
  // The portal's keywords (ADR 021) decide which job words are keywords; until they are loaded, or
  // when the portal has none, every word that is not a stop word counts.
  const portalKeywords = useQuery(portalKeywordsQuery());
  const keywords = portalKeywords.data;
  const vocabulary = useMemo(
    () => (keywords && keywords.length > 0 ? keywordVocabulary(keywords) : undefined),
    [keywords],
  );

  const compare = handleSubmit(({ resumeText, jobText }) => {
    setResult(compareKeywords(resumeText, jobText, vocabulary));
  });

  return (
    <Page>
      <header>
        <h1>Resume optimizer</h1>
        <Intro>
          See which keywords of a job description your resume already has, and which important ones
          are missing.
        </Intro>
      </header>
      <form noValidate onSubmit={compare} aria-label="Compare your resume with a job">
        <Columns>
          <Panel forwardedAs="section" aria-labelledby="resume-text-heading">
            <h2 id="resume-text-heading">Your resume</h2>
            <ResumeSourceNote source={source} />
            <TextArea
              label="Resume text"
              error={errors.resumeText?.message}
              {...register('resumeText')}
            />
          </Panel>
          <Panel forwardedAs="section" aria-labelledby="job-text-heading">
            <h2 id="job-text-heading">The job</h2>
            <JobPicker
              onPick={(text, name) => {
                setValue('jobText', text, {
                  shouldDirty: true,
                  shouldValidate: Boolean(errors.jobText),
                });
                setPickedJob(name);
              }}
            />
            {pickedJob ? <Note>Filled in from {pickedJob}.</Note> : null}
            <TextArea
              label="Job description"
              hint="Paste a job description, or pick an open job above"
              error={errors.jobText?.message}
              {...register('jobText')}
            />
          </Panel>
        </Columns>
        <Submit>
          <Button type="submit">Compare</Button>
        </Submit>
      </form>
      {result ? <KeywordResults result={result} /> : null}
    </Page>
  );
}
