import { Modal, QueryState } from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { highlightParts } from '../../jobs/highlight';
import { fetchResumeText, type ApplicantResume } from '../../jobs/pipelineApi';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 70vh;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Download = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
`;

const Text = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  mark {
    padding: 0 2px;
    border-radius: 2px;
  }
`;

/** A DOC/DOCX resume as the text read from it, the job's skills marked where they occur. */
function ResumeText({ resume }: { resume: ApplicantResume }) {
  const text = useQuery({
    queryKey: ['recruiter', 'resume-text', resume.text_link],
    queryFn: () => fetchResumeText(resume.text_link),
  });
  return (
    <QueryState
      query={text}
      loading={<p aria-busy="true">Loading...</p>}
      errorFallback="Failed to read the resume"
      renderError={({ message }) => <p role="alert">Error: {message}</p>}
      isEmpty={(data) => !data.text.trim()}
      empty={<p>No text could be read from this resume. Download it to open it.</p>}
    >
      {(data) => (
        <>
          {data.skills.length ? (
            <p>
              The job&apos;s skills are marked: {data.skills.join(', ')} ({data.highlights.length}{' '}
              found).
            </p>
          ) : null}
          <Text>
            {highlightParts(data).map((part, index) =>
              part.skill ? <mark key={index}>{part.text}</mark> : part.text,
            )}
          </Text>
        </>
      )}
    </QueryState>
  );
}

export interface ResumeDialogProps {
  /** The applicant's name, in the title. */
  name: string;
  /** The resume shown; null closes the dialog. */
  resume: ApplicantResume | null;
  onClose: () => void;
}

/**
 * An applicant's resume in the page (docs/product/recruiter-jobs-and-responses.md#manage-responses):
 * a PDF in the browser's own viewer, a DOC/DOCX as its text with the job's skills marked; the
 * download stays at hand.
 */
export function ResumeDialog({ name, resume, onClose }: ResumeDialogProps) {
  return (
    <Modal
      open={resume !== null}
      onClose={onClose}
      title={`Resume of ${name}`}
      description={resume?.filename}
      size="lg"
    >
      {resume ? (
        <Download>
          {/* First in the dialog, so focus starts here and not inside the PDF viewer, which would keep Escape. */}
          <a href={resume.link} download>
            Download resume
          </a>
        </Download>
      ) : null}
      {resume ? (
        resume.inline_link ? (
          <Frame title={`Resume of ${name} (PDF)`} src={resume.inline_link} />
        ) : (
          <ResumeText resume={resume} />
        )
      ) : null}
    </Modal>
  );
}
