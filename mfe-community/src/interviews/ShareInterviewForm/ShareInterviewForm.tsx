import {
  INTERVIEW_DIFFICULTIES,
  INTERVIEW_DIFFICULTY_LABELS,
  INTERVIEW_EXPERIENCE_LIMITS as LIMITS,
  INTERVIEW_OUTCOME_LABELS,
  INTERVIEW_OUTCOMES,
  INTERVIEW_SOURCE_LABELS,
  INTERVIEW_SOURCES,
} from '@rozgar/contracts/vocabularies';
import {
  Button,
  httpStatus,
  Select,
  serverErrorText,
  TextArea,
  TextField,
} from '@rozgar/design-system';
import { useEffect } from 'react';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import styled from 'styled-components';
import {
  ContributionForm as Form,
  FieldGrid as Grid,
  FormSection as Section,
  SectionLegend as Legend,
} from '../../reviews/ContributionForm/ContributionForm';
import { CompanyField } from '../../reviews/CompanyField/CompanyField';
import { MONTH_OPTIONS } from '../interviewTexts';
import {
  fieldOfProblem,
  INTERVIEW_FIELD_LABELS as LABELS,
  interviewDateRules,
  interviewYears,
  questionRules,
  textRules,
  type ShareInterviewValues,
} from '../shareInterviewForm';

/*
 * The share-interview-experience form (docs/product/community-and-reviews.md, "Share interview
 * experience"): every field of the contracts' `shareInterviewExperienceBodySchema`, checked here
 * with its labels, limits and option sets, each message next to its field; the server's 400 goes
 * next to the field it names.
 */

export interface ShareInterviewFormProps {
  defaultValues: ShareInterviewValues;
  /** Stores the experience; rejects with the BFF's error. */
  onSubmit: (values: ShareInterviewValues) => Promise<unknown>;
  /** A failure that names no field (network, 401, 403, 429, 5xx). */
  onFailure: (error: unknown) => void;
  /** Every change of the values (the page keeps a visitor's draft). */
  onValuesChange?: (values: ShareInterviewValues) => void;
}

const Question = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Questions = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const options = <Value extends string>(values: readonly Value[], labels: Record<Value, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

export function ShareInterviewForm({
  defaultValues,
  onSubmit,
  onFailure,
  onValuesChange,
}: ShareInterviewFormProps) {
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ShareInterviewValues>({ defaultValues, mode: 'onTouched' });
  const questions = useFieldArray({ control, name: 'questions' });

  useEffect(() => {
    if (!onValuesChange) return;
    const subscription = watch((values) => onValuesChange(values as ShareInterviewValues));
    return () => subscription.unsubscribe();
  }, [watch, onValuesChange]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const message = serverErrorText(error);
      const field =
        httpStatus(error) === 400 ? fieldOfProblem(message, values.questions.length) : undefined;
      if (field)
        setError(
          field as Path<ShareInterviewValues>,
          { type: 'server', message },
          { shouldFocus: true },
        );
      else onFailure(error);
    }
  });

  const addQuestion = () => {
    questions.append({ text: '' }, { shouldFocus: false });
    // the new box takes the focus once it is rendered
    setTimeout(() => setFocus(`questions.${questions.fields.length}.text`), 0);
  };

  return (
    <Form noValidate onSubmit={submit} aria-label="Interview experience">
      <Note>Every field is required unless marked optional.</Note>
      <Section>
        <Legend>The interview</Legend>
        <CompanyField
          control={control}
          setValue={setValue}
          rules={textRules('company_name')}
          label={LABELS.company_name}
          maxLength={LIMITS.company_name}
          hint="Pick the company from the suggestions, or type its name if it is not listed."
        />
        <Grid $min={220}>
          <TextField
            label="Role you interviewed for"
            required
            maxLength={LIMITS.role}
            placeholder="e.g. Backend Developer"
            error={errors.role?.message}
            {...register('role', textRules('role'))}
          />
          <Select
            label="Month of interview"
            required
            placeholder="Month…"
            options={MONTH_OPTIONS}
            defaultValue={defaultValues.interview_month}
            error={errors.interview_month?.message}
            {...register('interview_month', interviewDateRules)}
          />
          <Select
            label="Year of interview"
            required
            placeholder="Year…"
            options={interviewYears()}
            defaultValue={defaultValues.interview_year}
            {...register('interview_year', { deps: ['interview_month'] })}
          />
        </Grid>
        <Grid $min={220}>
          <Select
            label={LABELS.difficulty}
            required
            placeholder="Select…"
            options={options(INTERVIEW_DIFFICULTIES, INTERVIEW_DIFFICULTY_LABELS)}
            defaultValue={defaultValues.difficulty}
            error={errors.difficulty?.message}
            {...register('difficulty', { required: 'Difficulty is required' })}
          />
          <Select
            label={LABELS.outcome}
            required
            placeholder="Select…"
            options={options(INTERVIEW_OUTCOMES, INTERVIEW_OUTCOME_LABELS)}
            defaultValue={defaultValues.outcome}
            error={errors.outcome?.message}
            {...register('outcome', { required: 'Outcome is required' })}
          />
          <Select
            label="How did you get the interview? (optional)"
            placeholder="Select…"
            options={options(INTERVIEW_SOURCES, INTERVIEW_SOURCE_LABELS)}
            defaultValue={defaultValues.source}
            error={errors.source?.message}
            {...register('source')}
          />
        </Grid>
      </Section>
      <Section>
        <Legend>Questions asked</Legend>
        <Note>
          One question a box, from any round: {LIMITS.min_questions} to {LIMITS.max_questions}.
        </Note>
        <Questions>
          {questions.fields.map((question, index) => (
            <Question key={question.id}>
              <TextArea
                label={`Question ${index + 1}`}
                required
                rows={2}
                maxLength={LIMITS.question}
                error={errors.questions?.[index]?.text?.message}
                {...register(`questions.${index}.text`, questionRules(index + 1))}
              />
              {questions.fields.length > LIMITS.min_questions && (
                <div>
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    onClick={() => questions.remove(index)}
                  >
                    Remove question {index + 1}
                  </Button>
                </div>
              )}
            </Question>
          ))}
        </Questions>
        <div>
          <Button
            type="button"
            variant="secondary"
            disabled={questions.fields.length >= LIMITS.max_questions}
            onClick={addQuestion}
          >
            Add another question
          </Button>
        </div>
      </Section>
      <Section>
        <Legend>Your experience</Legend>
        <TextArea
          label={LABELS.experience}
          required
          rows={5}
          maxLength={LIMITS.experience}
          hint="The rounds, how the panel was, how long it took to hear back."
          error={errors.experience?.message}
          {...register('experience', textRules('experience'))}
        />
        <TextArea
          label="Tips for other candidates (optional)"
          rows={3}
          maxLength={LIMITS.tips}
          error={errors.tips?.message}
          {...register('tips', textRules('tips', { optional: true }))}
        />
      </Section>
      <div>
        <Button type="submit" loading={isSubmitting}>
          Share anonymously
        </Button>
      </div>
    </Form>
  );
}
