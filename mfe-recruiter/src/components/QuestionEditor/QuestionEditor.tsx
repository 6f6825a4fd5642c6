import { Button, Checkbox, Select, TextField, VisuallyHidden } from '@rozgar/design-system';
import { PRESCREENING_LIMITS, PRESCREENING_QUESTION_TYPES } from '@rozgar/contracts/vocabularies';
import {
  Controller,
  useFieldArray,
  useFormContext,
  useWatch,
  type FieldError,
} from 'react-hook-form';
import styled from 'styled-components';
import type { PrescreeningValues } from '../../prescreening/prescreeningForm';

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
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
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: end;
  }
`;

const Options = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  > :first-child {
    flex: 1 1 12rem;
    min-width: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const EXPECTED_ANSWERS = [
  { value: '', label: 'Any answer' },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/**
 * The error of a whole question (its options' rule): react-hook-form keeps it on the question
 * itself or, as a field array's item, under `root`.
 */
function questionError(error: unknown): string | undefined {
  const found = error as (FieldError & { root?: FieldError }) | undefined;
  return found?.message ?? found?.root?.message;
}

export interface QuestionEditorProps {
  index: number;
  /** How many questions the job has (Move down is unavailable on the last). */
  total: number;
  /** The field array item's key, to name this question's controls. */
  fieldId: string;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/**
 * One pre-screening question in the form (docs/product/recruiter-tools-and-workspace.md#pre-screening):
 * its text, type and whether it is required; a yes/no question's expected answer (what auto-reject
 * rejects against), a multiple-choice question's options (2 to 10); moved up or down, or deleted.
 * Move up / Move down stay focusable at either end (aria-disabled).
 */
export function QuestionEditor({ index, total, fieldId, onMove, onRemove }: QuestionEditorProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<PrescreeningValues>();
  const type = useWatch({ control, name: `questions.${index}.type` });
  const options = useFieldArray({ control, name: `questions.${index}.options` });
  const errorOf = errors.questions?.[index];
  const number = index + 1;
  const first = index === 0;
  const last = index === total - 1;
  const optionsProblem = type === 'multiple_choice' ? questionError(errorOf) : undefined;
  const optionsProblemId = `${fieldId}-options-problem`;

  return (
    <Fieldset>
      <legend>Question {number}</legend>
      <TextField
        id={`${fieldId}-text`}
        label="Question"
        required
        maxLength={PRESCREENING_LIMITS.questionText}
        error={errorOf?.text?.message}
        {...register(`questions.${index}.text`)}
      />
      <Grid>
        {/* Controlled: a registered select in a field array does not show its starting value. */}
        <Controller
          control={control}
          name={`questions.${index}.type`}
          render={({ field }) => (
            <Select
              id={`${fieldId}-type`}
              label="Answer type"
              options={PRESCREENING_QUESTION_TYPES}
              {...field}
            />
          )}
        />
        <Checkbox
          id={`${fieldId}-required`}
          label="Required"
          {...register(`questions.${index}.required`)}
        />
      </Grid>
      {type === 'yes_no' ? (
        <Controller
          control={control}
          name={`questions.${index}.expected_answer`}
          render={({ field }) => (
            <Select
              id={`${fieldId}-expected`}
              label="Expected answer"
              hint="With auto-reject on, an applicant who gives the other answer is not selected"
              options={EXPECTED_ANSWERS}
              {...field}
            />
          )}
        />
      ) : null}
      {type === 'rating' ? <Muted>Applicants answer with a rating from 1 to 5.</Muted> : null}
      {type === 'multiple_choice' ? (
        <Options aria-describedby={optionsProblem ? optionsProblemId : undefined}>
          <legend>Options</legend>
          {options.fields.map((option, at) => (
            <Row key={option.id}>
              <TextField
                id={`${fieldId}-option-${option.id}`}
                label={`Option ${at + 1}`}
                maxLength={PRESCREENING_LIMITS.option}
                {...register(`questions.${index}.options.${at}.text`)}
              />
              <Button type="button" variant="ghost" onClick={() => options.remove(at)}>
                Remove<VisuallyHidden> option {at + 1}</VisuallyHidden>
              </Button>
            </Row>
          ))}
          {options.fields.length < PRESCREENING_LIMITS.maxOptions ? (
            <div>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                onClick={() => options.append({ text: '' })}
              >
                Add option<VisuallyHidden> to question {number}</VisuallyHidden>
              </Button>
            </div>
          ) : null}
          {optionsProblem ? (
            <Problem id={optionsProblemId} role="alert">
              {optionsProblem}
            </Problem>
          ) : null}
        </Options>
      ) : null}
      <Actions>
        <Button
          id={`${fieldId}-up`}
          type="button"
          variant="secondary"
          size="sm"
          aria-disabled={first}
          onClick={() => onMove(index, index - 1)}
        >
          Move up<VisuallyHidden> question {number}</VisuallyHidden>
        </Button>
        <Button
          id={`${fieldId}-down`}
          type="button"
          variant="secondary"
          size="sm"
          aria-disabled={last}
          onClick={() => onMove(index, index + 1)}
        >
          Move down<VisuallyHidden> question {number}</VisuallyHidden>
        </Button>
        <Button type="button" variant="danger" size="sm" onClick={() => onRemove(index)}>
          Delete<VisuallyHidden> question {number}</VisuallyHidden>
        </Button>
      </Actions>
    </Fieldset>
  );
}
