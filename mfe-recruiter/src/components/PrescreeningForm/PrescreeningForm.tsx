import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Checkbox,
  EmptyState,
  errorText,
  isLoggedOut,
  TextField,
  useToast,
} from '@rozgar/design-system';
import type { PrescreeningBody } from '@rozgar/contracts/prescreening';
import { PRESCREENING_LIMITS } from '@rozgar/contracts/vocabularies';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, FormProvider, useFieldArray, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { prescreeningQueryKeys } from '../../data/prescreeningQueries';
import { savePrescreening, type JobPrescreening } from '../../prescreening/prescreeningApi';
import {
  newQuestion,
  prescreeningFormSchema,
  toValues,
  type PrescreeningValues,
} from '../../prescreening/prescreeningForm';
import { QuestionEditor } from '../QuestionEditor/QuestionEditor';
import { RequiredSkills } from '../RequiredSkills/RequiredSkills';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Questions = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Criteria = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  legend {
    padding: 0 ${({ theme }) => theme.space[1]};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  .experience {
    max-width: 16rem;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const questionsText = (count: number) => `${count} ${count === 1 ? 'question' : 'questions'}`;

export interface PrescreeningFormProps {
  /** The job's saved set: the form starts from it. */
  saved: JobPrescreening;
  jobTitle: string;
  /** The session ended while saving. */
  onLoggedOut: () => void;
}

/**
 * A job's pre-screening (docs/product/recruiter-tools-and-workspace.md#pre-screening): its
 * questions in order — added, edited, moved up or down, deleted, at most 10 — and its filter
 * criteria (auto-reject, minimum years of experience, required skills), checked by the contract's
 * rules and saved as one set with `PUT /api/jobs/{jobId}/prescreening`; a toast says it worked.
 */
export function PrescreeningForm({ saved, jobTitle, onLoggedOut }: PrescreeningFormProps) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const form = useForm<PrescreeningValues, unknown, PrescreeningBody>({
    resolver: zodResolver(prescreeningFormSchema),
    defaultValues: toValues(saved),
  });
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const questions = useFieldArray({ control, name: 'questions' });
  const count = questions.fields.length;
  const full = count >= PRESCREENING_LIMITS.questions;
  /** The control to focus once the list re-renders (a moved question's button, a new question). */
  const [focusId, setFocusId] = useState<string | null>(null);

  useEffect(() => {
    if (!focusId) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);

  function move(from: number, to: number) {
    if (to < 0 || to >= count) return;
    const moved = questions.fields[from]!.id;
    questions.move(from, to);
    setFocusId(`${moved}-${to < from ? 'up' : 'down'}`);
  }

  function remove(index: number) {
    questions.remove(index);
    const next = questions.fields[index + 1] ?? questions.fields[index - 1];
    setFocusId(next ? `${next.id}-text` : 'prescreening-add-question');
  }

  function add() {
    if (full) return;
    questions.append(newQuestion(), { shouldFocus: true });
  }

  const submit = handleSubmit(async (body) => {
    try {
      const answer = await savePrescreening(saved.job_id, body);
      queryClient.setQueryData(prescreeningQueryKeys.job(saved.job_id), answer);
      reset(toValues(answer));
      toast({
        tone: 'success',
        title: `Pre-screening saved for ${jobTitle}`,
        description: `${questionsText(answer.questions.length)}, auto-reject ${
          answer.criteria.auto_reject ? 'on' : 'off'
        }`,
      });
    } catch (error) {
      if (isLoggedOut(error)) onLoggedOut();
      else
        toast({
          tone: 'error',
          title: errorText(error, 'Failed to save pre-screening'),
        });
    }
  });

  const listProblem = errors.questions?.root?.message ?? errors.questions?.message;

  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Pre-screening">
        <Section aria-labelledby="prescreening-questions">
          <h2 id="prescreening-questions">
            Questions{' '}
            <Muted as="span">
              ({questionsText(count)} of {PRESCREENING_LIMITS.questions})
            </Muted>
          </h2>
          {count ? (
            <Questions aria-labelledby="prescreening-questions">
              {questions.fields.map((field, index) => (
                <li key={field.id}>
                  <QuestionEditor
                    index={index}
                    total={count}
                    fieldId={field.id}
                    onMove={move}
                    onRemove={remove}
                  />
                </li>
              ))}
            </Questions>
          ) : (
            <EmptyState
              headingLevel={3}
              title="No questions yet"
              description="Applicants to this job answer your questions when they apply."
            />
          )}
          {listProblem ? <Problem role="alert">{listProblem}</Problem> : null}
          <div>
            <Button
              id="prescreening-add-question"
              type="button"
              variant="secondary"
              aria-disabled={full}
              aria-describedby={full ? 'prescreening-full' : undefined}
              onClick={add}
            >
              Add question
            </Button>
            {full ? (
              <Muted id="prescreening-full">
                A job can have at most {PRESCREENING_LIMITS.questions} questions.
              </Muted>
            ) : null}
          </div>
        </Section>
        <Criteria>
          <legend>Filter criteria</legend>
          <Checkbox
            label="Auto-reject applicants who do not meet the criteria"
            hint="They are not selected at once; you see why on Manage Responses"
            {...register('criteria.auto_reject')}
          />
          <TextField
            className="experience"
            label="Minimum years of experience"
            type="number"
            inputMode="numeric"
            min={PRESCREENING_LIMITS.minExperience}
            max={PRESCREENING_LIMITS.maxExperience}
            step={1}
            error={errors.criteria?.min_experience?.message}
            {...register('criteria.min_experience', { valueAsNumber: true })}
          />
          <Controller
            control={control}
            name="criteria.required_skills"
            render={({ field }) => <RequiredSkills value={field.value} onChange={field.onChange} />}
          />
        </Criteria>
        <Actions>
          <Button type="submit" loading={isSubmitting}>
            Save
          </Button>
          {isDirty ? <Muted role="status">Changes not saved yet</Muted> : null}
        </Actions>
      </Form>
    </FormProvider>
  );
}
