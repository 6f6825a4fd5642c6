import { TextField } from '@rozgar/design-system';
import { Controller, useFormContext } from 'react-hook-form';
import { JOB_TYPES, type JobType } from '../../resdex/candidatesApi';
import { SEARCH_LIMITS, toggleJobType, type SearchFormValues } from '../../resdex/searchForm';
import { ChipGroup } from '../ChipGroup/ChipGroup';
import { useSearchField } from '../SearchForm/useSearchField';

/** The resume search's Employment Details: role, company, job types (chips) and achievements. */
export function SearchEmploymentFields() {
  const field = useSearchField();
  const { control } = useFormContext<SearchFormValues>();
  return (
    <>
      <TextField label="Current role" maxLength={SEARCH_LIMITS.text} {...field('currRole')} />
      <TextField label="Company" maxLength={SEARCH_LIMITS.text} {...field('company')} />
      <div className="wide">
        <Controller
          control={control}
          name="jobType"
          render={({ field: { value, onChange } }) => (
            <ChipGroup
              label="Job type"
              options={['Any', ...JOB_TYPES]}
              isPressed={(option) =>
                option === 'Any' ? value.length === 0 : value.includes(option as JobType)
              }
              onToggle={(option) => onChange(toggleJobType(value, option as JobType | 'Any'))}
            />
          )}
        />
      </div>
      <TextField
        className="wide"
        label="Achievements"
        maxLength={SEARCH_LIMITS.text}
        {...field('achievements')}
      />
    </>
  );
}
