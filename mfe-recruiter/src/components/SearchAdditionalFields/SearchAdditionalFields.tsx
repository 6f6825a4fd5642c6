import { Select, TextField } from '@rozgar/design-system';
import { NOTICE_PERIODS } from '@rozgar/contracts/vocabularies';
import { Controller, useFormContext } from 'react-hook-form';
import { ACTIVE_PERIODS, GENDERS } from '../../resdex/candidatesApi';
import { EMPTY_SEARCH, toggleNoticePeriod, type SearchFormValues } from '../../resdex/searchForm';
import { ChipGroup } from '../ChipGroup/ChipGroup';
import { useSearchField } from '../SearchForm/useSearchField';

type NoticePeriod = (typeof NOTICE_PERIODS)[number];

const periodLabel = (months: number) => `Last ${months} ${months === 1 ? 'month' : 'months'}`;

/**
 * The resume search's Additional Details: gender and last activity; the full search
 * (`/advanced-search`) adds notice periods and an expected salary range.
 */
export function SearchAdditionalFields({ full }: { full: boolean }) {
  const field = useSearchField();
  const { control } = useFormContext<SearchFormValues>();
  return (
    <>
      <div className="wide">
        <Controller
          control={control}
          name="gender"
          render={({ field: { value, onChange } }) => (
            <ChipGroup
              label="Gender"
              options={['Any', ...GENDERS]}
              isPressed={(option) => (option === 'Any' ? value === '' : value === option)}
              onToggle={(option) => onChange(option === 'Any' ? '' : option)}
            />
          )}
        />
      </div>
      <Select
        label="Active in"
        options={ACTIVE_PERIODS.map((months) => ({
          value: String(months),
          label: periodLabel(months),
        }))}
        defaultValue={EMPTY_SEARCH.activePeriod}
        {...field('activePeriod')}
      />
      {full ? (
        <>
          <div className="wide">
            <Controller
              control={control}
              name="noticePeriods"
              render={({ field: { value, onChange } }) => (
                <ChipGroup
                  label="Notice period"
                  options={['Any', ...NOTICE_PERIODS]}
                  isPressed={(option) =>
                    option === 'Any' ? value.length === 0 : value.includes(option as NoticePeriod)
                  }
                  onToggle={(option) =>
                    onChange(
                      option === 'Any' ? [] : toggleNoticePeriod(value, option as NoticePeriod),
                    )
                  }
                />
              )}
            />
          </div>
          <TextField
            label="Minimum expected salary (lakhs per annum)"
            inputMode="decimal"
            {...field('salaryMin')}
          />
          <TextField
            label="Maximum expected salary (lakhs per annum)"
            inputMode="decimal"
            {...field('salaryMax')}
          />
        </>
      ) : null}
    </>
  );
}
