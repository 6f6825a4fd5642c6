import { Select, type SelectOption, TextArea, TextField } from '@rozgar/design-system';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { CharacterCounter } from '../CharacterCounter/CharacterCounter';
import { LONG_TEXTS, type PostJobValues } from '../../jobs/postJobForm';
import type { PostingOptions } from '../../jobs/recruiterJobsApi';
import { useJobField } from './useJobField';

const Range = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const choices = (values: readonly (string | number)[], unit = ''): SelectOption[] =>
  values.map((value) => ({
    value: String(value),
    label: unit ? `${value} ${unit}` : String(value),
  }));

type RangeName = 'min_experience' | 'max_experience' | 'min_salary' | 'max_salary';

/** A minimum and a maximum chosen from the server's lists, side by side under one legend. */
function RangeSelects({
  legend,
  what,
  unit,
  names: [minName, maxName],
  options: [minOptions, maxOptions],
  initial,
}: {
  legend: string;
  /** The lower-case noun in the labels: "Minimum experience", "Maximum experience". */
  what: string;
  unit: string;
  names: [RangeName, RangeName];
  options: [readonly (string | number)[], readonly (string | number)[]];
  initial: PostJobValues;
}) {
  const field = useJobField();
  return (
    <Range>
      <legend>{legend}</legend>
      <Select
        label={`Minimum ${what}`}
        required
        placeholder="Min"
        options={choices(minOptions, unit)}
        defaultValue={initial[minName]}
        {...field(minName)}
      />
      <Select
        label={`Maximum ${what}`}
        required
        placeholder="Max"
        options={choices(maxOptions, unit)}
        defaultValue={initial[maxName]}
        {...field(maxName)}
      />
    </Range>
  );
}

/**
 * Post a Job's fields, in the order a recruiter fills them, with the lists, defaults and limits
 * the server sent (docs/product/recruiter-jobs-and-responses.md#post-a-job). They sit in the
 * form's two-column grid (`wide` spans both); `company` is placed after Qualification.
 */
export function JobFields({
  options,
  initial,
  company,
}: {
  options: PostingOptions;
  /** The values the form started from: each select shows its own. */
  initial: PostJobValues;
  company: ReactNode;
}) {
  const { limits } = options;
  const field = useJobField();
  const { control } = useFormContext<PostJobValues>();
  const watched = useWatch({ control });
  const lengthOf = (name: keyof PostJobValues) => (watched[name] ?? '').length;
  return (
    <>
      <TextField
        className="wide"
        label="Job title"
        required
        maxLength={limits.job_title}
        {...field('job_title')}
      />
      <Select
        label="Employment type"
        required
        options={choices(options.employment_types)}
        defaultValue={initial.employment_type}
        {...field('employment_type')}
      />
      <Select
        label="Work mode"
        required
        options={choices(options.work_modes)}
        defaultValue={initial.work_mode}
        {...field('work_mode')}
      />
      <TextArea
        className="wide"
        label="Job description"
        required
        rows={8}
        hint={
          <CharacterCounter length={lengthOf('job_description')} max={limits.job_description} />
        }
        {...field('job_description')}
      />
      <TextField
        className="wide"
        label="Key skills"
        required
        hint={`Separate skills with commas, at most ${limits.skills} characters`}
        {...field('skills')}
      />
      <RangeSelects
        legend="Work experience (years)"
        what="experience"
        unit="years"
        names={['min_experience', 'max_experience']}
        options={[options.min_experience, options.max_experience]}
        initial={initial}
      />
      <RangeSelects
        legend="Annual salary (₹ lakhs)"
        what="salary"
        unit="Lac"
        names={['min_salary', 'max_salary']}
        options={[options.min_salary, options.max_salary]}
        initial={initial}
      />
      <TextField label="Location" required maxLength={limits.location} {...field('location')} />
      <Select
        label="Industry"
        required
        placeholder="Select an industry"
        options={choices(options.industries)}
        defaultValue={initial.industry}
        {...field('industry')}
      />
      <Select
        label="Qualification"
        required
        placeholder="Select a qualification"
        options={choices(options.qualifications)}
        defaultValue={initial.qualification}
        {...field('qualification')}
      />
      {company}
      <TextField
        label="Vacancies"
        inputMode="numeric"
        hint={`From 1 to ${limits.vacancies}`}
        {...field('vacancies')}
      />
      {LONG_TEXTS.map(({ name, label }) => (
        <TextArea
          key={name}
          className="wide"
          label={label}
          rows={4}
          hint={<CharacterCounter length={lengthOf(name)} max={limits.long_text} />}
          {...field(name)}
        />
      ))}
    </>
  );
}
