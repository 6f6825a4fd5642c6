import { Button, Card, ConfirmDialog, QueryState, Spinner, useToast } from '@rozgar/design-system';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SignedInOnly } from '../../components/SignedInOnly/SignedInOnly';
import { resumeQuery, resumeSaved } from '../../data/queries';
import { formatDate, formatFileSize } from '../../profile/format';
import { DEFAULT_LOAD_ERROR, NO_RESUME } from '../../profile/messages';
import {
  deleteResume,
  RESUME_DOWNLOAD_URL,
  RESUME_FILE_URL,
  uploadResume,
  type Resume,
} from '../../resume/resumeApi';
import { checkResumeFile, RESUME_ACCEPT } from '../../resume/resumeFile';

const Page = styled.div`
  max-width: 800px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]};
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  h1,
  h2 {
    margin: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0 0 ${({ theme }) => theme.space[4]};
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
  gap: ${({ theme }) => theme.space[2]};
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  label {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const ErrorText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

function CurrentResume({ resume, onDeleted }: { resume: Resume; onDeleted: () => void }) {
  const { toast } = useToast();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await deleteResume();
      setAsking(false);
      toast({ tone: 'success', title: 'Resume deleted' });
      onDeleted();
    } catch (deleteError) {
      setAsking(false);
      setError(deleteError instanceof Error ? deleteError.message : 'Failed to delete the resume');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="section" aria-labelledby="current-resume-heading">
      <h2 id="current-resume-heading">Current resume</h2>
      <Facts>
        <dt>File</dt>
        <dd>{resume.filename}</dd>
        <dt>Size</dt>
        <dd>{formatFileSize(resume.size)}</dd>
        <dt>Uploaded</dt>
        <dd>{formatDate(resume.uploaded_at)}</dd>
      </Facts>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      <Actions>
        <Button as="a" href={RESUME_FILE_URL} target="_blank" rel="noopener" variant="secondary">
          View
        </Button>
        <Button as="a" href={RESUME_DOWNLOAD_URL} download={resume.filename} variant="secondary">
          Download
        </Button>
        <Button type="button" variant="danger" onClick={() => setAsking(true)}>
          Delete
        </Button>
      </Actions>
      <ConfirmDialog
        open={asking}
        title="Delete your resume?"
        confirmLabel="Delete resume"
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
      >
        {resume.filename} will be removed. Recruiters will no longer see a resume on your profile.
      </ConfirmDialog>
    </Card>
  );
}

function UploadForm({
  replacing,
  onUploaded,
}: {
  replacing: boolean;
  onUploaded: (resume: Resume) => void;
}) {
  const { toast } = useToast();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const choose = (chosen: File | undefined) => {
    setFile(chosen ?? null);
    setError(chosen ? checkResumeFile(chosen) : null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError('Choose a PDF, DOC or DOCX file to upload');
      input.current?.focus();
      return;
    }
    const problem = checkResumeFile(file);
    if (problem) {
      setError(problem);
      input.current?.focus();
      return;
    }
    setUploading(true);
    setError(null);
    try {
      const resume = await uploadResume(file);
      toast({ tone: 'success', title: replacing ? 'Resume replaced' : 'Resume uploaded' });
      setFile(null);
      if (input.current) input.current.value = '';
      onUploaded(resume);
    } catch (uploadError) {
      // The BFF's text, verbatim ("The resume must be 5 MB or smaller", …).
      setError(uploadError instanceof Error ? uploadError.message : 'Upload failed');
    } finally {
      setUploading(false);
    }
  };

  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  return (
    <Card as="section" aria-labelledby="upload-resume-heading">
      <h2 id="upload-resume-heading">{replacing ? 'Replace your resume' : 'Upload your resume'}</h2>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Field>
          <label htmlFor={inputId}>Resume file</label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={RESUME_ACCEPT}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => choose(event.currentTarget.files?.[0])}
          />
          <small id={hintId}>PDF, DOC or DOCX, up to 5 MB</small>
        </Field>
        {error ? (
          <ErrorText id={errorId} role="alert">
            {error}
          </ErrorText>
        ) : null}
        <Button type="submit" loading={uploading}>
          {replacing ? 'Replace resume' : 'Upload resume'}
        </Button>
      </form>
    </Card>
  );
}

function ResumeManager() {
  const query = useQuery(resumeQuery());
  const queryClient = useQueryClient();
  const replace = (resume: Resume | null) => resumeSaved(queryClient, resume);
  return (
    <QueryState
      query={query}
      loading={<Spinner label="Loading your resume" />}
      errorFallback={DEFAULT_LOAD_ERROR}
      renderError={({ message, retry }) => (
        <Card>
          <p role="alert">Error: {message}</p>
          <Button type="button" variant="secondary" onClick={retry}>
            Retry
          </Button>
        </Card>
      )}
    >
      {(resume) => (
        <>
          {resume ? (
            <CurrentResume resume={resume} onDeleted={() => replace(null)} />
          ) : (
            <Card>
              <Muted>{NO_RESUME}</Muted>
            </Card>
          )}
          <UploadForm replacing={resume !== null} onUploaded={replace} />
          <Muted>
            Want to see how well it fits a job?{' '}
            <Link to="/resume-optimizer">Compare your resume with a job description</Link>
          </Muted>
        </>
      )}
    </QueryState>
  );
}

/** `/resume`: the seeker's resume — upload, view, download, replace and delete. */
export function ResumePage() {
  return (
    <Page>
      <SignedInOnly next="/resume" reason="Upload and manage your resume once you are signed in.">
        {() => (
          <>
            <h1>Your resume</h1>
            <ResumeManager />
          </>
        )}
      </SignedInOnly>
    </Page>
  );
}
