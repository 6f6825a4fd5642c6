import {
  CURRENTLY_WORKS_HERE,
  REVIEW_CRITERIA,
  REVIEW_DEPARTMENT_LABELS,
  REVIEW_DEPARTMENTS,
  REVIEW_EMPLOYMENT_TYPE_LABELS,
  REVIEW_EMPLOYMENT_TYPES,
  REVIEW_GENDER_LABELS,
  REVIEW_GENDERS,
  REVIEW_LIMITS,
  WORK_POLICIES,
  WORK_POLICY_LABELS,
} from '@rozgar/contracts/vocabularies';
import {
  Button,
  httpStatus,
  Select,
  serverErrorText,
  StarRating,
  TextArea,
  TextField,
} from '@rozgar/design-system';
import { useEffect } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import styled from 'styled-components';
import {
  ContributionForm as Form,
  FieldGrid as Grid,
  FormSection as Section,
  SectionLegend as Legend,
} from '../ContributionForm/ContributionForm';
import { CompanyField } from '../CompanyField/CompanyField';
import {
  choiceRules,
  FIELD_LABELS,
  fieldOfProblem,
  ratingRules,
  textRules,
  type RatingField,
  type WriteReviewValues,
} from '../writeReviewForm';

/*
 * The write-review form (docs/product/community-and-reviews.md, "Write a review"): every field of
 * the contracts' `writeReviewBodySchema`, checked here with its labels, limits and option sets,
 * each message next to its field; the server's 400 goes next to the field it names.
 */

export interface WriteReviewFormProps {
  defaultValues: WriteReviewValues;
  /** Stores the review; rejects with the BFF's error. */
  onSubmit: (values: WriteReviewValues) => Promise<unknown>;
  /** A failure that names no field (network, 401, 403, 429, 5xx). */
  onFailure: (error: unknown) => void;
  /** Every change of the values (the page keeps a visitor's draft). */
  onValuesChange?: (values: WriteReviewValues) => void;
}

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const options = <Value extends string>(values: readonly Value[], labels?: Record<Value, string>) =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }));

const WORKS_HERE_LABELS = { yes: 'Yes', no: 'No' } as const;

const RATING_FIELDS: Array<{ field: RatingField; label: string }> = [
  { field: 'rating', label: FIELD_LABELS.rating },
  ...REVIEW_CRITERIA.map((criterion) => ({ field: criterion.value, label: criterion.label })),
];

export function WriteReviewForm({
  defaultValues,
  onSubmit,
  onFailure,
  onValuesChange,
}: WriteReviewFormProps) {
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<WriteReviewValues>({ defaultValues, mode: 'onTouched' });

  useEffect(() => {
    if (!onValuesChange) return;
    const subscription = watch((values) => onValuesChange(values as WriteReviewValues));
    return () => subscription.unsubscribe();
  }, [watch, onValuesChange]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const message = serverErrorText(error);
      const field = httpStatus(error) === 400 ? fieldOfProblem(message) : undefined;
      if (field)
        setError(
          field as Path<WriteReviewValues>,
          { type: 'server', message },
          { shouldFocus: true },
        );
      else onFailure(error);
    }
  });

  const text = (field: 'title' | 'designation' | 'employment_duration', optional = false) => (
    <TextField
      label={optional ? `${FIELD_LABELS[field]} (optional)` : FIELD_LABELS[field]}
      required={!optional}
      maxLength={REVIEW_LIMITS[field]}
      error={errors[field]?.message}
      {...register(field, textRules(field, { optional }))}
    />
  );
  const longText = (field: 'pros' | 'cons' | 'advice_to_management', optional = false) => (
    <TextArea
      label={optional ? `${FIELD_LABELS[field]} (optional)` : FIELD_LABELS[field]}
      required={!optional}
      rows={4}
      maxLength={REVIEW_LIMITS[field]}
      error={errors[field]?.message}
      {...register(field, textRules(field, { optional }))}
    />
  );
  const choice = <Value extends string>(
    field: 'gender' | 'work_policy' | 'currently_works_here' | 'employment_type' | 'department',
    values: readonly Value[],
    labels: Record<Value, string>,
  ) => (
    <Select
      label={FIELD_LABELS[field]}
      required
      placeholder="Select…"
      options={options(values, labels)}
      // The kept draft's choice, selected as React renders the options.
      defaultValue={defaultValues[field]}
      error={errors[field]?.message}
      {...register(field, choiceRules(field))}
    />
  );

  return (
    <Form noValidate onSubmit={submit} aria-label="Company review">
      <Note>Every field is required unless marked optional.</Note>
      <Section>
        <Legend>Company</Legend>
        <CompanyField
          control={control}
          setValue={setValue}
          rules={textRules('company_name')}
          label={FIELD_LABELS.company_name}
          maxLength={REVIEW_LIMITS.company_name}
          hint="Pick your company from the suggestions, or type its name if it is not listed."
        />
      </Section>
      <Section>
        <Legend>Ratings</Legend>
        <Grid>
          {RATING_FIELDS.map(({ field: name, label }) => (
            <Controller
              key={name}
              control={control}
              name={name}
              rules={ratingRules(name)}
              render={({ field }) => (
                <StarRating
                  ref={field.ref}
                  name={field.name}
                  label={label}
                  required
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors[name]?.message}
                />
              )}
            />
          ))}
        </Grid>
      </Section>
      <Section>
        <Legend>Your review</Legend>
        {text('title')}
        {longText('pros')}
        {longText('cons')}
        {longText('advice_to_management', true)}
      </Section>
      <Section>
        <Legend>About you</Legend>
        <Note>Never shown with your review; gender only counts in a company&apos;s totals.</Note>
        <Grid>
          {choice('gender', REVIEW_GENDERS, REVIEW_GENDER_LABELS)}
          {choice('work_policy', WORK_POLICIES, WORK_POLICY_LABELS)}
          {choice('currently_works_here', CURRENTLY_WORKS_HERE, WORKS_HERE_LABELS)}
          {text('employment_duration', true)}
          {text('designation')}
          {choice('employment_type', REVIEW_EMPLOYMENT_TYPES, REVIEW_EMPLOYMENT_TYPE_LABELS)}
          {choice('department', REVIEW_DEPARTMENTS, REVIEW_DEPARTMENT_LABELS)}
        </Grid>
      </Section>
      <div>
        <Button type="submit" loading={isSubmitting}>
          Submit Anonymously
        </Button>
      </div>
    </Form>
  );
}
