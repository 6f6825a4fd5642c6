import { Checkbox, TextField } from '@rozgar/design-system';
import { useFormContext } from 'react-hook-form';
import { SEARCH_LIMITS, type SearchFormValues } from '../../resdex/searchForm';
import { useSearchField } from '../SearchForm/useSearchField';

/** The resume search's Basic Details: who, which skills, how experienced, where. */
export function SearchBasicFields() {
  const field = useSearchField();
  const { register } = useFormContext<SearchFormValues>();
  return (
    <>
      <TextField label="Full name" maxLength={SEARCH_LIMITS.text} {...field('fullName')} />
      <TextField label="E-mail" type="email" maxLength={SEARCH_LIMITS.text} {...field('email')} />
      <TextField label="Phone" type="tel" maxLength={SEARCH_LIMITS.text} {...field('phone')} />
      <TextField
        className="wide"
        label="Skills"
        hint={`Separate skills with commas, at most ${SEARCH_LIMITS.skills}`}
        {...field('skills')}
      />
      <Checkbox
        className="wide"
        label="Mark all skills as mandatory"
        {...register('markAllSkillsAsMandatory')}
      />
      <TextField
        label="Minimum experience (years)"
        inputMode="numeric"
        hint="0 to 30"
        {...field('experienceMin')}
      />
      <TextField
        label="Maximum experience (years)"
        inputMode="numeric"
        hint="0 to 30"
        {...field('experienceMax')}
      />
      <TextField label="Current location" maxLength={SEARCH_LIMITS.text} {...field('location')} />
      <TextField
        label="Preferred location"
        maxLength={SEARCH_LIMITS.text}
        {...field('prefLocation')}
      />
      <Checkbox
        className="wide"
        label="Include candidates willing to relocate"
        {...register('includeRelocateWilling')}
      />
      <TextField
        label="PIN code"
        inputMode="numeric"
        maxLength={SEARCH_LIMITS.text}
        {...field('pinCode')}
      />
    </>
  );
}
