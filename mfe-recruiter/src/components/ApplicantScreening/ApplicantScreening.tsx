import { Badge } from '@rozgar/design-system';
import { PRESCREENING_LIMITS } from '@rozgar/contracts/vocabularies';
import styled from 'styled-components';
import type { PipelineApplicant } from '../../jobs/pipelineApi';

const Section = styled.section`
  grid-column: 1 / -1;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  h4 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    font-size: inherit;
  }
  p,
  ul {
    margin: 0;
  }
`;

const Answers = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Reason = styled.p`
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerSoft};
`;

type Answer = PipelineApplicant['answers'][number];

/** An answer as the recruiter reads it: Yes / No, "4 of 5", or the text or option given. */
function answerText({ type, answer }: Answer) {
  if (type === 'yes_no') return answer === 'yes' ? 'Yes' : 'No';
  if (type === 'rating') return `${answer} of ${PRESCREENING_LIMITS.maxRating}`;
  return String(answer);
}

/**
 * An applicant's pre-screening (docs/product/recruiter-tools-and-workspace.md#pre-screening), for
 * the recruiter only: whether they meet the job's criteria (and which they miss), the reason when
 * the criteria rejected them on applying, and their answers, each under its question as it was
 * asked. Nothing when the job asked nothing and they meet the criteria.
 */
export function ApplicantScreening({ applicant }: { applicant: PipelineApplicant }) {
  const { answers, meets_criteria, unmet_criteria, rejection_reason } = applicant;
  if (answers.length === 0 && meets_criteria && !rejection_reason) return null;
  const headingId = `applicant-${applicant.id}-screening`;
  return (
    <Section aria-labelledby={headingId}>
      <h4 id={headingId}>
        Pre-screening
        {meets_criteria ? (
          <Badge tone="green">Meets criteria</Badge>
        ) : (
          <Badge tone="orange">Does not meet criteria</Badge>
        )}
      </h4>
      {rejection_reason ? (
        <Reason>
          <strong>Auto-rejected:</strong> {rejection_reason}
        </Reason>
      ) : null}
      {!meets_criteria && unmet_criteria.length ? (
        <ul aria-label="Criteria not met">
          {unmet_criteria.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
      {answers.length ? (
        <Answers>
          {answers.map((answer) => (
            <div key={answer.question_id}>
              <dt>{answer.question}</dt>
              <dd>{answerText(answer)}</dd>
            </div>
          ))}
        </Answers>
      ) : (
        <p>No answers to the job&apos;s questions</p>
      )}
    </Section>
  );
}
