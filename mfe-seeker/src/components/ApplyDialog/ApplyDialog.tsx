import { Button, Modal, RadioGroup, TextArea } from '@rozgar/design-system';
import {
  checkAnswers,
  PRESCREENING_LIMITS,
  type PrescreeningQuestionForSeeker,
} from '@rozgar/contracts/vocabularies';
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ApplyAnswers } from '../../jobs/seekerJobsApi';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Mark = styled.span`
  color: ${({ theme }) => theme.color.danger};
`;

const Problem = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const RATINGS = Array.from({ length: PRESCREENING_LIMITS.maxRating }, (_, at) => ({
  value: String(at + 1),
  label: String(at + 1),
}));

function choicesOf(question: PrescreeningQuestionForSeeker) {
  if (question.type === 'yes_no') return YES_NO;
  if (question.type === 'rating') return RATINGS;
  return question.options.map((option) => ({ value: option, label: option }));
}

export interface ApplyDialogProps {
  open: boolean;
  /** The job's title, in the dialog's heading. */
  jobTitle?: string;
  questions: PrescreeningQuestionForSeeker[];
  /**
   * Sends the application with the answers; resolves true when it went through. `onRefused` is
   * told the server's words when it refuses them.
   */
  onApply: (answers: ApplyAnswers, onRefused: (text: string) => void) => Promise<boolean>;
  onClose: () => void;
}

const FORM_ID = 'apply-questions';

/**
 * The apply step of a job with pre-screening questions
 * (docs/product/recruiter-tools-and-workspace.md#pre-screening): each question in a group named by
 * its text, required ones marked; a yes/no, an option or a 1–5 rating as radio buttons, free text
 * in a box. The answers are checked by the contract's rule before sending — the words the server
 * would answer — and the problem is shown above the questions; the server's own refusal comes as a
 * toast and is shown there too, and the dialog stays open.
 */
export function ApplyDialog({ open, jobTitle, questions, onApply, onClose }: ApplyDialogProps) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const problemRef = useRef<HTMLParagraphElement>(null);

  const set = (id: string, value: string) => setValues((now) => ({ ...now, [id]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkAnswers(questions, values);
    if ('error' in check) {
      setProblem(check.error);
      requestAnimationFrame(() => problemRef.current?.focus());
      return;
    }
    setProblem(null);
    const answers: ApplyAnswers = {};
    for (const { question_id, answer } of check.answers) answers[question_id] = answer;
    setSending(true);
    try {
      const refused = (text: string) => {
        setProblem(text);
        requestAnimationFrame(() => problemRef.current?.focus());
      };
      if (await onApply(answers, refused)) onClose();
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={jobTitle ? `Apply to ${jobTitle}` : 'Apply to this job'}
      description="The recruiter asks these questions. Questions marked * need an answer."
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={sending}>
            Submit application
          </Button>
        </>
      }
    >
      <Form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)}>
        {problem ? (
          <Problem ref={problemRef} role="alert" tabIndex={-1}>
            {problem}
          </Problem>
        ) : null}
        {questions.map((question) =>
          question.type === 'text' ? (
            <TextArea
              key={question.id}
              label={question.text}
              required={question.required}
              maxLength={PRESCREENING_LIMITS.textAnswer}
              value={values[question.id] ?? ''}
              onChange={(event) => set(question.id, event.target.value)}
            />
          ) : (
            <RadioGroup
              key={question.id}
              role="radiogroup"
              aria-labelledby={`question-${question.id}`}
              aria-required={question.required || undefined}
              legendId={`question-${question.id}`}
              legend={
                <>
                  {question.text}
                  {question.required ? <Mark aria-hidden="true"> *</Mark> : null}
                </>
              }
              name={`answer-${question.id}`}
              options={choicesOf(question)}
              value={values[question.id]}
              onChange={(value) => set(question.id, value)}
            />
          ),
        )}
      </Form>
    </Modal>
  );
}
